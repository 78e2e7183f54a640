import { sqliteRevision, type SqliteDatabase } from '../store/sqlite.js';
import type { OutboxEvent } from './outbox.js';
import { SqliteOutbox } from './sqlite-outbox.js';
import { commitSqliteUnit } from './unit-of-work.js';

/**
 * A service's embedded store: one SQLite file whose unit of work is one transaction with its outbox rows. A store
 * names its repositories' writes (`writes`); opening, committing and closing are the same for every service.
 */
export abstract class SqliteUnitStore<W> {
  readonly outbox: SqliteOutbox;
  protected abstract readonly writes: W;
  /** The store's revision (kit sqliteRevision): another one after any change of its data, by any writer. */
  readonly revision: () => string;

  constructor(readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.revision = sqliteRevision(db);
  }

  /** The writes run as they are called, inside the transaction; a throw (a refusal) rolls all of them back. */
  async write(work: (w: W) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}
