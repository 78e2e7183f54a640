import type { FeatureRoute } from '../../app/feature-route';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AuditLogPage } from './AuditLogPage';

const admins: FeatureRoute['roles'] = ['admin'];

/** The admin console (issue 7): the dashboard at /admin and the staff audit log. */
export const routes: FeatureRoute[] = [
  { path: '/admin', roles: admins, element: <AdminDashboardPage /> },
  { path: '/admin/audit-log', roles: admins, element: <AuditLogPage /> },
];
