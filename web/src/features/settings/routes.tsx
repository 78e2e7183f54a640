import type { FeatureRoute } from '../../app/feature-route';
import { SystemSettingsPage } from './SystemSettingsPage';

/** Admin System Settings (issue 6). */
export const routes: FeatureRoute[] = [
  { path: '/admin/settings', roles: ['admin'], element: <SystemSettingsPage /> },
];
