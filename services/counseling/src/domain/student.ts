import type { ProfileUpserted } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';

/** What counseling knows of a student, from the students service's profile events: who may see them, and the groups tasks go to. */
export interface StudentRecord {
  studentId: string;
  userId: string;
  schoolId: string;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  grade: '9' | '10' | '11' | '12' | null;
  status: 'active' | 'alumni' | 'inactive';
}

/** A missing school is the district's default school; a missing status is active (events from before the roster). */
export function studentFromEvent(e: ProfileUpserted): StudentRecord {
  return {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: e.counselorUserId ?? null,
    firstName: e.profile.firstName, lastName: e.profile.lastName, grade: e.profile.grade, status: e.status ?? 'active',
  };
}

export const sameStudent = (a: StudentRecord, b: StudentRecord) =>
  (Object.keys(a) as (keyof StudentRecord)[]).every((k) => a[k] === b[k]);

/** "Maya Chen", or the id when the profile has no name yet (a bare roster record). */
export const studentName = (s: Pick<StudentRecord, 'firstName' | 'lastName' | 'studentId'>) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || s.studentId;
