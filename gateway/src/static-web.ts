import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from '@counsel/kit';

export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/**
 * Paths that never answer with the app: the API (uploads live under /api/), GraphQL and the probes. A request for
 * anything else that the router does not know is a client-side route (or a person with curl): it gets the app.
 * A missing hashed bundle under /assets/ (an old tab after a deploy) fails as 404 rather than loading HTML as script.
 */
const NOT_THE_APP = new Set(['api', 'graphql', 'healthz', 'readyz', 'metrics', 'assets']);

/** True when an unrouted request should get index.html: a GET or HEAD whose first path segment is not reserved. */
function servesApp(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const firstSegment = url.split('?', 1)[0].split('/')[1] ?? '';
  return !NOT_THE_APP.has(firstSegment.toLowerCase());
}

/**
 * Bundles under /assets/ are named by their content hash, so a browser may keep them for good; index.html names
 * the current bundles and must be revalidated on every load (a deploy then reaches open tabs on their next load);
 * other files (the favicon) are kept for an hour.
 */
function cacheControlFor(dist: string, file: string): string {
  const relative = path.relative(dist, file).split(path.sep);
  if (relative[0] === 'assets') return 'public, max-age=31536000, immutable';
  if (/^index\.html(\.br|\.gz)?$/.test(relative.join('/'))) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app; any other GET/HEAD outside the API gets index.html, whatever it accepts. The build
 * writes brotli and gzip copies of its text files (web/vite-precompress.ts): a browser that accepts one gets it,
 * with Content-Encoding set; `Vary: Accept-Encoding` keeps shared caches from handing it to one that does not.
 */
export async function registerStaticWeb(app: FastifyInstance, dist: string, log: Logger) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    log.warn({ dist }, 'web app not built: run `npm run build:web` (the API still works)');
  } else {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(dist, file));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (servesApp(req.method, req.url) && existsSync(index)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', dist);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
