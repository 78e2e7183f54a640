import type { ReactNode } from 'react';
import type { Role } from './roles';

export type { Role } from './roles';

/**
 * One route contributed by a feature module. Each `src/features/<area>/routes.tsx`
 * exports `routes: FeatureRoute[]`; the router collects them with `import.meta.glob`,
 * so adding a screen never means editing the router.
 *
 * - `roles` lists who may open the page inside the signed-in shell; the role guard
 *   sends everyone else to `/`.
 * - An empty `roles` list marks a signed-out page (landing, login). Those are only
 *   routed while nobody is signed in; a signed-in visitor is sent to `/`.
 * - `path` follows react-router: `/student/*` is a fallback, `:id` a parameter.
 * - `title` names the screen in the browser tab ("Deadline Board" becomes "Deadline Board · Counsel"), in the
 *   words of the screen's own heading. Two different screens never share one; a fallback that redirects carries
 *   the title of where it lands.
 */
export interface FeatureRoute {
  path: string;
  roles: Role[];
  title: string;
  element: ReactNode;
  /** A signed-out page that a signed-in visitor may open too, outside the shell (a set-password link). */
  alsoSignedIn?: boolean;
}

export interface FeatureRouteModule {
  routes: FeatureRoute[];
}
