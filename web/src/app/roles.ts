/** The three roles of the portal. */
export const ROLES = ['student', 'counselor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  counselor: 'Counselor',
  admin: 'Admin',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** Where a signed-in user lands: unknown or missing roles go to `/`. */
export function homePathFor(role: unknown): string {
  return isRole(role) ? `/${role}` : '/';
}
