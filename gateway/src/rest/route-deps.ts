import type { ApolloServer } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../request-context.js';
import type { SessionTokens } from '../session-tokens.js';
import type { UploadSigner } from '../uploads/upload-signer.js';

export interface RouteDeps {
  apollo: ApolloServer<GatewayContext>;
  sessions: SessionTokens;
  context(req: FastifyRequest): Promise<GatewayContext>;
  cookieSecure: boolean;
  /** Address of a service in this deployment (for streaming uploads and downloads). */
  serviceUrl(name: string): string;
  /** Signs and checks upload URLs (DESIGN.md section 5). */
  uploads: UploadSigner;
}
