import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../request-context.js';
import type { SessionTokens } from '../session-tokens.js';
import type { UploadSigner } from '../uploads/upload-signer.js';

export interface RouteDeps {
  apollo: ApolloServer<GatewayContext>;
  sessions: SessionTokens;
  context(req: FastifyRequest): Promise<GatewayContext>;
  /** Whether this request's session cookie gets the Secure flag (gateway/src/security.ts). */
  cookieSecure(req: FastifyRequest): boolean;
  /** The origin browsers use for this request, where upload URLs live (gateway/src/security.ts). */
  browserOrigin(req: FastifyRequest): string;
  /** Address of a service in this deployment (for streaming uploads and downloads). */
  serviceUrl(name: string): string;
  /** Signs and checks upload URLs. */
  uploads: UploadSigner;
}
