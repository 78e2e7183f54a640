import type KcAdminClient from '@keycloak/keycloak-admin-client';
import type { Role } from '@counsel/kit';

const ROLES: readonly Role[] = ['student', 'counselor', 'admin', 'teacher', 'guardian'];

/**
 * The realm side of roster-imported accounts. The realm user keeps the roster's id (partial import is the one
 * admin call that accepts an id: the students service and the roster know the user by it, and it becomes the
 * token's subject), so the service account needs realm-management's manage-realm besides manage-users.
 */
export async function importRealmUser(admin: KcAdminClient, realm: string, u: { id: string; email: string; firstName: string; lastName: string; role: Role }) {
  await admin.realms.partialImport({
    realm,
    rep: {
      // An id the realm already has is left alone (a redelivered event); its fields are synced separately.
      ifResourceExists: 'SKIP',
      users: [{
        id: u.id, username: u.email, email: u.email, firstName: u.firstName, lastName: u.lastName,
        enabled: true, emailVerified: true, realmRoles: [u.role],
        // No credential: the user sets a password through the realm's own update-password flow (or never,
        // signing in through the district's identity provider).
        requiredActions: ['UPDATE_PASSWORD'],
      }],
    },
  });
}

/** Names, email, enabled and the role of an existing realm user; disabling also ends its realm sessions. */
export async function syncRealmUser(admin: KcAdminClient, id: string, c: { email: string; firstName: string; lastName: string; role: Role; enabled: boolean }) {
  await admin.users.update({ id }, { username: c.email, email: c.email, firstName: c.firstName, lastName: c.lastName, enabled: c.enabled });
  const current = await admin.users.listRealmRoleMappings({ id });
  const stale = current.filter((r) => ROLES.includes(r.name as Role) && r.name !== c.role);
  if (stale.length) await admin.users.delRealmRoleMappings({ id, roles: stale.map((r) => ({ id: r.id!, name: r.name! })) });
  if (!current.some((r) => r.name === c.role)) {
    const role = (await admin.roles.find()).find((r) => r.name === c.role);
    if (role?.id) await admin.users.addRealmRoleMappings({ id, roles: [{ id: role.id, name: c.role }] });
  }
  if (!c.enabled) await admin.users.logout({ id });
}

/**
 * The `schools` user attribute, which the realm's attribute mapper puts into tokens as the `schools` claim.
 * Other attributes are kept (an update replaces the whole map).
 */
export async function syncRealmSchools(admin: KcAdminClient, id: string, schoolIds: string[]) {
  const user = await admin.users.findOne({ id });
  if (!user) return;
  await admin.users.update({ id }, { ...user, attributes: { ...(user.attributes ?? {}), schools: schoolIds } });
}
