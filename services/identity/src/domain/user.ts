import type { Role } from '@counsel/kit';

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** Spec: first name plus last name, else the email, else 'User'. */
export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [u.firstName, u.lastName].filter((s) => s && s.trim()).join(' ').trim();
  return full || u.email || 'User';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
