import type { FastifyInstance, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers.js';
import { SESSION_COOKIE } from './request-context.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `realmOrigin`: Keycloak's origin as browsers reach it. keycloak-js redeems the code and renews
 * tokens there with fetch, and its silent check runs in an iframe of that origin. `scriptHashes`: the
 * `sha256-…` of the few inline scripts the build wrote (the prerendered pages' check), allowed and no other.
 */
export async function registerSecurity(app: FastifyInstance, publicOrigin: string | null, realmOrigin: string | null = null, scriptHashes: readonly string[] = []) {
  const realm = realmOrigin ? [realmOrigin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
        // antd writes its theme as inline styles (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...realm],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Document previews open in a new tab from our own origin.
        frameSrc: ["'self'", ...realm],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  // CSRF: a write that rides on the session cookie must come from our own origin. SameSite=Lax already
  // keeps the cookie off cross-site POSTs; this closes the rest (sibling subdomains, old browsers).
  app.addHook('onRequest', (req, reply, done) => {
    // Bearer callers are not cookie-authenticated.
    if (SAFE.has(req.method) || !req.cookies?.[SESSION_COOKIE] || req.headers.authorization || isSameOrigin(req, publicOrigin)) return done();
    reply.status(403).send({ message: 'Cross-site request refused' });
  });
}

/**
 * The origin browsers use for this request: PUBLIC_URL when set, else the request's own scheme and host.
 * Fastify reads X-Forwarded-Proto/-Host into req.protocol/req.host only from a trusted proxy (TRUSTED_PROXIES).
 */
export function browserOrigin(req: FastifyRequest, publicOrigin: string | null): string {
  return publicOrigin ?? `${req.protocol}://${req.host}`;
}

/** The session cookie is Secure when forced, when PUBLIC_URL is https, or when this request arrived over https. */
export function secureCookie(req: FastifyRequest, o: { publicOrigin: string | null; cookieSecure: boolean }): boolean {
  return o.cookieSecure || o.publicOrigin?.startsWith('https:') === true || req.protocol === 'https';
}

function isSameOrigin(req: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
  if (!origin) return fetchSite === undefined; // non-browser clients send neither header
  const allowed = new Set([`${req.protocol}://${req.headers.host}`]);
  if (publicOrigin) allowed.add(publicOrigin);
  return allowed.has(origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
