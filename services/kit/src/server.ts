import { randomUUID } from 'node:crypto';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { DocumentNode } from 'graphql';
import type { Logger } from './logger.js';
import { bearerToken, type Principal, type TokenVerifier } from './auth.js';
import type { RequestContext } from './context.js';
import { ResolverContext } from './resolver-context.js';
import { makeFormatError } from './graphql-errors.js';
import { createMetrics, type ServiceMetrics } from './metrics.js';
import { exposeMetrics } from './metrics-server.js';
import { closeHttpApp, createHttpApp, observeRequests } from './http-base.js';
import { UnauthenticatedError, errorAnswer, phraseOf } from './errors.js';
import type { SubgraphExecutor, SubgraphRequest, SubgraphResponse } from './subgraph-executor.js';
import { directExecutor } from './direct-execution.js';
import type { SharedReads } from './shared-reads.js';
import { hostInProcess } from './in-process-subgraphs.js';
import { inSpan } from './tracing/trace-context.js';
import { tracerFor } from './tracing/tracing.js';

/** The span of an in-process subgraph call: the same every time, so made once. */
const IN_PROCESS_SPAN = { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'graphql', 'counsel.transport': 'in-process' } } as const;

export interface ServiceServerOptions {
  name: string;
  host: string;
  port: number;
  log: Logger;
  typeDefs: DocumentNode;
  // Resolver maps are heterogeneous by nature (each field has its own argument types), so the map is
  // untyped here; each service types its resolvers where it writes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers: GraphQLResolverMap<any> | GraphQLResolverMap<any>[];
  /** Resolved lazily: identity serves the keys it also verifies with. */
  verifier: () => TokenVerifier;
  /** Readiness: true when the service can take traffic (store open, bus connected). */
  ready?: () => boolean | Promise<boolean>;
  /** Extra HTTP routes (JWKS, internal endpoints, blob streams). */
  routes?: (app: FastifyInstance, metrics: ServiceMetrics) => void | Promise<void>;
  bodyLimit?: number;
  /** The service's registry, when it registers series of its own before the server starts; default: a new one. */
  metrics?: ServiceMetrics;
  /** Reads answered alike for every admitted caller, kept for in-process calls until their data changes. */
  sharedReads?: SharedReads<RequestContext>;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** The subgraph called in-process (embedded mode), with the same context and error formatting as over HTTP. */
  execute: SubgraphExecutor;
  close(): Promise<void>;
}

