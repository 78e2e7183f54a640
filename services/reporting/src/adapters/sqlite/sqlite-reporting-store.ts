import type { SqliteDatabase } from '@counsel/kit';
import type { ReportingStore } from '../../ports/reporting-store.js';
import { SqliteFigures } from './sqlite-figures.js';
import { SqliteReadModel } from './sqlite-read-model.js';

/** The service's SQLite file: the read model and the counts the reports read. */
export class SqliteReportingStore implements ReportingStore {
  readonly model: SqliteReadModel;
  readonly figures: SqliteFigures;

  constructor(private readonly db: SqliteDatabase) {
    this.model = new SqliteReadModel(db);
    this.figures = new SqliteFigures(db);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.db.close();
  }
}
