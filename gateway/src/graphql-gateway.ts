import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { tracerFor, withClientSpan, type Logger, type SubgraphExecutor, type Tracer } from '@counsel/kit';
import { InProcessDataSource } from './in-process-data-source.js';
import { serviceCallHeaders, type GatewayContext } from './request-context.js';

/** Forwards the caller's token, request id and trace context to every subgraph call. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string, private readonly subgraph: string, private readonly tracer: Tracer) {
    // Node's own fetch (undici, keep-alive) instead of the default make-fetch-happen, which costs
    // several times more CPU per subgraph call.
    super({ url, fetcher: fetch as never });
  }

  /** Each subgraph call is a client span of the request's trace; willSendRequest runs inside it. */
  override process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    return withClientSpan(this.tracer, `POST ${this.subgraph}`, { 'http.request.method': 'POST', 'server.address': this.subgraph, 'url.full': this.url },
      () => super.process(options));
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
export async function startGraphqlGateway(supergraphSdl: string, log: Logger, inProcess: (name: string) => SubgraphExecutor | null = () => null) {
  const tracer = tracerFor('gateway');
  // @apollo/gateway otherwise probes cloud metadata endpoints and reports usage metrics to Apollo's
  // servers: a school district's portal must not phone home. An operator may still opt in explicitly.
  process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => {
      const local = inProcess(name);
      return local ? new InProcessDataSource(local, serviceCallHeaders) : new ForwardingDataSource(url ?? '', name, tracer);
    },
    logger: log,
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
    // The process owns shutdown order (drain HTTP, then stop); Apollo must not race it on SIGTERM.
    stopOnTerminationSignals: false,
    introspection: true,
    formatError: (formatted) => {
      // Subgraphs already hid their internals; the gateway hides its own (unreachable subgraph etc.).
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' && !formatted.extensions?.status) {
        return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code, status: 500 } };
      }
      return { message: formatted.message, path: formatted.path, extensions: { code, status: formatted.extensions?.status } };
    },
  });
  await server.start();
  return server;
}
