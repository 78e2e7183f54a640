import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const CounselorDashboardPage = lazyPage(() => import('./CounselorDashboardPage'), 'CounselorDashboardPage');
const CounselorStudentProfilePage = lazyPage(() => import('./CounselorStudentProfilePage'), 'CounselorStudentProfilePage');
const TasksPage = lazyPage(() => import('./tasks/TasksPage'), 'TasksPage');

const staff: FeatureRoute['roles'] = ['counselor', 'admin'];

/**
 * The counselor's home, a student's profile and the staff task list, for counselors and admins (the task list from
 * each one's own menu); unknown /counselor paths fall back to the counselor home.
 */
export const routes: FeatureRoute[] = [
  { path: '/counselor', roles: staff, title: 'Counselor Dashboard', element: <CounselorDashboardPage /> },
  { path: '/counselor/students/:id', roles: staff, title: 'Student Profile', element: <CounselorStudentProfilePage /> },
  { path: '/counselor/tasks', roles: staff, title: 'Tasks', element: <TasksPage /> },
  { path: '/admin/tasks', roles: ['admin'], title: 'Tasks', element: <TasksPage /> },
  { path: '/counselor/*', roles: staff, title: 'Counselor Dashboard', element: <Navigate to="/counselor" replace /> },
];
