import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyApollo from '@as-integrations/fastify';
import type { ApolloServer } from '@apollo/server';
import { createHttpApp, createMetrics, DomainError, errorCodeStatus, metricsText, observeRequests, type Logger } from '@counsel/kit';
import { contextFor, type GatewayContext } from './request-context.js';
import type { SessionTokens } from './session-tokens.js';
import { registerSecurity } from './security.js';
import { RestError } from './rest/execute.js';
import { registerAuthRoutes } from './rest/auth-routes.js';
import { registerStaticWeb } from './static-web.js';
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
  cookieSecure: boolean;
  bodyLimit: number;
  webDist: string;
  serviceUrl(name: string): string;
  uploads: UploadSigner;
  ready(): boolean;
}

export async function buildHttpApp(o: HttpAppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics('gateway');
  const app = createHttpApp(o.log, o.bodyLimit, { trustProxy: true, service: 'gateway' });
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
  await registerSecurity(app, o.publicOrigin);

  // One error mapping for every REST route: clear 4xx messages, no internals on 5xx.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof RestError) return reply.status(err.status).send({ message: err.message });
    if (err instanceof DomainError) return reply.status(errorCodeStatus(err.code)).send({ message: err.message });
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (err instanceof SyntaxError)) {
      return reply.status(400).send({ message: 'Malformed JSON in request body' });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ message: 'Request body is too large' });
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ message: 'Send the request body as application/json' });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return reply.status(e.statusCode).send({ message: e.message ?? 'Bad request' });
    req.log.error({ err }, 'unhandled gateway error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (_req, reply) => reply.status(o.ready() ? 200 : 503).send({ status: o.ready() ? 'ready' : 'not ready' }));
  app.get('/metrics', async (_req, reply) => reply.type(metrics.registry.contentType).send(await metricsText(metrics)));

  await app.register(fastifyApollo(o.apollo), { context: async (req) => contextFor(req, o.sessions) });

  const deps: RouteDeps = {
    apollo: o.apollo,
    sessions: o.sessions,
    context: (req) => contextFor(req, o.sessions),
    cookieSecure: o.cookieSecure,
    serviceUrl: o.serviceUrl,
    uploads: o.uploads,
  };
  registerAuthRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerAreaRoutes(app, deps);
  await registerStaticWeb(app, o.webDist, o.log);
  return app;
}
