import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyApollo from '@as-integrations/fastify';
import type { ApolloServer } from '@apollo/server';
import { phraseOf, type Logger, type ServiceMetrics } from '@counsel/kit';
import { createHttpApp, observeRequests } from '@counsel/kit/server';
import { contextFor, type GatewayContext } from './request-context.js';
import type { SessionTokens } from './session-tokens.js';
import { browserOrigin, registerSecurity, secureCookie } from './security.js';
import { trustProxyOption } from './trusted-proxies.js';
import { restErrorAnswer } from './rest/rest-error.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { onePerRequest, registerAccessCheck } from './rest/route-access.js';
import { registerAuthRoutes } from './rest/auth-routes.js';
import { readPrerendered, registerStaticWeb } from './static-web.js';
import type { RouteDeps } from './rest/route-deps.js';
import { registerAreaRoutes } from './rest/area-routes.js';
import { trackRoutes } from './route-inventory.js';
import { registerUploadRoutes } from './uploads/upload-routes.js';
import type { UploadSigner } from './uploads/upload-signer.js';

export interface HttpAppOptions {
  log: Logger;
  apollo: ApolloServer<GatewayContext>;
  sessions: SessionTokens;
  publicOrigin: string | null;
  /** TRUSTED_PROXIES: the only peers whose X-Forwarded-For/-Proto/-Host are read. */
  trustedProxies: readonly string[];
  cookieSecure: boolean;
  /** Keycloak's origin as browsers reach it, allowed in the CSP for keycloak-js; null in embedded mode. */
  realmOrigin?: string | null;
  bodyLimit: number;
  webDist: string;
  serviceUrl(name: string): string;
  uploads: UploadSigner;
  ready(): boolean;
  /** The gateway's registry; served on the internal metrics port (kit metrics-server.ts), never here. */
  metrics: ServiceMetrics;
}

export async function buildHttpApp(o: HttpAppOptions): Promise<FastifyInstance> {
  const metrics = o.metrics;
  const app = createHttpApp(o.log, o.bodyLimit, { trustProxy: trustProxyOption(o.trustedProxies), service: 'gateway' });
  trackRoutes(app); // the route list the authorization matrix test checks (gateway/src/route-inventory.ts)
  observeRequests(app, metrics);
  // Bodiless POSTs (logout, upload-url, reindex) may still carry a JSON content type: an empty body
  // reads as no body; anything else goes through Fastify's own prototype-safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, done);
  });
  await app.register(cookie);
  // The prerendered pages' inline script is allowed by its hash in the CSP, which is computed once here.
  const prerendered = readPrerendered(o.webDist, o.log);
  await registerSecurity(app, o.publicOrigin, o.realmOrigin ?? null, prerendered?.scriptHashes ?? []);

  // One error mapping for every REST route: clear 4xx messages, no internals on 5xx.
  app.setErrorHandler((err, req, reply) => {
    const answer = restErrorAnswer(err); // kit errors.ts: the one mapping of errors to statuses and messages
    if (answer.internal) req.log.error({ err }, 'unhandled gateway error');
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.status(answer.status).send({ message: answer.message, ...phraseOf(answer) });
  });
  // REST params, bodies and queries are zod schemas on each route (rest/body.ts), checked after access.
  app.setValidatorCompiler(validatorCompiler);

  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (_req, reply) => reply.status(o.ready() ? 200 : 503).send({ status: o.ready() ? 'ready' : 'not ready' }));

  await app.register(fastifyApollo(o.apollo), { context: async (req) => contextFor(req, o.sessions) });

  const deps: RouteDeps = {
    apollo: o.apollo,
    sessions: o.sessions,
    context: onePerRequest((req) => contextFor(req, o.sessions)),
    cookieSecure: (req) => secureCookie(req, o),
    browserOrigin: (req) => browserOrigin(req, o.publicOrigin),
    serviceUrl: o.serviceUrl,
    uploads: o.uploads,
  };
  registerAccessCheck(app, deps);
  registerAuthRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerAreaRoutes(app, deps);
  await registerStaticWeb(app, o.webDist, o.log, prerendered, () => o.sessions.signInOptions());
  return app;
}
