import type { EnrollmentStatus } from '@counsel/proto-events';
import type { Grade } from './roster-record.js';

/**
 * A student's place in the district: their school, grade and status, and whose caseload they are in.
 * Keyed by the student's account (userId); studentId (the students service's profile id) is learned from
 * its profile events and is null until then.
 */
export interface Enrollment {
  studentUserId: string;
  studentId: string | null;
  schoolId: string;
  grade: Grade | null;
  status: EnrollmentStatus;
  /** Assigned by hand (wins over the rules). */
  manualCounselorId: string | null;
  /** The counselor whose caseload the student is in: the manual one, else the first matching rule. */
  counselorId: string | null;
  /** The roster source's stable id; null when the student was not imported. */
  sourcedId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  graduatedAt: string | null;
  updatedAt: string;
}

/** Whether two enrollments say the same (ignoring when they were written). */
export function sameEnrollment(a: Enrollment, b: Enrollment): boolean {
  const { updatedAt: _a, ...x } = a;
  const { updatedAt: _b, ...y } = b;
  return (Object.keys(x) as (keyof typeof x)[]).every((k) => x[k] === y[k]);
}
