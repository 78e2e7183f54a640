import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const CollegePage = lazyPage(() => import('./CollegePage'), 'CollegePage');
const CollegeSearchPage = lazyPage(() => import('./CollegeSearchPage'), 'CollegeSearchPage');
const DeadlineBoardPage = lazyPage(() => import('./deadline-board/DeadlineBoardPage'), 'DeadlineBoardPage');
const MyCollegesPage = lazyPage(() => import('./MyCollegesPage'), 'MyCollegesPage');

/**
 * The college catalog for everyone signed in (under each role's home), the student's own list, and the staff's
 * deadline board (each from their own menu).
 */
export const routes: FeatureRoute[] = [
  { path: '/student/colleges', roles: ['student'], title: 'College Search', element: <CollegeSearchPage /> },
  { path: '/student/colleges/:unitid', roles: ['student'], title: 'College', element: <CollegePage /> },
  { path: '/student/my-colleges', roles: ['student'], title: 'My Colleges', element: <MyCollegesPage /> },
  { path: '/counselor/colleges', roles: ['counselor'], title: 'College Search', element: <CollegeSearchPage /> },
  { path: '/counselor/colleges/:unitid', roles: ['counselor'], title: 'College', element: <CollegePage /> },
  { path: '/admin/colleges', roles: ['admin'], title: 'College Search', element: <CollegeSearchPage /> },
  { path: '/admin/colleges/:unitid', roles: ['admin'], title: 'College', element: <CollegePage /> },
  { path: '/counselor/deadlines', roles: ['counselor', 'admin'], title: 'Deadline Board', element: <DeadlineBoardPage /> },
  { path: '/admin/deadlines', roles: ['admin'], title: 'Deadline Board', element: <DeadlineBoardPage /> },
];
