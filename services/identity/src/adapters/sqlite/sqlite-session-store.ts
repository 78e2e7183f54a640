import { SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { Session, SessionStore } from '../../ports/session-store.js';

interface Row { id: string; user_id: string; created_at: string; expires_at: string; refresh_token: string | null; access_token: string | null }
const toSession = (r: Row): Session => ({ id: r.id, userId: r.user_id, createdAt: r.created_at, expiresAt: r.expires_at, refreshToken: r.refresh_token, accessToken: r.access_token });

export class SqliteSessionStore implements SessionStore {
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async create(s: Session) {
    this.db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, refresh_token, access_token) VALUES (?, ?, ?, ?, ?, ?)')
      .run(s.id, s.userId, s.createdAt, s.expiresAt, s.refreshToken, s.accessToken ?? null);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as Row | undefined;
    return r ? toSession(r) : null;
  }

  async forUser(userId: string) {
    return (this.db.prepare('SELECT * FROM sessions WHERE user_id = ? ORDER BY created_at').all(userId) as Row[]).map(toSession);
  }

  async idsForUser(userId: string) {
    return (this.db.prepare('SELECT id FROM sessions WHERE user_id = ?').all(userId) as { id: string }[]).map((r) => r.id);
  }

  async revoke(id: string, events: readonly OutboxEvent[] = []) {
    return this.db.transaction(() => {
      const revoked = this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id).changes > 0;
      if (revoked) this.outbox.append(events);
      return revoked;
    })();
  }

  async revokeAllForUser(userId: string, events: (sessionIds: string[]) => readonly OutboxEvent[] = () => []) {
    return this.db.transaction(() => {
      const ids = (this.db.prepare('SELECT id FROM sessions WHERE user_id = ?').all(userId) as { id: string }[]).map((r) => r.id);
      this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
      this.outbox.append(events(ids));
      return ids;
    })();
  }

  async appendEvents(events: readonly OutboxEvent[]) {
    this.db.transaction(() => this.outbox.append(events))();
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  async purgeExpired(now: string) {
    return this.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now).changes;
  }

  async updateRefreshToken(id: string, refreshToken: string | null) {
    this.db.prepare('UPDATE sessions SET refresh_token = ? WHERE id = ?').run(refreshToken, id);
  }

  async updateAccessToken(id: string, accessToken: string) {
    this.db.prepare('UPDATE sessions SET access_token = ? WHERE id = ?').run(accessToken, id);
  }
}
