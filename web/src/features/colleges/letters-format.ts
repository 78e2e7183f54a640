import type { RecommendationRequestState, SchoolDocumentKind, SchoolDocumentState } from '../../gql/graphql';
import { collegeWord, translatedLabels } from './college-format';

/** A portal letter request's state as the checklist says it (the letters service sets it; nobody ticks it). */
export const LETTER_STATE_LABELS: Record<RecommendationRequestState, string> = translatedLabels('letterState', {
  requested: 'Requested', accepted: 'Accepted, being written', submitted: 'Submitted', declined: 'Declined', cancelled: 'Cancelled',
});

/** "2 letters missing", or null when every letter asked for is in (or none was asked for). */
export const lettersMissingText = (missing: number): string | null => (missing > 0
  ? collegeWord('lettersMissing', `${missing} ${missing === 1 ? 'letter' : 'letters'} missing`, { count: missing })
  : null);

export const PACKET_LABELS: Record<SchoolDocumentKind, string> = translatedLabels('packet', {
  counselor_letter: 'Counselor letter', school_report: 'School report', transcript: 'Transcript', mid_year_report: 'Mid-year report', final_report: 'Final report',
});
export const PACKET_STATE_LABELS: Record<SchoolDocumentState, string> = translatedLabels('packetState', { not_started: 'not started', draft: 'draft', ready: 'ready' });
/** The reports that come later in the year: shown once started, so an autumn board is not full of "not started". */
const LATER: readonly SchoolDocumentKind[] = ['mid_year_report', 'final_report'];

/** The packet items a row shows, in packet order. */
export function shownPacket<T extends { kind: SchoolDocumentKind; state: SchoolDocumentState }>(items: readonly T[]): T[] {
  return items.filter((i) => !LATER.includes(i.kind) || i.state !== 'not_started');
}

/** "Counselor letter: draft, School report: not started, Transcript: ready". */
export const packetText = (items: readonly { kind: SchoolDocumentKind; state: SchoolDocumentState }[]): string =>
  shownPacket(items).map((i) => `${PACKET_LABELS[i.kind]}: ${PACKET_STATE_LABELS[i.state]}`).join(', ');
