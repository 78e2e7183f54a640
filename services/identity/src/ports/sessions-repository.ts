export interface Session {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** Keycloak mode keeps the realm's refresh token server-side; never sent to a browser. */
  refreshToken: string | null;
  /**
   * A session opened by the browser sign-in: the realm access token the web app handed over last
   * (renewed by keycloak-js). Null for sessions opened with a password.
   */
  accessToken?: string | null;
}

/**
 * Sessions: an aggregate of the identity store rather than a port of their own, because a revocation commits with
 * the event that tells the gateway to drop the session (and an erasure ends them with the account's other records).
 */
export interface SessionRepository {
  get(id: string): Promise<Session | null>;
  /** The user's open sessions (an export of their record). */
  forUser(userId: string): Promise<Session[]>;
  /** The user's open sessions (to tell the gateway their tokens changed, or to end them all). */
  idsForUser(userId: string): Promise<string[]>;
}

export interface SessionWrites {
  create(session: Session): void;
  /** Ends the session; refused (WriteRefused 'gone') when there is none, so its events are not written. */
  revoke(id: string): void;
  /**
   * Ends every session of the user, which must still be exactly `sessionIds` (read just before, and named by the
   * unit's events); refused (WriteRefused 'changed') when one was opened or ended in between.
   */
  revokeAll(userId: string, sessionIds: readonly string[]): void;
  purgeExpired(now: string): void;
  /** Keycloak rotates refresh tokens on every refresh. */
  setRefreshToken(id: string, refreshToken: string | null): void;
  /** The browser renewed its realm access token and handed the new one over. */
  setAccessToken(id: string, accessToken: string): void;
}
