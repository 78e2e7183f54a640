import type { FeatureRoute } from '../../app/feature-route';
import { CollegePage } from './CollegePage';
import { CollegeSearchPage } from './CollegeSearchPage';
import { MyCollegesPage } from './MyCollegesPage';

/** Issue 18: the college catalog for everyone signed in (under each role's home), and the student's own list. */
export const routes: FeatureRoute[] = [
  { path: '/student/colleges', roles: ['student'], element: <CollegeSearchPage /> },
  { path: '/student/colleges/:unitid', roles: ['student'], element: <CollegePage /> },
  { path: '/student/my-colleges', roles: ['student'], element: <MyCollegesPage /> },
  { path: '/counselor/colleges', roles: ['counselor'], element: <CollegeSearchPage /> },
  { path: '/counselor/colleges/:unitid', roles: ['counselor'], element: <CollegePage /> },
  { path: '/admin/colleges', roles: ['admin'], element: <CollegeSearchPage /> },
  { path: '/admin/colleges/:unitid', roles: ['admin'], element: <CollegePage /> },
];
