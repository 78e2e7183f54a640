/** What a realm access token says about its holder (Keycloak's claim shape). */
export interface RealmIdentity {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The token's realm roles (`realm_access.roles`). */
  roles: string[];
  /** The `schools` claim the realm maps from a user attribute or group; null when the token has none. */
  schoolIds: string[] | null;
  /** When the token expires (epoch ms). */
  expiresAt: number;
}

/**
 * The realm's access tokens, as the browser sign-in hands them over: the web app signs in with the
 * authorization-code flow and PKCE and gives identity the access token; no password passes through Counsel.
 */
export interface RealmTokens {
  /** Checks signature (the realm's JWKS), issuer, expiry and that the token was issued to the web client. */
  verify(token: string): Promise<RealmIdentity>;
  /** Whether the realm still stands behind the token: its session lives and the user is enabled. */
  isActive(token: string): Promise<boolean>;
}
