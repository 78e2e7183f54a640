import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from './current-user';
import { homePathFor, type Role } from './roles';
import { lazyPage } from './lazy-page';
import { userRole } from './user';

// Rarely shown (a signed-in account without a role); the router's Suspense covers its download.
const UnassignedRolePage = lazyPage(() => import('./UnassignedRolePage'), 'UnassignedRolePage');

/** Sends users whose role is missing or not allowed to `/`. */
export function RoleGuard({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { user } = useCurrentUser();
  const role = userRole(user);
  if (!role || !roles.includes(role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** `/` for a signed-in user: their role's home, or the unassigned-role message. */
export function RootRedirect() {
  const { user } = useCurrentUser();
  const role = userRole(user);
  if (!role) return <UnassignedRolePage />;
  return <Navigate to={homePathFor(role)} replace />;
}
