import { SqliteErasures, SqliteOutbox, type SqliteDatabase } from '@counsel/kit';
import type { ReportingStore } from '../../ports/reporting-store.js';
import { SqliteFigures } from './sqlite-figures.js';
import { SqliteReadModel } from './sqlite-read-model.js';

/** The service's SQLite file: the read model, the counts the reports read, and the erasure ledger with its outbox. */
export class SqliteReportingStore implements ReportingStore {
  readonly model: SqliteReadModel;
  readonly figures: SqliteFigures;
  readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.model = new SqliteReadModel(db, new SqliteErasures(db, this.outbox));
    this.figures = new SqliteFigures(db);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.model.flush();
    this.db.close();
  }
}
