import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const SchoolsPage = lazyPage(() => import('./SchoolsPage'), 'SchoolsPage');

/** The district's schools, staff assignments and caseload rules, for admins. */
export const routes: FeatureRoute[] = [{ path: '/admin/schools', roles: ['admin'], title: 'Schools', element: <SchoolsPage /> }];
