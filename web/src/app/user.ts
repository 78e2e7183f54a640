import { isRole, type Role } from './roles';

/** The signed-in user as the gateway answers GET /api/auth/user. */
export interface CurrentUser {
  id: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Missing when an administrator has not assigned one yet. */
  role: string | null;
  /** The language chosen on the account ('en' | 'es'); null: the browser's. */
  language: string | null;
}

/** Accepts either a bare user or `{ user }`, the two shapes auth answers come in. */
export function toCurrentUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const candidate = record.user && typeof record.user === 'object' ? (record.user as Record<string, unknown>) : record;
  if (typeof candidate.id !== 'string' && typeof candidate.id !== 'number') return null;
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  return {
    id: String(candidate.id),
    userId: String(candidate.userId ?? candidate.id),
    email: typeof candidate.email === 'string' ? candidate.email : '',
    firstName: text(candidate.firstName),
    lastName: text(candidate.lastName),
    role: text(candidate.role),
    language: text(candidate.language),
  };
}

export function userRole(user: CurrentUser | null): Role | null {
  return user && isRole(user.role) ? user.role : null;
}

/** First plus last name, else the email, else 'User'. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.email || 'User';
}

export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  const letters = fromName || user.email.charAt(0) || 'U';
  return letters.toUpperCase();
}
