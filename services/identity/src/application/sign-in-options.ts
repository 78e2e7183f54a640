import type { IdentityConfig } from '../config.js';
import type { SignInOptions } from '../domain/sign-in.js';

/**
 * What the sign-in page offers, from the configuration. Embedded mode: the spec's email-and-password form and
 * registration, exactly as before. Keycloak mode: "Sign in with your district account" (the realm's browser flow);
 * the password form only where the realm allows direct grants, registration only where the realm allows it.
 */
export function signInOptions(config: IdentityConfig): SignInOptions {
  if (!config.KEYCLOAK_URL) return { mode: 'embedded', passwordSignIn: true, registration: 'form', realm: null };
  const url = (config.KEYCLOAK_PUBLIC_URL ?? config.KEYCLOAK_URL).replace(/\/$/, '');
  return {
    mode: 'keycloak',
    passwordSignIn: config.KEYCLOAK_DIRECT_GRANT,
    // Where the realm also allows direct grants, the portal's form creates realm users as it did before.
    registration: config.KEYCLOAK_REGISTRATION ? 'realm' : config.KEYCLOAK_DIRECT_GRANT ? 'form' : 'none',
    realm: { url, realm: config.KEYCLOAK_REALM, clientId: config.KEYCLOAK_WEB_CLIENT_ID },
  };
}
