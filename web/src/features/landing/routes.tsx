import type { FeatureRoute } from '../../app/feature-route';
import { LandingPage } from './LandingPage';

/** Signed-out pages (empty roles): `/` and, as the fallback, every unknown path. */
export const routes: FeatureRoute[] = [
  { path: '/', roles: [], element: <LandingPage /> },
  { path: '*', roles: [], element: <LandingPage /> },
];
