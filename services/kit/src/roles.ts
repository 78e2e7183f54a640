/**
 * The spec's three roles, teachers (who see only the letters students asked them for), and guardians (who see a
 * narrow, read-only view of the students linked to them).
 */
export const ROLES = ['student', 'counselor', 'admin', 'teacher', 'guardian'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['counselor', 'admin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The highest role among a token's realm roles (a user holds one in practice). */
export function primaryRole(roles: readonly string[]): Role | null {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('counselor')) return 'counselor';
  if (roles.includes('teacher')) return 'teacher';
  if (roles.includes('student')) return 'student';
  if (roles.includes('guardian')) return 'guardian';
  return null;
}
