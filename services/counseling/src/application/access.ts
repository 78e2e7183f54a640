import { canGuardianSee, canSeeStudent, NotFoundError, requireStaff, requireUser, visibleSchools, type OutboxEvents, type Principal, type RecordReads } from '@counsel/kit';
import type { RecordPart } from '@counsel/proto-events';
import type { StudentRecord } from '../domain/student.js';
import type { CounselingStore } from '../ports/counseling-store.js';
import type { Schools } from '../ports/schools.js';

export const STUDENT_NOT_FOUND = 'Student not found';

/** What every use case shares: the store, the clock (tests fix it), the access log. */
export interface CounselingDeps {
  store: CounselingStore;
  reads: StudentReads;
  /** The service's outbox relay: woken after a write that appended events (tasks, meetings). */
  events?: OutboxEvents;
  now?: () => Date;
}

export const nowOf = (d: CounselingDeps) => d.now?.() ?? new Date();

/**
 * The student if the caller may see them, else not found: a student of another school, or someone else
 * entirely for a student caller, is answered as one that does not exist (never 403).
 */
export async function visibleStudent(store: CounselingStore, p: Principal | null | undefined, studentId: string): Promise<StudentRecord> {
  const user = requireUser(p);
  const s = await store.students.get(studentId);
  if (!s || !canSeeStudent(user, s.userId, s.schoolId)) throw new NotFoundError(STUDENT_NOT_FOUND);
  return s;
}

/**
 * The student if the caller may read their meetings and tasks: as visibleStudent, and a guardian linked to them
 * (read-only, and shown what the student is shown: no note). Writes never use it.
 */
export async function readableStudent(store: CounselingStore, p: Principal | null | undefined, studentId: string): Promise<StudentRecord> {
  const user = requireUser(p);
  const s = await store.students.get(studentId);
  if (s && canGuardianSee(user, s.userId)) return s;
  // visibleStudent's check on the row already read: a staff read of a student's tasks (each chat turn about them)
  // looked the same student up twice.
  if (!s || !canSeeStudent(user, s.userId, s.schoolId)) throw new NotFoundError(STUDENT_NOT_FOUND);
  return s;
}

/**
 * Students, teachers (they see only the letters asked of them) and guardians, for whom staff-only data
 * answers as if it did not exist (404), not 403.
 */
export const seesNoStaffData = (p: Principal | null | undefined) => p?.role === 'student' || p?.role === 'teacher' || p?.role === 'guardian';

/**
 * Staff-only data of a student (notes, meetings' full records): a student caller gets the same 404 as for a
 * student that does not exist, even for their own record, so the answer does not say notes exist.
 */
export async function staffVisibleStudent(store: CounselingStore, p: Principal | null | undefined, studentId: string): Promise<{ user: Principal; student: StudentRecord }> {
  const user = requireUser(p);
  if (seesNoStaffData(user)) throw new NotFoundError(STUDENT_NOT_FOUND);
  requireStaff(user);
  return { user, student: await visibleStudent(store, user, studentId) };
}

/** The schools a staff caller's lists cover. */
export const schoolsOf = (p: Principal): Schools => visibleSchools(p);

/** "Priya Natarajan", else the email (tokens without names). */
export const actorName = (p: Principal) => [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email || p.userId;

/**
 * The access log: a staff member answered with one student's notes, meetings or tasks is reported
 * before the answer (kit RecordReads: students are skipped, and a read that cannot be logged is refused).
 * `request` (the resolver's context) makes one GraphQL request one logged read per student and part.
 */
export class StudentReads {
  private readonly byRequest = new WeakMap<object, Map<string, Promise<void>>>();

  constructor(private readonly reads: RecordReads) {}

  staffRead(p: Principal, studentId: string, part: Extract<RecordPart, 'notes' | 'meetings' | 'tasks'>, request?: object): Promise<void> {
    const read = () => this.reads.staffRead(p, { studentId, parts: [part] });
    if (!request) return read();
    let logged = this.byRequest.get(request);
    if (!logged) this.byRequest.set(request, logged = new Map());
    // A failed log stays failed for the rest of the request (fail closed).
    const key = `${studentId}|${part}`;
    let pending = logged.get(key);
    if (!pending) logged.set(key, pending = read());
    return pending;
  }
}
