import { canSeeStudent, isStaff, NotFoundError, type OutboxEvents, type Principal, type RecordReads } from '@counsel/kit';
import type { RecommendationRequest } from '../domain/request.js';
import type { StudentRecord } from '../domain/student.js';
import type { LettersStore } from '../ports/letters-store.js';

export const STUDENT_NOT_FOUND = 'Student not found';
export const REQUEST_NOT_FOUND = 'Recommendation request not found';
export const LETTER_NOT_FOUND = 'Letter not found';

/** What every use case shares: the store, the relay, the access log, the clock (tests fix it) and the yearly limit. */
export interface LettersDeps {
  store: LettersStore;
  events: Pick<OutboxEvents, 'committed'>;
  reads: RecordReads;
  /** Requests a teacher takes per school year before a student asking is warned. */
  yearlyLimit: number;
  now?: () => Date;
}

export const nowOf = (d: Pick<LettersDeps, 'now'>) => d.now?.() ?? new Date();

/**
 * The student if the caller may see them (themself; staff of their school; admins), else not found: a student of
 * another school, anyone else for a student, and any student for a teacher, do not exist for the caller.
 */
export async function visibleStudent(store: LettersStore, p: Principal, studentId: string): Promise<StudentRecord> {
  const s = await store.students.get(studentId);
  if (!s || !canSeeStudent(p, s.userId, s.schoolId)) throw new NotFoundError(STUDENT_NOT_FOUND);
  return s;
}

/**
 * A request the caller may see: the student who asked, the teacher asked, staff who may see the student (by the
 * student's school now, else the school they asked from). Anyone else reads "not found".
 */
export async function visibleRequest(store: LettersStore, p: Principal, id: string): Promise<RecommendationRequest> {
  const r = id.length <= 100 ? await store.requests.get(id) : null;
  if (!r || !maySeeRequest(p, r, await store.students.get(r.studentId))) throw new NotFoundError(REQUEST_NOT_FOUND);
  return r;
}

export function maySeeRequest(p: Principal, r: RecommendationRequest, student: StudentRecord | null): boolean {
  if (p.role === 'student') return p.userId === r.studentUserId;
  if (p.role === 'teacher') return p.userId === r.teacherUserId;
  return isStaff(p) && canSeeStudent(p, r.studentUserId, student?.schoolId ?? r.schoolId);
}
