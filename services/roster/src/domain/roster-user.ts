import type { Role } from '@counsel/kit';

/** What the roster knows of an account: from identity's events, the roster's own imports and the demo. */
export interface RosterUser {
  userId: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  /** The roster source's stable id, for accounts an import made or matched. */
  sourcedId: string | null;
  active: boolean;
}

/** Counselors and admins: who may hold a caseload or be picked as a student's counselor. */
export const isStaffRole = (role: Role) => role === 'counselor' || role === 'admin';

/** Whose schools the roster records (staff assignments): staff, and teachers, who are never counselors. */
export const hasSchoolAssignments = (role: Role) => isStaffRole(role) || role === 'teacher';
