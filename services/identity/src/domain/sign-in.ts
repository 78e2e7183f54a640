/** How users sign in here (issue 17): the answers when a way is turned off. */
export const PASSWORD_SIGN_IN_OFF = 'Password sign-in is turned off here. Please sign in with your district account.';
export const REGISTRATION_AT_REALM = "Accounts are created on your district's sign-in page.";

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
