import type { SchoolDocumentKind, SchoolDocumentState } from '../../../gql/graphql';

/** The words for the counselor's documents and their states, shared by staff's and the student's views. */
export const SCHOOL_DOCUMENT_TITLES: Record<SchoolDocumentKind, string> = {
  counselor_letter: 'Counselor letter', school_report: 'School report', transcript: 'Transcript', mid_year_report: 'Mid-year report', final_report: 'Final report',
};
export const SCHOOL_DOCUMENT_STATES: Record<SchoolDocumentState, { label: string; color?: string }> = {
  not_started: { label: 'Not started' }, draft: { label: 'Draft', color: 'gold' }, ready: { label: 'Ready', color: 'green' },
};
export const STATE_ORDER: SchoolDocumentState[] = ['not_started', 'draft', 'ready'];
