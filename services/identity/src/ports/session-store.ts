import type { OutboxEvent, OutboxStore } from '@counsel/kit';

export interface Session {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** Keycloak mode keeps the realm's refresh token server-side; never sent to a browser. */
  refreshToken: string | null;
  /**
   * A session opened by the browser sign-in (issue 17): the realm access token the web app handed over last
   * (renewed by keycloak-js). Null for sessions opened with a password.
   */
  accessToken?: string | null;
}

/** Sessions, and the identity service's outbox: a revocation's event commits with it. */
export interface SessionStore extends OutboxStore {
  create(session: Session): Promise<void>;
  get(id: string): Promise<Session | null>;
  /** The user's open sessions (an export of their record, issue 20). */
  forUser(userId: string): Promise<Session[]>;
  /** The user's open sessions (to tell the gateway their tokens changed). */
  idsForUser(userId: string): Promise<string[]>;
  /** Revokes the session; `events` are written with it, and only when there was one to revoke. */
  revoke(id: string, events?: readonly OutboxEvent[]): Promise<boolean>;
  /** Revokes every session of the user and returns their ids; `events(ids)` are written in the same commit. */
  revokeAllForUser(userId: string, events?: (sessionIds: string[]) => readonly OutboxEvent[]): Promise<string[]>;
  /**
   * Writes events for a change made outside this store (an account created by the credential provider, which
   * may be Keycloak): right after that change, so a bus outage cannot lose them (a crash in between can).
   */
  appendEvents(events: readonly OutboxEvent[]): Promise<void>;
  purgeExpired(now: string): Promise<number>;
  /** Keycloak rotates refresh tokens on every refresh. */
  updateRefreshToken(id: string, refreshToken: string | null): Promise<void>;
  /** The browser renewed its realm access token and handed the new one over. */
  updateAccessToken(id: string, accessToken: string): Promise<void>;
}
