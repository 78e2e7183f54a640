import { z } from 'zod';

/** How users sign in here: the answers when a way is turned off. */
export const PASSWORD_SIGN_IN_OFF = 'Password sign-in is turned off here. Please sign in with your district account.';
export const REGISTRATION_AT_REALM = "Accounts are created on your district's sign-in page.";

const SIGN_IN_TOKEN_REQUIRED = 'A sign-in token is required';
/**
 * The realm access token a browser sign-in hands over (a JWT; Keycloak's run to a few kB with many roles). The
 * gateway's REST body and identity's own session route both check it with this schema.
 */
export const realmAccessToken = z.string(SIGN_IN_TOKEN_REQUIRED).min(1, SIGN_IN_TOKEN_REQUIRED).max(16_384, SIGN_IN_TOKEN_REQUIRED);

/** What the sign-in page offers (GET /api/auth/sign-in-options). */
export interface SignInOptions {
  mode: 'embedded' | 'keycloak';
  /** The email-and-password form (embedded mode; Keycloak mode only where the realm allows direct grants). */
  passwordSignIn: boolean;
  /** Self-registration: the portal's own form, the realm's registration page, or none. */
  registration: 'form' | 'realm' | 'none';
  /** Keycloak mode: what keycloak-js needs (the address browsers use). */
  realm: { url: string; realm: string; clientId: string } | null;
}
