import type { SqliteDatabase } from '../store/sqlite.js';
import type { OutboxEvent, Outbox } from './outbox.js';

/** The outbox table, for a service's SQLite migration (a new migration; never edit an applied one). */
export const OUTBOX_TABLE_SQL = `CREATE TABLE IF NOT EXISTS outbox (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     subject TEXT NOT NULL,
     time TEXT NOT NULL,
     payload TEXT NOT NULL
   );`;

/**
 * The outbox in a service's own SQLite database. A store calls `append` inside the `db.transaction` that makes
 * the change, so the change and its events commit (or roll back) together; `seq` keeps the write order.
 */
export class SqliteOutbox implements Outbox {
  constructor(private readonly db: SqliteDatabase) {}

  /** Synchronous on purpose: it must run inside the caller's better-sqlite3 transaction. */
  append(events: readonly OutboxEvent[]): void {
    const insert = this.db.prepare('INSERT INTO outbox (id, subject, time, payload) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING');
    for (const e of events) insert.run(e.id, e.subject, e.time, JSON.stringify(e.data));
  }

  async pendingEvents(limit: number): Promise<OutboxEvent[]> {
    const rows = this.db.prepare('SELECT id, subject, time, payload FROM outbox ORDER BY seq LIMIT ?').all(limit) as
      { id: string; subject: OutboxEvent['subject']; time: string; payload: string }[];
    return rows.map((r) => ({ id: r.id, subject: r.subject, time: r.time, data: JSON.parse(r.payload) as OutboxEvent['data'] }));
  }

  async eventPublished(id: string): Promise<void> {
    this.db.prepare('DELETE FROM outbox WHERE id = ?').run(id);
  }

  /** One statement for the whole batch, so it is as atomic as it is short. */
  async eventsPublished(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    this.db.prepare('DELETE FROM outbox WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
  }
}
