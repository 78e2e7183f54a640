import type { FeatureRoute } from '../../app/feature-route';
import { LoginPage } from './LoginPage';

/** Signed-out pages (empty roles). */
export const routes: FeatureRoute[] = [{ path: '/login', roles: [], element: <LoginPage /> }];
