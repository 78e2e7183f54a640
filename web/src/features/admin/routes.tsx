import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { AdminChatbotPage } from './AdminChatbotPage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminStudentsPage } from './AdminStudentsPage';
import { ContentRepositoryPage } from './ContentRepositoryPage';
import { SystemSettingsPage } from './SystemSettingsPage';

const admins: FeatureRoute['roles'] = ['admin'];

/** Admin only (spec section 2); unknown /admin paths fall back to the dashboard. */
export const routes: FeatureRoute[] = [
  { path: '/admin', roles: admins, element: <AdminDashboardPage /> },
  { path: '/admin/students', roles: admins, element: <AdminStudentsPage /> },
  { path: '/admin/content', roles: admins, element: <ContentRepositoryPage /> },
  { path: '/admin/chatbot', roles: admins, element: <AdminChatbotPage /> },
  { path: '/admin/settings', roles: admins, element: <SystemSettingsPage /> },
  { path: '/admin/*', roles: admins, element: <Navigate to="/admin" replace /> },
];
