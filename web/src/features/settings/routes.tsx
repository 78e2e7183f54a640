import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const SystemSettingsPage = lazyPage(() => import('./SystemSettingsPage'), 'SystemSettingsPage');

/** Admin System Settings. */
export const routes: FeatureRoute[] = [
  { path: '/admin/settings', roles: ['admin'], title: 'System Settings', element: <SystemSettingsPage /> },
];
