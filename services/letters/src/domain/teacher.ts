import { DEFAULT_SCHOOL_ID } from '@counsel/kit';

/**
 * A staff account as identity and the roster publish it: letters keeps every non-student account, because the
 * schools (roster) may arrive before the role (identity); only active teachers can be asked for a letter.
 */
export interface StaffAccount {
  userId: string;
  email: string | null;
  /** null until identity or the roster said which. */
  role: string | null;
  firstName: string | null;
  lastName: string | null;
  active: boolean;
  /** The schools the roster assigned; none means the district's default school (as identity's token does). */
  schoolIds: string[];
}

export const emptyAccount = (userId: string): StaffAccount => ({ userId, email: null, role: null, firstName: null, lastName: null, active: true, schoolIds: [] });

export const accountSchools = (a: Pick<StaffAccount, 'schoolIds'>) => (a.schoolIds.length ? a.schoolIds : [DEFAULT_SCHOOL_ID]);

export const isTeacherOf = (a: StaffAccount, schoolId: string) => a.role === 'teacher' && a.active && accountSchools(a).includes(schoolId);

/** "Daniel Okafor", else the email, else the id. */
export const accountName = (a: Pick<StaffAccount, 'firstName' | 'lastName' | 'email' | 'userId'>) =>
  [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.email || a.userId;

export const sameAccount = (a: StaffAccount, b: StaffAccount) =>
  a.email === b.email && a.role === b.role && a.firstName === b.firstName && a.lastName === b.lastName && a.active === b.active
  && a.schoolIds.join('|') === b.schoolIds.join('|');
