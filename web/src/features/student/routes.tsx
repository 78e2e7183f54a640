import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { CollegePreferencePage } from './CollegePreferencePage';
import { StudentDashboardPage } from './StudentDashboardPage';
import { StudentDocumentsPage } from './StudentDocumentsPage';
import { StudentProfilePage } from './StudentProfilePage';
import { StudentResourcesPage } from './StudentResourcesPage';

const students: FeatureRoute['roles'] = ['student'];

/** Student only (spec section 2); unknown /student paths fall back to the student home. */
export const routes: FeatureRoute[] = [
  { path: '/student', roles: students, element: <StudentDashboardPage /> },
  { path: '/student/profile', roles: students, element: <StudentProfilePage /> },
  { path: '/student/college-preference', roles: students, element: <CollegePreferencePage /> },
  { path: '/student/documents', roles: students, element: <StudentDocumentsPage /> },
  { path: '/student/resources', roles: students, element: <StudentResourcesPage /> },
  { path: '/student/*', roles: students, element: <Navigate to="/student" replace /> },
];
