import type { SqliteDatabase } from '@counsel/kit';
import { WriteRefused } from '../../ports/identity-store.js';
import type { SetPasswordLinkRepository, SetPasswordLinkWrites } from '../../ports/links-repository.js';

/** Set-password links by token hash. Writes run inside the unit of work's transaction. */
export class SqliteSetPasswordLinks implements SetPasswordLinkRepository {
  readonly writes: SetPasswordLinkWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      create: (l) => {
        db.prepare('INSERT INTO set_password_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
          .run(l.tokenHash, l.userId, l.createdAt, l.expiresAt);
      },
      consume: (tokenHash, now) => {
        const userId = this.holderOf(tokenHash, now);
        if (userId === null) throw new WriteRefused('gone');
        db.prepare('DELETE FROM set_password_links WHERE user_id = ?').run(userId);
      },
      deleteForUser: (userId) => { db.prepare('DELETE FROM set_password_links WHERE user_id = ?').run(userId); },
      purgeExpired: (now) => { db.prepare('DELETE FROM set_password_links WHERE expires_at <= ?').run(now); },
    };
  }

  async holder(tokenHash: string, now: string) {
    return this.holderOf(tokenHash, now);
  }

  async forUser(userId: string) {
    return (this.db.prepare('SELECT created_at, expires_at FROM set_password_links WHERE user_id = ? ORDER BY created_at').all(userId) as
      { created_at: string; expires_at: string }[]).map((r) => ({ createdAt: r.created_at, expiresAt: r.expires_at }));
  }

  private holderOf(tokenHash: string, now: string): string | null {
    const row = this.db.prepare('SELECT user_id FROM set_password_links WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now) as { user_id: string } | undefined;
    return row?.user_id ?? null;
  }
}
