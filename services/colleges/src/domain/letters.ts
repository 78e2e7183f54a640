import { ValidationError, phrase } from '@counsel/kit';

/**
 * What colleges keeps of the letters service, from its events: each recommendation request of a student
 * (whom it asks, for which applications, its state) and each school document's state. The checklist and the board
 * read them; nobody writes them here.
 */
export const REQUEST_STATES = ['requested', 'accepted', 'declined', 'cancelled', 'submitted'] as const;
export type LetterRequestState = (typeof REQUEST_STATES)[number];
/** The states a request shows in: declined and cancelled requests drop off the checklist (their rows stay as tombstones). */
export type ShownLetterState = 'requested' | 'accepted' | 'submitted';
const SHOWN: readonly LetterRequestState[] = ['requested', 'accepted', 'submitted'];
/** Where a request may go from each state: ties on one instant are broken by how far along a state is. */
const RANK: Record<LetterRequestState, number> = { requested: 0, accepted: 1, declined: 2, cancelled: 2, submitted: 2 };

export interface LetterRequestCopy {
  requestId: string;
  studentId: string;
  teacherUserId: string;
  teacherName: string | null;
  /** Empty: every application of the student, also ones added later. */
  applicationIds: string[];
  state: LetterRequestState;
  /** When the letters service made this change (ISO): a copy only moves forward in it. */
  at: string;
}

/** A portal request as an application's checklist shows it: read-only, its state set by the letters service. */
export interface PortalLetter {
  requestId: string;
  teacherName: string;
  state: ShownLetterState;
}

export const SCHOOL_DOCUMENT_KINDS = ['counselor_letter', 'school_report', 'transcript', 'mid_year_report', 'final_report'] as const;
export type SchoolDocumentKind = (typeof SCHOOL_DOCUMENT_KINDS)[number];
export type SchoolDocumentState = 'not_started' | 'draft' | 'ready';
export interface SchoolDocumentCopy { studentId: string; kind: SchoolDocumentKind; state: SchoolDocumentState; at: string }
export interface PacketItem { kind: SchoolDocumentKind; state: SchoolDocumentState }

/**
 * Whether an event's copy replaces the one kept: a later change wins; on the same instant the further state wins;
 * the same change again (a redelivery) or an older one (out of order) changes nothing.
 */
export function isNewerRequest(next: Pick<LetterRequestCopy, 'at' | 'state'>, kept: Pick<LetterRequestCopy, 'at' | 'state'> | null): boolean {
  if (!kept) return true;
  if (next.at !== kept.at) return next.at > kept.at;
  return RANK[next.state] > RANK[kept.state];
}

/** A school document's copy: a later change wins (the same instant keeps the first one kept). */
export const isNewerDocument = (next: Pick<SchoolDocumentCopy, 'at'>, kept: Pick<SchoolDocumentCopy, 'at'> | null) => !kept || next.at > kept.at;

const covers = (r: Pick<LetterRequestCopy, 'applicationIds'>, applicationId: string) => r.applicationIds.length === 0 || r.applicationIds.includes(applicationId);

/** The student's portal requests that cover one application, in a stable order (the teacher's name). */
export function lettersFor(applicationId: string, requests: readonly LetterRequestCopy[]): PortalLetter[] {
  return requests.filter((r) => SHOWN.includes(r.state) && covers(r, applicationId))
    .map((r) => ({ requestId: r.requestId, teacherName: r.teacherName || 'A teacher', state: r.state as ShownLetterState }))
    .sort((a, b) => a.teacherName.localeCompare(b.teacherName) || (a.requestId < b.requestId ? -1 : 1));
}

/** Letters still to come: requested or accepted, not submitted yet. */
export const lettersMissing = (letters: readonly PortalLetter[]) => letters.filter((l) => l.state !== 'submitted').length;

/** A hand-entered recommender the portal already tracks (the same name as a requested teacher, in any case). */
export const trackedByPortal = (name: string, letters: readonly Pick<PortalLetter, 'teacherName'>[]) =>
  letters.some((l) => l.teacherName.trim().toLowerCase() === name.trim().toLowerCase());

/** Refuses a hand-entered recommender the portal tracks for this application: its state is the request's, never a tick. */
export function refuseTrackedRecommenders(names: readonly string[], letters: readonly Pick<PortalLetter, 'teacherName'>[]): void {
  const tracked = names.find((n) => trackedByPortal(n, letters));
  if (tracked !== undefined) {
    throw new ValidationError(phrase("{{name}} was asked for a letter through Counsel: the request's state shows on the checklist and cannot be ticked by hand", { name: tracked.trim() }));
  }
}

/** Every packet item in the packet's order, "not started" where no change was heard of. */
export function packetOf(docs: readonly Pick<SchoolDocumentCopy, 'kind' | 'state'>[]): PacketItem[] {
  const byKind = new Map(docs.map((d) => [d.kind, d.state]));
  return SCHOOL_DOCUMENT_KINDS.map((kind) => ({ kind, state: byKind.get(kind) ?? 'not_started' }));
}

/** Groups copies by student (one read for many students, then each row picks its own). */
export function byStudent<T extends { studentId: string }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const i of items) {
    const list = out.get(i.studentId);
    if (list) list.push(i); else out.set(i.studentId, [i]);
  }
  return out;
}
