import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { CollegePreferencePage } from './CollegePreferencePage';
import { StudentDashboardPage } from './StudentDashboardPage';
import { StudentProfilePage } from './StudentProfilePage';

const students: FeatureRoute['roles'] = ['student'];

/** Student only (spec section 2); unknown /student paths fall back to the student home. */
export const routes: FeatureRoute[] = [
  { path: '/student', roles: students, element: <StudentDashboardPage /> },
  { path: '/student/profile', roles: students, element: <StudentProfilePage /> },
  { path: '/student/college-preference', roles: students, element: <CollegePreferencePage /> },
  { path: '/student/*', roles: students, element: <Navigate to="/student" replace /> },
];
