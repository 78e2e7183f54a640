import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../request-context.js';
import type { SessionTokens } from '../session-tokens.js';

export interface RouteDeps {
  apollo: ApolloServer<GatewayContext>;
  sessions: SessionTokens;
  context(req: FastifyRequest): Promise<GatewayContext>;
  cookieSecure: boolean;
  /** Address of a service in this deployment (for streaming uploads and downloads). */
  serviceUrl(name: string): string;
}
