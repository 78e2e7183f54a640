/** The spec's three roles of the portal, teachers (their letter queue only) and guardians (their children, read-only). */
export const ROLES = ['student', 'counselor', 'admin', 'teacher', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  counselor: 'Counselor',
  admin: 'Admin',
  teacher: 'Teacher',
  guardian: 'Guardian',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** Where a signed-in user lands: unknown or missing roles go to `/`. */
export function homePathFor(role: unknown): string {
  return isRole(role) ? `/${role}` : '/';
}
