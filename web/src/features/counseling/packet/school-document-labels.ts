import type { SchoolDocumentState } from '../../../gql/graphql';

/** The states of the counselor's documents and their colours (their words are in the counselor catalog). */
export const SCHOOL_DOCUMENT_STATES: Record<SchoolDocumentState, { label: string; color?: string }> = {
  not_started: { label: 'Not started' }, draft: { label: 'Draft', color: 'gold' }, ready: { label: 'Ready', color: 'green' },
};
export const STATE_ORDER: SchoolDocumentState[] = ['not_started', 'draft', 'ready'];
