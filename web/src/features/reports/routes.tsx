import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const DistrictDashboardPage = lazyPage(() => import('./DistrictDashboardPage'), 'DistrictDashboardPage');

/** The district's dashboards (docs/reporting.md): admins see the district, counselors their schools. */
export const routes: FeatureRoute[] = [
  { path: '/admin/reports', roles: ['admin'], title: 'Dashboards', element: <DistrictDashboardPage /> },
  { path: '/counselor/reports', roles: ['counselor'], title: 'Dashboards', element: <DistrictDashboardPage /> },
];
