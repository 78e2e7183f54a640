import { canActInSchool, canSeeStudent, isStaff, NotFoundError, requireUser, type OutboxEvents, type Principal } from '@counsel/kit';
import type { StudentRecord } from '../domain/student.js';
import type { OutcomesStore } from '../ports/outcomes-store.js';

export const SCHOOL_NOT_FOUND = 'School not found';
export const STUDENT_NOT_FOUND = 'Student not found';

/** What every use case shares: the store, the relay, the clock (tests fix it). */
export interface OutcomesDeps {
  store: OutcomesStore;
  events: Pick<OutboxEvents, 'committed'>;
  now?: () => Date;
}

export const nowOf = (d: Pick<OutcomesDeps, 'now'>) => d.now?.() ?? new Date();

/** A school's outcomes are its staff's (admins everywhere): anyone else, another school's counselor too, finds no school. */
export function requireSchoolStaff(p: Principal | null | undefined, schoolId: string): Principal {
  const user = requireUser(p);
  if (isStaff(user) && schoolId.length <= 100 && canActInSchool(user, schoolId)) return user;
  throw new NotFoundError(SCHOOL_NOT_FOUND);
}

/**
 * Who may read a school's scattergrams: its staff, and its students (their own record is of that school). A
 * teacher, a guardian, another school's counselor or student: no such school.
 */
export async function scattergramReader(store: OutcomesStore, p: Principal | null | undefined, schoolId: string): Promise<{ user: Principal; self: StudentRecord | null }> {
  const user = requireUser(p);
  if (schoolId.length > 100) throw new NotFoundError(SCHOOL_NOT_FOUND);
  if (isStaff(user) && canActInSchool(user, schoolId)) return { user, self: null };
  if (user.role === 'student') {
    const self = (await store.students.ofUser(user.userId)).find((s) => s.schoolId === schoolId);
    if (self) return { user, self };
  }
  throw new NotFoundError(SCHOOL_NOT_FOUND);
}

/** A student of the school the caller (staff) may see; anyone else reads "not found". */
export async function visibleStudentOf(store: OutcomesStore, p: Principal, studentId: string, schoolId: string): Promise<StudentRecord> {
  const s = studentId.length <= 100 ? await store.students.get(studentId) : null;
  if (!s || s.schoolId !== schoolId || !canSeeStudent(p, s.userId, s.schoolId)) throw new NotFoundError(STUDENT_NOT_FOUND);
  return s;
}
