import type { FeatureRoute } from '../../app/feature-route';
import { StudentsListPage } from './StudentsListPage';

/** The full student list, for counselors and admins (their menus both link to it). */
export const routes: FeatureRoute[] = [
  { path: '/counselor/students', roles: ['counselor', 'admin'], element: <StudentsListPage /> },
  { path: '/admin/students', roles: ['admin'], element: <StudentsListPage /> },
];
