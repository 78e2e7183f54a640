import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';

const admins: FeatureRoute['roles'] = ['admin'];

/** Admin only (spec section 2); unknown /admin paths fall back to the dashboard. */
export const routes: FeatureRoute[] = [
  { path: '/admin/*', roles: admins, element: <Navigate to="/admin" replace /> },
];
