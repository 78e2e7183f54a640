import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const GuardianHomePage = lazyPage(() => import('./GuardianHomePage'), 'GuardianHomePage');
const GuardianChildPage = lazyPage(() => import('./GuardianChildPage'), 'GuardianChildPage');

const guardians: FeatureRoute['roles'] = ['guardian'];

/** A guardian's screens, and nothing else: their children's cards, and each child's page (read-only). */
export const routes: FeatureRoute[] = [
  { path: '/guardian', roles: guardians, title: 'My Family', element: <GuardianHomePage /> },
  { path: '/guardian/students/:id', roles: guardians, title: 'My Child', element: <GuardianChildPage /> },
  { path: '/guardian/*', roles: guardians, title: 'My Family', element: <Navigate to="/guardian" replace /> },
];
