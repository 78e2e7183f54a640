import type { SqliteDatabase } from '@counsel/kit';
import type { StoredLink } from '../../domain/set-password-link.js';
import type { SetPasswordLinkStore } from '../../ports/set-password-links.js';

export class SqliteSetPasswordLinks implements SetPasswordLinkStore {
  constructor(private readonly db: SqliteDatabase) {}

  async create(l: StoredLink) {
    this.db.prepare('INSERT INTO set_password_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(l.tokenHash, l.userId, l.createdAt, l.expiresAt);
  }

  async consume(tokenHash: string, now: string) {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT user_id FROM set_password_links WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now) as { user_id: string } | undefined;
      if (!row) return null;
      this.db.prepare('DELETE FROM set_password_links WHERE user_id = ?').run(row.user_id);
      return row.user_id;
    })();
  }

  async deleteForUser(userId: string) {
    return this.db.prepare('DELETE FROM set_password_links WHERE user_id = ?').run(userId).changes;
  }

  async forUser(userId: string) {
    return (this.db.prepare('SELECT created_at, expires_at FROM set_password_links WHERE user_id = ? ORDER BY created_at').all(userId) as
      { created_at: string; expires_at: string }[]).map((r) => ({ createdAt: r.created_at, expiresAt: r.expires_at }));
  }

  async purgeExpired(now: string) {
    return this.db.prepare('DELETE FROM set_password_links WHERE expires_at <= ?').run(now).changes;
  }
}
