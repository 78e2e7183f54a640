import type Database from 'better-sqlite3';
import type { SqliteDatabase } from '../store/sqlite.js';
import type { OutboxEvent, OutboxStore } from './outbox.js';

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
export class SqliteOutbox implements OutboxStore {
  private readonly statements = new Map<string, Database.Statement>();
  /** eventPublished calls made in the same synchronous run, deleted together in one transaction. */
  private marking: { ids: string[]; done: Promise<void> } | null = null;

  constructor(private readonly db: SqliteDatabase) {}

  /** Synchronous on purpose: it must run inside the caller's better-sqlite3 transaction. */
  append(events: readonly OutboxEvent[]): void {
    const insert = this.sql('INSERT INTO outbox (id, subject, time, payload) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO NOTHING');
    for (const e of events) insert.run(e.id, e.subject, e.time, JSON.stringify(e.data));
  }

  async pendingEvents(limit: number): Promise<OutboxEvent[]> {
    const rows = this.sql('SELECT id, subject, time, payload FROM outbox ORDER BY seq LIMIT ?').all(limit) as
      { id: string; subject: OutboxEvent['subject']; time: string; payload: string }[];
    return rows.map((r) => ({ id: r.id, subject: r.subject, time: r.time, data: JSON.parse(r.payload) as OutboxEvent['data'] }));
  }

  /**
   * Calls made together (the relay marks a batch with one call per id when the service's store only forwards
   * eventPublished) share one transaction, committed right after the current synchronous run.
   */
  eventPublished(id: string): Promise<void> {
    if (!this.marking) {
      const ids: string[] = [];
      const done = Promise.resolve().then(() => {
        this.marking = null;
        this.deleteAll(ids);
      });
      this.marking = { ids, done };
    }
    this.marking.ids.push(id);
    return this.marking.done;
  }

  /** One transaction for the whole batch: all of it is forgotten, or (on a throw) none of it. */
  async eventsPublished(ids: readonly string[]): Promise<void> {
    this.deleteAll(ids);
  }

  private deleteAll(ids: readonly string[]) {
    if (ids.length === 0) return;
    const del = this.sql('DELETE FROM outbox WHERE id = ?');
    this.db.transaction(() => {
      for (const id of ids) del.run(id);
    })();
  }

  private sql(text: string): Database.Statement {
    let stmt = this.statements.get(text);
    if (!stmt) this.statements.set(text, (stmt = this.db.prepare(text)));
    return stmt;
  }
}
