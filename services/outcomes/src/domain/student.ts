import type { Scores } from './outcome.js';

/**
 * Outcomes' copy of a student, from the students service's profile: only what a snapshot and an access check need
 * (never a name: an outcome must not be able to name anyone).
 */
export interface StudentRecord extends Scores {
  studentId: string;
  userId: string;
  schoolId: string;
  status: 'active' | 'alumni' | 'inactive';
}

/**
 * One application as the colleges service lists it, with the student's scores as they stood when it was first seen
 * submitted (null scores until then).
 */
export interface TrackedApplication extends Scores {
  applicationId: string;
  studentId: string;
  collegeId: string;
  plan: string | null;
  status: string;
  submittedAt: string | null;
}
