import type { Role } from '@counsel/kit';
import type { User } from '../domain/user.js';

export interface AccessToken {
  token: string;
  expiresAt: string;
}

/**
 * Who checks passwords and mints tokens: the embedded issuer, or Keycloak.
 * Both produce tokens in Keycloak's claim shape.
 */
export interface CredentialProvider {
  readonly kind: 'embedded' | 'keycloak';
  /** Returns the user when the password matches, else null. */
  verify(email: string, password: string): Promise<{ user: User; refreshToken: string | null } | null>;
  createAccount(input: { email: string; password: string; firstName: string; lastName: string; role: Role }): Promise<User>;
  setPassword(userId: string, password: string): Promise<void>;
  /** A fresh access token for a session (Keycloak: a refresh grant). */
  accessToken(user: User, sessionId: string, refreshToken: string | null): Promise<AccessToken & { refreshToken: string | null }>;
  /** Public keys for verification, when this provider issues tokens itself. */
  jwks(): Promise<{ keys: object[] } | null>;
}
