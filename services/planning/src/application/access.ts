import { canActInSchool, canGuardianSee, canSeeStudent, isStaff, NotFoundError, requireUser, type OutboxEvents, type Principal, type RecordReads } from '@counsel/kit';
import type { StudentRecord } from '../domain/student.js';
import type { PlanningStore } from '../ports/planning-store.js';

export const STUDENT_NOT_FOUND = 'Student not found';
export const SCHOOL_NOT_FOUND = 'School not found';

/** What every use case shares: the store, the relay, the access log, the clock (tests fix it). */
export interface PlanningDeps {
  store: PlanningStore;
  events: Pick<OutboxEvents, 'committed'>;
  reads: Pick<RecordReads, 'staffRead' | 'staffReads'>;
  now?: () => Date;
}

export const nowOf = (d: Pick<PlanningDeps, 'now'>) => (d.now?.() ?? new Date()).toISOString();

export const actorName = (p: Principal): string => [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;

/** The student if the caller may see them (themself; staff of their school; admins); anyone else reads "not found". */
export async function visibleStudent(store: PlanningStore, p: Principal, studentId: string): Promise<StudentRecord> {
  const s = studentId.length <= 100 ? await store.students.get(studentId) : null;
  if (!s || !canSeeStudent(p, s.userId, s.schoolId)) throw new NotFoundError(STUDENT_NOT_FOUND);
  return s;
}

/**
 * The student if the caller may read their plan: as visibleStudent, and a guardian linked to them (read-only: the
 * plan and its checks, not the comments or the history, which name staff and what they wrote to the student).
 */
export async function readableStudent(store: PlanningStore, p: Principal, studentId: string): Promise<StudentRecord> {
  const s = studentId.length <= 100 ? await store.students.get(studentId) : null;
  if (s && canGuardianSee(p, s.userId)) return s;
  return visibleStudent(store, p, studentId);
}

/**
 * Whether the caller belongs to the school, to read its catalog and requirement sets: admins everywhere, counselors
 * and teachers in their schools, a student in the school of their record. Any other school is not found.
 */
export async function requireSchoolReader(store: PlanningStore, p: Principal | null | undefined, schoolId: string): Promise<Principal> {
  const user = requireUser(p);
  if (isStaff(user) && canActInSchool(user, schoolId)) return user;
  if (user.role === 'teacher' && (user.schoolIds ?? []).includes(schoolId)) return user;
  if (user.role === 'student' && (await store.students.ofUser(user.userId)).some((s) => s.schoolId === schoolId)) return user;
  throw new NotFoundError(SCHOOL_NOT_FOUND);
}
