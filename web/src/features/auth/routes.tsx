import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
const SetPasswordPage = lazyPage(() => import('./SetPasswordPage'), 'SetPasswordPage');

/**
 * Signed-out pages (empty roles). An imported account's one-time set-password link is also open to a signed-in
 * visitor: the link may be opened in a browser where someone is signed in, and setting the password signs its owner in.
 */
export const routes: FeatureRoute[] = [
  { path: '/login', roles: [], title: 'Sign In', element: <LoginPage /> },
  { path: '/set-password', roles: [], title: 'Set your password', element: <SetPasswordPage />, alsoSignedIn: true },
];
