import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import type { Logger } from '@counsel/kit';
import type { GatewayContext } from './request-context.js';

/** Forwards the caller's token and request id to every subgraph call. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: { request: { http?: { headers: { set(k: string, v: string): void } } }; context: Partial<GatewayContext> }) {
    const headers = request.http?.headers;
    if (!headers) return;
    if (context.accessToken) headers.set('authorization', `Bearer ${context.accessToken}`);
    if (context.requestId) headers.set('x-request-id', context.requestId);
    if (context.clientAddress) headers.set('x-counsel-client-address', context.clientAddress);
  }
}

export async function startGraphqlGateway(supergraphSdl: string, log: Logger) {
  const gateway = new ApolloGateway({
    supergraphSdl,
    // Node's own fetch (undici, keep-alive) instead of the default make-fetch-happen, which costs
    // several times more CPU per subgraph call.
    buildService: ({ url }) => new ForwardingDataSource({ url, fetcher: fetch as never }),
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
