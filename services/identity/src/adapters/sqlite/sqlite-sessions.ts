import type { SqliteDatabase } from '@counsel/kit';
import { WriteRefused } from '../../ports/identity-store.js';
import type { Session, SessionRepository, SessionWrites } from '../../ports/sessions-repository.js';

interface Row { id: string; user_id: string; created_at: string; expires_at: string; refresh_token: string | null; access_token: string | null }
const toSession = (r: Row): Session => ({ id: r.id, userId: r.user_id, createdAt: r.created_at, expiresAt: r.expires_at, refreshToken: r.refresh_token, accessToken: r.access_token });

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Sessions. Writes run inside the unit of work's transaction. */
export class SqliteSessions implements SessionRepository {
  readonly writes: SessionWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      create: (s) => {
        db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, refresh_token, access_token) VALUES (?, ?, ?, ?, ?, ?)')
          .run(s.id, s.userId, s.createdAt, s.expiresAt, s.refreshToken, s.accessToken ?? null);
      },
      revoke: (id) => {
        if (db.prepare('DELETE FROM sessions WHERE id = ?').run(id).changes === 0) throw new WriteRefused('gone');
      },
      revokeAll: (userId, sessionIds) => {
        const held = (db.prepare('SELECT id FROM sessions WHERE user_id = ?').all(userId) as { id: string }[]).map((r) => r.id);
        if (!sameIds(held, sessionIds)) throw new WriteRefused('changed');
        db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
      },
      purgeExpired: (now) => { db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now); },
      setRefreshToken: (id, refreshToken) => { db.prepare('UPDATE sessions SET refresh_token = ? WHERE id = ?').run(refreshToken, id); },
      setAccessToken: (id, accessToken) => { db.prepare('UPDATE sessions SET access_token = ? WHERE id = ?').run(accessToken, id); },
    };
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
}
