import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { CounselorDashboardPage } from './CounselorDashboardPage';
import { CounselorStudentProfilePage } from './CounselorStudentProfilePage';

const staff: FeatureRoute['roles'] = ['counselor', 'admin'];

/** Counselor and admin (spec section 2); unknown /counselor paths fall back to the counselor home. */
export const routes: FeatureRoute[] = [
  { path: '/counselor', roles: staff, element: <CounselorDashboardPage /> },
  { path: '/counselor/students/:id', roles: staff, element: <CounselorStudentProfilePage /> },
  { path: '/counselor/*', roles: staff, element: <Navigate to="/counselor" replace /> },
];
