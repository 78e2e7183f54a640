import type { FeatureRoute } from '../../app/feature-route';
import { SetPasswordPage } from './SetPasswordPage';

/**
 * An imported account's one-time set-password link (issue 16). Public, and also open to a signed-in visitor: the
 * link may be opened in a browser where someone is signed in, and setting the password signs its owner in.
 */
export const routes: FeatureRoute[] = [{ path: '/set-password', roles: [], element: <SetPasswordPage />, alsoSignedIn: true }];
