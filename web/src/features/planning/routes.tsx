import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const MyPlanPage = lazyPage(() => import('./MyPlanPage'), 'MyPlanPage');
const PlansListPage = lazyPage(() => import('./PlansListPage'), 'PlansListPage');
const CatalogPage = lazyPage(() => import('./CatalogPage'), 'CatalogPage');
const RequirementSetsPage = lazyPage(() => import('./RequirementSetsPage'), 'RequirementSetsPage');

/**
 * Academic planning: the student's four-year plan, the staff's list of their students' plans (each plan is reviewed
 * on the student's profile), and the admins' course catalogs and graduation requirements. The titles are literals
 * (the route table's test reads them from the source); the `titles` catalog translates them.
 */
export const routes: FeatureRoute[] = [
  { path: '/student/plan', roles: ['student'], title: 'My Plan', element: <MyPlanPage /> },
  { path: '/counselor/plans', roles: ['counselor', 'admin'], title: 'Academic Plans', element: <PlansListPage /> },
  { path: '/admin/plans', roles: ['admin'], title: 'Academic Plans', element: <PlansListPage /> },
  { path: '/admin/courses', roles: ['admin'], title: 'Course Catalog', element: <CatalogPage /> },
  { path: '/admin/requirements', roles: ['admin'], title: 'Graduation Requirements', element: <RequirementSetsPage /> },
];
