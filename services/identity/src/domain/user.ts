import type { Role } from '@counsel/kit';
import type { Language } from './language.js';

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  createdAt: string;
  lastLoginAt: string | null;
  /**
   * Staff: the schools the roster assigned them to, carried in the token's `schools` claim. Null until the
   * roster has assigned them (no claim: the kit counts them in the district's default school).
   */
  schoolIds: string[] | null;
  /** False for an imported account until its user sets a password (or signs in through single sign-on). */
  activated: boolean;
  /** False once the roster deactivated the account: no sign-in, no session. */
  enabled: boolean;
  /** The roster import that last created or updated the account; null when it was not imported. */
  importId: string | null;
  /** The language the user chose for the portal and its emails; null: the browser's (emails: English). */
  language: Language | null;
}


/** Spec: first name plus last name, else the email, else 'User'. */
export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [u.firstName, u.lastName].filter((s) => s && s.trim()).join(' ').trim();
  return full || u.email || 'User';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The schools a user is in for display: the roster's assignment, else the default school for counselors. */
export function effectiveSchoolIds(u: Pick<User, 'role' | 'schoolIds'>, defaultSchoolId: string): string[] {
  if (u.role === 'student') return [];
  return u.schoolIds ?? (u.role === 'counselor' ? [defaultSchoolId] : []);
}
