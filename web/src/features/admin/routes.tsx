import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const AdminDashboardPage = lazyPage(() => import('./AdminDashboardPage'), 'AdminDashboardPage');
const AuditLogPage = lazyPage(() => import('./AuditLogPage'), 'AuditLogPage');

const admins: FeatureRoute['roles'] = ['admin'];

/** The admin console: the dashboard at /admin and the staff audit log; unknown /admin paths fall back to the dashboard. */
export const routes: FeatureRoute[] = [
  { path: '/admin', roles: admins, title: 'Admin Dashboard', element: <AdminDashboardPage /> },
  { path: '/admin/audit-log', roles: admins, title: 'Staff Audit Log', element: <AuditLogPage /> },
  { path: '/admin/*', roles: admins, title: 'Admin Dashboard', element: <Navigate to="/admin" replace /> },
];
