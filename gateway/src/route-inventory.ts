import type { FastifyInstance } from 'fastify';

/** One route the gateway registered: method and Fastify path template (`/api/students/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const inventories = new WeakMap<FastifyInstance, RegisteredRoute[]>();
let latest: RegisteredRoute[] = [];

/**
 * Records every route registered on `app` from now on (plugins included), so tests can check that
 * each one is covered (the authorization matrix). HEAD routes Fastify adds for GETs are left out.
 * Call it before any route is registered.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  inventories.set(app, routes);
  latest = routes;
  app.addHook('onRoute', (opts) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!routes.some((r) => r.method === method && r.url === opts.url)) routes.push({ method, url: opts.url });
    }
  });
}

/** The routes recorded for `app`, or for the app built last in this process when none is given. */
export function registeredRoutes(app?: FastifyInstance): RegisteredRoute[] {
  return [...((app ? inventories.get(app) : latest) ?? [])];
}
