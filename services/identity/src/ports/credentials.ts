import type { OutboxEvent, Role } from '@counsel/kit';
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
  /** `events(userId)` report the new account: they commit with its row in the identity store. */
  createAccount(
    input: { email: string; password: string; firstName: string; lastName: string; role: Role },
    events?: (userId: string) => readonly OutboxEvent[],
  ): Promise<User>;
  setPassword(userId: string, password: string): Promise<void>;
  /**
   * Creates an account the roster imported, with this id and no password (embedded: the user sets one through a
   * link; Keycloak: the realm user gets the UPDATE_PASSWORD required action, or signs in through brokering).
   * `events` report it: they commit with its row in the identity store.
   */
  importAccount(input: { id: string; email: string; firstName: string; lastName: string; role: Role; importId: string }, events?: readonly OutboxEvent[]): Promise<User>;
  /** Mirrors a changed imported account to the provider (Keycloak: the realm user; embedded: nothing to do). */
  syncAccount(id: string, change: { email: string; firstName: string; lastName: string; role: Role; enabled: boolean }): Promise<void>;
  /** Mirrors a staff member's schools (Keycloak: the `schools` attribute the realm maps into tokens). */
  syncSchools(id: string, schoolIds: string[]): Promise<void>;
  /**
   * Keycloak only: asks the realm to email the user its own update-password link (execute-actions email),
   * valid `lifespanSeconds`. The embedded issuer has its own links (set-password-links.ts) and returns false.
   */
  sendSetPasswordEmail(id: string, lifespanSeconds: number): Promise<boolean>;
  /**
   * Removes the account at the provider (a student's deletion): Keycloak deletes the realm user (one
   * already gone is fine); the embedded issuer keeps nothing beyond the user store, so does nothing.
   */
  deleteAccount(id: string): Promise<void>;
  /**
   * A fresh access token for a session (Keycloak: a refresh grant). `claims.students`: a guardian's students, which
   * the embedded issuer signs into the token; the realm's tokens carry what the realm maps (no guardian links yet).
   */
  accessToken(user: User, sessionId: string, refreshToken: string | null, claims?: { students?: string[] }): Promise<AccessToken & { refreshToken: string | null }>;
  /** Public keys for verification, when this provider issues tokens itself. */
  jwks(): Promise<{ keys: object[] } | null>;
}
