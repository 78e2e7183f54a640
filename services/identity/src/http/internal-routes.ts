import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken, ForbiddenError, UnauthenticatedError, type TokenVerifier } from '@counsel/kit';
import type { GuardiansService } from '../application/guardians.service.js';
import type { IdentityService } from '../application/identity.service.js';
import type { RealmSignIn } from '../application/realm-sign-in.js';
import { realmAccessToken, type SignInOptions } from '../domain/sign-in.js';
import type { User } from '../domain/user.js';
import type { CredentialProvider } from '../ports/credentials.js';

const exchangeBody = z.object({ session: z.string().min(1).max(200) });
/** A realm access token, and the caller's current session. */
const openBody = z.object({ accessToken: realmAccessToken, session: z.string().min(1).max(200).nullish() });

const publicUser = (u: User) => ({ id: u.id, userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, language: u.language });

export interface SignInRoutes {
  realmSignIn: RealmSignIn;
  options: SignInOptions;
}

/** What the guardian-students route needs: the services' verifier, and the links. */
export interface GuardianStudentsRoute {
  verifier: () => TokenVerifier;
  guardians: Pick<GuardiansService, 'visibleStudents'>;
}

/** Identity's own HTTP routes beside its subgraph: the public JWKS, and the gateway's session calls. */
export function registerInternalRoutes(
  app: FastifyInstance, service: IdentityService, credentials: CredentialProvider, signIn: SignInRoutes, guardianStudents: GuardianStudentsRoute,
) {
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
    return { accessToken: r.accessToken, expiresAt: r.expiresAt, user: publicUser(r.user) };
  });
  // Gateway-only (POST /api/auth/session): the browser sign-in hands over the realm's access token once, or again
  // after keycloak-js renewed it (then the caller's current session takes the new token).
  app.post('/internal/session/open', async (req) => {
    const body = openBody.parse(req.body);
    const r = await signIn.realmSignIn.open(body.accessToken, body.session ?? null);
    return { session: r.session, renewed: r.renewed, user: publicUser(r.user) };
  });
  // What the sign-in page offers; nothing secret (the web client is public).
  app.get('/internal/sign-in-options', async () => signIn.options);
  // Keycloak mode: the services ask which students a guardian's token may see (the realm's tokens carry no
  // `students` claim; kit guardian-students.ts), with that token. Only the guardian themself is answered.
  app.get('/internal/guardian/students', async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new UnauthenticatedError();
    const v = guardianStudents.verifier();
    const user = await (v.verifyClaims ? v.verifyClaims(token) : v.verify(token));
    if (user.role !== 'guardian') throw new ForbiddenError('Only a guardian has linked students');
    return { studentUserIds: await guardianStudents.guardians.visibleStudents(user.userId) };
  });
  app.post('/internal/session/revoke', async (req) => {
    const body = exchangeBody.parse(req.body);
    return { revoked: await service.logoutSession(body.session) };
  });
}
