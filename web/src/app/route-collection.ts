import type { FeatureRoute, FeatureRouteModule } from './feature-route';

/**
 * Every feature's routes, collected at build time. A new area only adds
 * `src/features/<area>/routes.tsx`; this file and the router stay untouched.
 */
const modules = import.meta.glob<FeatureRouteModule>('../features/*/routes.tsx', { eager: true });

function collect(): FeatureRoute[] {
  const all = Object.keys(modules)
    .sort()
    .flatMap((file) => modules[file].routes ?? []);
  if (import.meta.env.DEV) {
    const seen = new Set<string>();
    for (const route of all) {
      const key = `${route.roles.length === 0 ? 'public' : 'shell'} ${route.path}`;
      if (seen.has(key)) console.warn(`Two feature modules declare the route ${route.path}`);
      seen.add(key);
    }
  }
  return all;
}

export const featureRoutes: FeatureRoute[] = collect();

/** Pages for signed-out visitors (landing, login). */
export const publicRoutes = featureRoutes.filter((route) => route.roles.length === 0);

/** Pages inside the signed-in shell, each behind a role guard. */
export const shellRoutes = featureRoutes.filter((route) => route.roles.length > 0);
