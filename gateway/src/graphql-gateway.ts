import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { NoSchemaIntrospectionCustomRule, type GraphQLFormattedError } from 'graphql';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { graphqlErrorShape, graphqlErrorAnswer, tracerFor, withClientSpan, type Logger, type SubgraphExecutor, type Tracer } from '@counsel/kit';
import { InProcessDataSource } from './in-process-data-source.js';
import { serviceCallHeaders, type GatewayContext } from './request-context.js';
import { graphqlLimitRules, parseOptionsFor, type GraphqlLimits } from './graphql-limits.js';
import { memoizeGatewayOperations } from './operation-memo.js';
import { memoizeSharedShaping } from './shaping-memo.js';
import { keepAnswers } from './kept-answers.js';
import { tellSessionChanges, type SessionChanges } from './sessions-changed.js';
import { DirectOperations, runDirectly } from './direct-operations.js';

/** Forwards the caller's token, request id and trace context to every subgraph call. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string, private readonly subgraph: string, private readonly tracer: Tracer, private readonly sessionChanges?: SessionChanges) {
    // Node's own fetch (undici, keep-alive) instead of the default make-fetch-happen, which costs
    // several times more CPU per subgraph call.
    super({ url, fetcher: fetch });
  }

  /** Each subgraph call is a client span of the request's trace; willSendRequest runs inside it. */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    // Over HTTP nobody says whether the answer may be kept: nothing built on it is.
    (options.context as Partial<GatewayContext>).keptReads?.see('never');
    const sent = Date.now();
    const response = await withClientSpan(this.tracer, `POST ${this.subgraph}`, { 'http.request.method': 'POST', 'server.address': this.subgraph, 'url.full': this.url },
      () => super.process(options));
    // Whose sessions the call changed, as its answer says: acted on before the operation answers.
    tellSessionChanges(response.extensions, this.sessionChanges, sent);
    return response;
  }

  override willSendRequest({ request, context }: { request: { http?: { headers: { set(k: string, v: string): void } } }; context: Partial<GatewayContext> }) {
    const headers = request.http?.headers;
    if (!headers) return;
    for (const [k, v] of Object.entries(serviceCallHeaders(context))) headers.set(k, v);
  }
}

/**
 * `inProcess(name)` gives a subgraph that runs in this process (embedded mode); it is then called
 * directly, which spares each hop an HTTP round trip and two JSON passes. Others are called over HTTP.
 */
export interface GraphqlExposure {
  limits: GraphqlLimits;
  /** Schema introspection; off unless the operator turns it on (GRAPHQL_INTROSPECTION). */
  introspection: boolean;
}

/** What Apollo's cache-control plugin answered on /graphql, as subgraphs give no cache hints: never stored. */
const NOT_STORED: GraphQLRequestListener<GatewayContext> = {
  async willSendResponse({ response }) {
    response.http.headers.set('cache-control', 'no-store');
  },
};

/**
 * In place of Apollo's cache-control plugin, which built its per-request state on every operation (REST routes'
 * too, which never send its header): 6% of a profile read's CPU for a policy that is always "no-store" here.
 */
const noStore: ApolloServerPlugin<GatewayContext> = { requestDidStart: () => Promise.resolve(NOT_STORED) };

/**
 * `sessionChanges`: told, as a subgraph's answer arrives, of the users whose sessions its call ended, refreshed or
 * will have refreshed (sessions-changed.ts): the session cache acts on it before the operation answers.
 */
export async function startGraphqlGateway(
  supergraphSdl: string, log: Logger, inProcess: (name: string) => SubgraphExecutor | null, exposure: GraphqlExposure,
  sessionChanges?: SessionChanges,
) {
  const tracer = tracerFor('gateway');
  // @apollo/gateway otherwise probes cloud metadata endpoints and reports usage metrics to Apollo's
  // servers: a school district's portal must not phone home. An operator may still opt in explicitly.
  process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
  memoizeGatewayOperations();
  memoizeSharedShaping();
  // Whether every subgraph runs in this process (embedded mode): only then are whole answers kept (kept-answers.ts).
  let allInProcess = true;
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => {
      const local = inProcess(name);
      if (!local) allInProcess = false;
      return local ? new InProcessDataSource(local, serviceCallHeaders, sessionChanges) : new ForwardingDataSource(url ?? '', name, tracer, sessionChanges);
    },
    logger: log,
  });
  // Subgraphs already hid their internals; the gateway hides its own (unreachable subgraph etc.)
  // through the kit's one mapping. GraphQL's own request codes (GRAPHQL_VALIDATION_FAILED) are kept.
  const formatError = (formatted: GraphQLFormattedError) => {
    const answer = graphqlErrorAnswer(formatted);
    const code = !answer.internal && typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : answer.code;
    // A refusal's wait (RATE_LIMITED) is for the caller; no other extension of a subgraph's passes.
    const retryAfterSeconds = formatted.extensions?.retryAfterSeconds;
    return graphqlErrorShape(answer, formatted.path, typeof retryAfterSeconds === 'number' && !answer.internal ? { retryAfterSeconds } : {}, code);
  };
  const validationRules = graphqlLimitRules(exposure.limits);
  const parseOptions = parseOptionsFor(exposure.limits);
  const server = new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
    // The process owns shutdown order (drain HTTP, then stop); Apollo must not race it on SIGTERM.
    stopOnTerminationSignals: false,
    // Nobody browses the API anonymously: no introspection unless enabled, no landing page (Sandbox).
    introspection: exposure.introspection,
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), noStore],
    // Cost, alias, depth and token limits, and one account per request, for every operation (REST too).
    validationRules,
    parseOptions,
    formatError,
  });
  await server.start();
  if (allInProcess) keepAnswers(server);
  // REST operations skip Apollo Server's pipeline, decided the same way once per text (direct-operations.ts); with
  // introspection off, a text asking for the schema is left to Apollo, which refuses it.
  const rules = exposure.introspection ? validationRules : [...validationRules, NoSchemaIntrospectionCustomRule];
  runDirectly(server, new DirectOperations(gateway, server.logger, rules, parseOptions, formatError));
  return server;
}
