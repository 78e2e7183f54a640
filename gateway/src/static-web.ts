import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from '@counsel/kit';
import { SESSION_COOKIE } from './request-context.js';

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
  if (/^(index|prerendered\/[\w-]+)\.html(\.br|\.gz)?$/.test(relative.join('/'))) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The pages the build drew in advance (web/vite-prerender.ts): path -> file under dist, the sign-in they show, and
 * the CSP hashes of their inline script.
 */
export interface PrerenderedPages {
  pages: Record<string, string>;
  signInOptions: unknown;
  scriptHashes: string[];
}

/** The build's prerendered pages, or null when it has none (or they are incomplete: index.html then serves). */
export function readPrerendered(dist: string, log: Logger): PrerenderedPages | null {
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const manifest = path.join(dist, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return null;
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages;
    const files = Object.values(parsed.pages ?? {});
    if (files.every((file) => existsSync(path.join(dist, file)))) {
      // Only well-formed hashes reach the CSP header.
      return { ...parsed, scriptHashes: (parsed.scriptHashes ?? []).filter((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)) };
    }
  } catch (err) {
    log.warn({ err }, 'prerendered pages unreadable: serving index.html for them');
    return null;
  }
  log.warn({ manifest }, 'prerendered pages missing: serving index.html for them');
  return null;
}

/**
 * The prerendered file for this request, or null for index.html. The pages were drawn for a signed-out visitor
 * with the portal's own password sign-in: a browser with a session cookie (a signed-in user, whom the app sends on
 * from `/` and `/login`) and a portal with another sign-in (the district's realm) get the app as before.
 */
async function prerenderedFile(req: FastifyRequest, prerendered: PrerenderedPages | null, signInOptions: () => Promise<unknown>): Promise<string | null> {
  if (!prerendered || req.cookies?.[SESSION_COOKIE]) return null;
  const file = prerendered.pages[req.url.split('?', 1)[0]];
  if (!file) return null;
  const options: unknown = await signInOptions().catch(() => null);
  // Compared as parsed here: objects fetch parsed may have another realm's prototypes, which a strict comparison sees.
  return isDeepStrictEqual(JSON.parse(JSON.stringify(options)), prerendered.signInOptions) ? file : null;
}

/**
 * Serves the built web app; any other GET/HEAD outside the API gets index.html, whatever it accepts. The build
 * writes brotli and gzip copies of its text files (web/vite-precompress.ts): a browser that accepts one gets it,
 * with Content-Encoding set; `Vary: Accept-Encoding` keeps shared caches from handing it to one that does not.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  dist: string,
  log: Logger,
  prerendered: PrerenderedPages | null,
  signInOptions: () => Promise<unknown>,
) {
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
  app.setNotFoundHandler(async (req, reply) => {
    if (servesApp(req.method, req.url) && existsSync(index)) {
      const file = await prerenderedFile(req, prerendered, signInOptions);
      // Which HTML a prerendered path gets depends on the session cookie: caches must not hand one to the other.
      if (prerendered?.pages[req.url.split('?', 1)[0]]) reply.header('vary', 'Accept-Encoding, Cookie');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file ?? 'index.html', dist);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
