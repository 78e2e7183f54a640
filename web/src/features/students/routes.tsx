import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const CollegePreferencePage = lazyPage(() => import('./CollegePreferencePage'), 'CollegePreferencePage');
const StudentsListPage = lazyPage(() => import('./list/StudentsListPage'), 'StudentsListPage');
const StudentDashboardPage = lazyPage(() => import('./StudentDashboardPage'), 'StudentDashboardPage');
const StudentProfilePage = lazyPage(() => import('./StudentProfilePage'), 'StudentProfilePage');

const students: FeatureRoute['roles'] = ['student'];

/**
 * The student's own pages (unknown /student paths fall back to the student home), and the full student list for
 * counselors and admins (their menus both link to it).
 */
export const routes: FeatureRoute[] = [
  { path: '/student', roles: students, title: 'Student Dashboard', element: <StudentDashboardPage /> },
  { path: '/student/profile', roles: students, title: 'My Profile', element: <StudentProfilePage /> },
  { path: '/student/college-preference', roles: students, title: 'College Preference', element: <CollegePreferencePage /> },
  { path: '/student/*', roles: students, title: 'Student Dashboard', element: <Navigate to="/student" replace /> },
  { path: '/counselor/students', roles: ['counselor', 'admin'], title: 'Students', element: <StudentsListPage /> },
  { path: '/admin/students', roles: ['admin'], title: 'Students', element: <StudentsListPage /> },
];
