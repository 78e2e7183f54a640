import type { ModuleContext } from './modules.js';
import { createTokenVerifier, type TokenVerifier } from './auth.js';
import { httpGuardianStudents, withGuardianStudents } from './guardian-students.js';

export const DEFAULT_ISSUER = 'counsel-identity';

/**
 * Where tokens come from: Keycloak's realm when KEYCLOAK_URL is set, else the identity service's
 * own issuer. Built lazily so the identity service can verify with the keys it serves.
 */
export function verifierFor(ctx: ModuleContext): () => TokenVerifier {
  let verifier: TokenVerifier | null = null;
  return () => {
    if (verifier) return verifier;
    const { KEYCLOAK_URL, KEYCLOAK_REALM = 'counsel', JWKS_URL, TOKEN_ISSUER } = ctx.env;
    if (KEYCLOAK_URL) {
      const realm = `${KEYCLOAK_URL.replace(/\/$/, '')}/realms/${KEYCLOAK_REALM}`;
      const realmTokens = createTokenVerifier({ jwks: new URL(JWKS_URL ?? `${realm}/protocol/openid-connect/certs`), issuer: TOKEN_ISSUER ?? realm });
      // The realm's tokens carry no `students` claim: a guardian's come from identity's links (guardian-students.ts).
      verifier = withGuardianStudents(realmTokens, httpGuardianStudents(() => ctx.serviceUrl('identity')));
    } else {
      const jwks = JWKS_URL ?? `${ctx.serviceUrl('identity')}/.well-known/jwks.json`;
      verifier = createTokenVerifier({ jwks: new URL(jwks), issuer: TOKEN_ISSUER ?? DEFAULT_ISSUER });
    }
    return verifier;
  };
}
