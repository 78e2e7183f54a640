import { SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { SettingChange, SettingKey, SystemSetting } from '../../domain/setting.js';
import type { SettingStore } from '../../ports/setting-store.js';

interface SettingRow { key: SettingKey; value: string; updated_at: string; updated_by: string; updated_by_email: string }
interface ChangeRow { id: string; key: SettingKey; value: string; actor_id: string; actor_email: string; at: string }

const toSetting = (r: SettingRow): SystemSetting => ({
  key: r.key, value: r.value, updatedAt: r.updated_at, updatedBy: r.updated_by, updatedByEmail: r.updated_by_email,
});

export class SqliteSettingStore implements SettingStore {
  readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async get(key: SettingKey) {
    const row = this.db.prepare('SELECT * FROM settings WHERE key = ?').get(key) as SettingRow | undefined;
    return row ? toSetting(row) : null;
  }

  async save(c: SettingChange, events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => {
      this.outbox.append(events);
      this.db.prepare(
        `INSERT INTO settings (key, value, updated_at, updated_by, updated_by_email) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
           updated_by = excluded.updated_by, updated_by_email = excluded.updated_by_email`,
      ).run(c.key, c.value, c.at, c.actorId, c.actorEmail);
      this.db.prepare('INSERT INTO setting_changes (id, key, value, actor_id, actor_email, at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(c.id, c.key, c.value, c.actorId, c.actorEmail, c.at);
    })();
    return { key: c.key, value: c.value, updatedAt: c.at, updatedBy: c.actorId, updatedByEmail: c.actorEmail };
  }

  async history(key: SettingKey, limit: number, offset: number) {
    const total = (this.db.prepare('SELECT count(*) AS n FROM setting_changes WHERE key = ?').get(key) as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM setting_changes WHERE key = ? ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?')
      .all(key, limit, offset) as ChangeRow[];
    return {
      total,
      items: rows.map((r) => ({ id: r.id, key: r.key, value: r.value, actorId: r.actor_id, actorEmail: r.actor_email, at: r.at })),
    };
  }
}
