import type { Principal } from '@counsel/kit';

export const REQUEST_STATES = ['requested', 'accepted', 'declined', 'cancelled', 'submitted'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const REQUEST_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** A student's request for a letter from one teacher. The letter, once submitted, is its own record (letter.ts). */
export interface RecommendationRequest {
  id: string;
  studentId: string;
  studentUserId: string;
  /** The student's school when they asked (the teacher was one of its teachers). */
  schoolId: string;
  teacherUserId: string;
  /** The applications the letter is for; empty means all of the student's applications. */
  applicationIds: string[];
  note: string;
  /** The student waived their right to read the letter (FERPA); a waived letter is never shown to them. */
  waived: boolean;
  state: RequestState;
  /** Why the teacher declined; the student sees it. */
  declineReason: string | null;
  /** "2026-2027": what a teacher's yearly limit counts by. */
  schoolYear: string;
  requestedAt: string;
  updatedAt: string;
}

/** States in which a request still holds the teacher: a second one to them is a duplicate, and it counts toward their limit. */
export const ACTIVE_STATES: readonly RequestState[] = ['requested', 'accepted', 'submitted'];
/** States a teacher still has work in. */
export const PENDING_STATES: readonly RequestState[] = ['requested', 'accepted'];

/** What each move needs: the state it leaves from, the state it reaches, and who may make it. */
const MOVES = {
  accept: { from: ['requested'], to: 'accepted', by: 'teacher' },
  decline: { from: ['requested', 'accepted'], to: 'declined', by: 'teacher' },
  cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: 'student' },
  submit: { from: ['accepted'], to: 'submitted', by: 'teacher' },
} as const satisfies Record<string, { from: readonly RequestState[]; to: RequestState; by: 'teacher' | 'student' }>;
export type RequestMove = keyof typeof MOVES;

/** Who the caller is to this request: the student who asked, the teacher asked, or neither. */
export function partyOf(p: Principal, r: Pick<RecommendationRequest, 'studentUserId' | 'teacherUserId'>): 'student' | 'teacher' | null {
  if (p.role === 'student' && p.userId === r.studentUserId) return 'student';
  if (p.role === 'teacher' && p.userId === r.teacherUserId) return 'teacher';
  return null;
}

/** Whether the caller may make this move at all (whatever the state): only the party the move belongs to. */
export const mayMove = (p: Principal, r: Pick<RecommendationRequest, 'studentUserId' | 'teacherUserId'>, move: RequestMove) =>
  partyOf(p, r) === MOVES[move].by;

/** The state a move reaches from this one, or null when the request is not in a state it leaves from. */
export function nextState(state: RequestState, move: RequestMove): RequestState | null {
  const m = MOVES[move];
  return (m.from as readonly RequestState[]).includes(state) ? m.to : null;
}

/**
 * Whether a new request for `applicationIds` would duplicate one the student already has with the teacher: their
 * applications overlap (an empty list is all of them). Two letters from one teacher for different colleges are
 * two requests; the same college twice is one too many.
 */
export function overlaps(a: readonly string[], b: readonly string[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));
}