export async function startServiceServer(opts: ServiceServerOptions): Promise<RunningServer> {
  const metrics = opts.metrics ?? createMetrics(opts.name);
  const app = createHttpApp(opts.log, opts.bodyLimit ?? 1_048_576, { service: opts.name });
  observeRequests(app, metrics);
  app.setErrorHandler((err, req, reply) => {
    const answer = errorAnswer(err);
    if (answer.internal) req.log.error({ err }, 'unhandled request error');
    return reply.status(answer.status).send({ message: answer.message, ...phraseOf(answer) });
  });

  app.get('/healthz', async () => ({ status: 'ok', service: opts.name }));
  app.get('/readyz', async (_req, reply) => {
    const ok = opts.ready ? await opts.ready() : true;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', service: opts.name });
  });

  const schema = buildSubgraphSchema({ typeDefs: opts.typeDefs, resolvers: mergeResolverMaps(Array.isArray(opts.resolvers) ? opts.resolvers : [opts.resolvers]) });
  const formatError = makeFormatError(opts.log);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // The process owns shutdown order (drain HTTP, then stop); Apollo must not race it on SIGTERM.
    stopOnTerminationSignals: false,
    // No cache hints anywhere (the gateway answers no-store itself); Apollo's cache-control plugin would otherwise
    // wrap every resolver of every call to compute a policy nobody reads.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled(), answerExtensions],
  });
  await apollo.start();
  /**
   * The resolvers' context from what a gateway sends: a bearer token, request id and client address; `log` is made
   * when first asked for (ResolverContext).
   */
  const contextFrom = async (headers: Record<string, string | string[] | undefined>, requestId: string, peer: string, log: () => Logger): Promise<RequestContext> => {
    const auth = headers.authorization;
    const token = bearerToken(typeof auth === 'string' ? auth : undefined);
    let principal: Principal | null = null;
    if (token) {
      try {
        principal = await opts.verifier().verify(token);
      } catch (err) {
        if (!(err instanceof UnauthenticatedError)) throw err;
        // An invalid token is treated as signed out; guards then answer 401.
      }
    }
    const forwarded = headers['x-counsel-client-address'];
    const clientAddress = typeof forwarded === 'string' && forwarded ? forwarded : peer;
    return new ResolverContext(principal, token, requestId, clientAddress, log);
  };
  await app.register(fastifyApollo(apollo), {
    context: async (req) => contextFrom(req.headers, String(req.id), req.ip, () => req.log as Logger),
  });
  const tracer = tracerFor(opts.name);
  const spanName = `graphql ${opts.name}`;
  const viaApollo = async (request: SubgraphRequest, contextValue: RequestContext): Promise<SubgraphResponse> => {
    const res = await apollo.executeOperation(request, { contextValue });
    if (res.body.kind !== 'single') throw new Error('incremental delivery is not supported between gateway and subgraphs');
    return res.body.singleResult as SubgraphResponse;
  };
  const run = directExecutor(schema, formatError, viaApollo, undefined, opts.sharedReads);
  const execute: SubgraphExecutor = async (request, headers, witness) => {
    const requestId = headers['x-request-id'] || randomUUID();
    // A server span under the caller's active span, as the HTTP path would open from its traceparent.
    return inSpan(tracer, spanName, IN_PROCESS_SPAN, async (span) => {
      const ctx = await contextFrom(headers, requestId, '127.0.0.1', () => opts.log.child({ reqId: requestId }));
      const result = withExtensions(await run(request, ctx, witness), ctx);
      if (result.errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
      return result;
    });
  };
  if (opts.routes) await opts.routes(app, metrics);

  const address = await app.listen({ host: opts.host, port: opts.port });
  const url = address.replace('[::1]', '127.0.0.1');
  opts.log.info({ url }, `${opts.name} listening`);
  // Metrics go to the process's internal metrics port (metrics-server.ts), never this service port.
  const unexposeMetrics = exposeMetrics(url, metrics);
  // Other services of this process call it directly at this address (subgraph-client.ts).
  const unhost = hostInProcess(url, execute);
  return {
    app,
    url,
    execute,
    close: async () => {
      unhost();
      unexposeMetrics();
      await closeHttpApp(app);
      await apollo.stop();
    },
  };
}

/** The answer with what the resolvers set for the gateway beside its data (RequestContext.extensions). */
function withExtensions(result: SubgraphResponse, ctx: RequestContext): SubgraphResponse {
  return ctx.extensions ? { ...result, extensions: { ...result.extensions, ...ctx.extensions } } : result;
}

/** The same over HTTP (and for operations the direct executor hands to Apollo): one listener for every request. */
const EXTENSIONS_LISTENER: GraphQLRequestListener<RequestContext> = {
  async willSendResponse({ contextValue, response }) {
    if (contextValue.extensions && response.body.kind === 'single') {
      response.body.singleResult.extensions = { ...response.body.singleResult.extensions, ...contextValue.extensions };
    }
  },
};
const answerExtensions: ApolloServerPlugin<RequestContext> = { requestDidStart: () => Promise.resolve(EXTENSIONS_LISTENER) };

/** Resolvers live one file per type; this joins their maps type by type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function mergeResolverMaps(maps: GraphQLResolverMap<any>[]): GraphQLResolverMap<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const merged: Record<string, any> = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...(merged[type] ?? {}), ...fields };
  return merged;
}
