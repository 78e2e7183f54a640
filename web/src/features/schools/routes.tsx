import type { FeatureRoute } from '../../app/feature-route';
import { SchoolsPage } from './SchoolsPage';

/** The district's schools, staff assignments and caseload rules (issue 16), for admins. */
export const routes: FeatureRoute[] = [{ path: '/admin/schools', roles: ['admin'], element: <SchoolsPage /> }];
