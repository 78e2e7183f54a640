import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const LandingPage = lazyPage(() => import('./LandingPage'), 'LandingPage');

/** Signed-out pages (empty roles): `/` and, as the fallback, every unknown path. */
export const routes: FeatureRoute[] = [
  { path: '/', roles: [], title: 'Plan the road to college together', element: <LandingPage /> },
  { path: '*', roles: [], title: 'Plan the road to college together', element: <LandingPage /> },
];
