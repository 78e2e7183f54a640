import type { SqliteDatabase } from '@counsel/kit';
import type { ControlRepository } from '../../ports/notifications-store.js';

export class SqliteControl implements ControlRepository {
  constructor(private readonly db: SqliteDatabase) {}

  async getSetting(key: string) {
    const r = this.db.prepare('SELECT value FROM control_settings WHERE key = ?').get(key) as { value: string } | undefined;
    return r?.value ?? null;
  }

  async setSetting(key: string, value: string) {
    this.db.prepare('INSERT INTO control_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  async acquireLease(name: string, holder: string, nowMs: number, ttlMs: number) {
    // One statement: the row is taken only when free, expired or ours, so two processes on one file never both win.
    const r = this.db.prepare(`INSERT INTO leases (name, holder, expires_ms) VALUES (?, ?, ?)
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_ms = excluded.expires_ms
      WHERE leases.holder = excluded.holder OR leases.expires_ms <= ?`).run(name, holder, nowMs + ttlMs, nowMs);
    return r.changes === 1;
  }

  async releaseLease(name: string, holder: string) {
    this.db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?').run(name, holder);
  }

  async claimDigest(userId: string, day: string) {
    return this.db.prepare('INSERT OR IGNORE INTO digests (user_id, day) VALUES (?, ?)').run(userId, day).changes === 1;
  }

  async spendToken(nonce: string) {
    return this.db.prepare('INSERT OR IGNORE INTO spent_tokens (nonce) VALUES (?)').run(nonce).changes === 1;
  }
}
