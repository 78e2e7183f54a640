import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IdentityService } from '../application/identity.service.js';
import type { CredentialProvider } from '../ports/credentials.js';

const exchangeBody = z.object({ session: z.string().min(1).max(200) });

/** Identity's own HTTP routes beside its subgraph: the public JWKS, and the gateway's session calls. */
export function registerInternalRoutes(app: FastifyInstance, service: IdentityService, credentials: CredentialProvider) {
  app.get('/.well-known/jwks.json', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return (await credentials.jwks()) ?? { keys: [] };
  });
  // Gateway-only: trade a session for a short-lived access token.
  app.post('/internal/session/exchange', async (req) => {
    const body = exchangeBody.parse(req.body);
    const r = await service.exchange(body.session);
    // The user's public fields ride along so the gateway can answer "who am I" from its session cache;
    // they cannot change without revoking the session (password reset), so they stay true while cached.
    const u = r.user;
    return {
      accessToken: r.accessToken, expiresAt: r.expiresAt,
      user: { id: u.id, userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role },
    };
  });
  app.post('/internal/session/revoke', async (req) => {
    const body = exchangeBody.parse(req.body);
    return { revoked: await service.logoutSession(body.session) };
  });
}
