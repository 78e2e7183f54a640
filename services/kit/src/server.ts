import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { DocumentNode } from 'graphql';
import type { Logger } from './logger.js';
import { bearerToken, type Principal, type TokenVerifier } from './auth.js';
import type { RequestContext } from './context.js';
import { makeFormatError } from './graphql-errors.js';
import { createMetrics, type ServiceMetrics } from './metrics.js';
import { DomainError, UnauthenticatedError, errorCodeStatus, publicMessage } from './errors.js';

export interface ServiceServerOptions {
  name: string;
  host: string;
  port: number;
  log: Logger;
  typeDefs: DocumentNode;
  // Resolver maps are heterogeneous by nature; each service types its own resolvers.
  resolvers: GraphQLResolverMap<RequestContext>;
  /** Resolved lazily: identity serves the keys it also verifies with. */
  verifier: () => TokenVerifier;
  /** Readiness: true when the service can take traffic (store open, bus connected). */
  ready?: () => boolean | Promise<boolean>;
  /** Extra HTTP routes (JWKS, internal endpoints, blob streams). */
  routes?: (app: FastifyInstance, metrics: ServiceMetrics) => void | Promise<void>;
  bodyLimit?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startServiceServer(opts: ServiceServerOptions): Promise<RunningServer> {
  const metrics = createMetrics(opts.name);
  const app = Fastify({
    loggerInstance: opts.log,
    disableRequestLogging: true,
    bodyLimit: opts.bodyLimit ?? 1_048_576,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.labels(req.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.labels(req.method, route).inc();
  });
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof DomainError) return reply.status(errorCodeStatus(err.code)).send({ message: err.message });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send({ message: (err as Error).message });
    req.log.error({ err }, 'unhandled request error');
    return reply.status(500).send({ message: publicMessage(err).message });
  });

  app.get('/healthz', async () => ({ status: 'ok', service: opts.name }));
  app.get('/readyz', async (_req, reply) => {
    const ok = opts.ready ? await opts.ready() : true;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', service: opts.name });
  });
  app.get('/metrics', async (_req, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));

  const logErrors: ApolloServerPlugin<RequestContext> = {};
  const apollo = new ApolloServer<RequestContext>({
    schema: buildSubgraphSchema({ typeDefs: opts.typeDefs, resolvers: opts.resolvers }),
    formatError: makeFormatError(opts.log),
    includeStacktraceInErrorResponses: false,
    plugins: [logErrors],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (req) => {
      const token = bearerToken(req.headers.authorization);
      let principal: Principal | null = null;
      if (token) {
        try {
          principal = await opts.verifier().verify(token);
        } catch (err) {
          if (!(err instanceof UnauthenticatedError)) throw err;
          // An invalid token is treated as signed out; guards then answer 401.
        }
      }
      return { principal, token, requestId: String(req.id), log: req.log as Logger };
    },
  });
  if (opts.routes) await opts.routes(app, metrics);

  const address = await app.listen({ host: opts.host, port: opts.port });
  const url = address.replace('[::1]', '127.0.0.1');
  opts.log.info({ url }, `${opts.name} listening`);
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await apollo.stop();
    },
  };
}
