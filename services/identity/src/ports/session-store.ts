export interface Session {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** Keycloak mode keeps the realm's refresh token server-side; never sent to a browser. */
  refreshToken: string | null;
}

export interface SessionStore {
  create(session: Session): Promise<void>;
  get(id: string): Promise<Session | null>;
  revoke(id: string): Promise<boolean>;
  /** Revokes every session of the user and returns their ids. */
  revokeAllForUser(userId: string): Promise<string[]>;
  purgeExpired(now: string): Promise<number>;
  /** Keycloak rotates refresh tokens on every refresh. */
  updateRefreshToken(id: string, refreshToken: string | null): Promise<void>;
}
