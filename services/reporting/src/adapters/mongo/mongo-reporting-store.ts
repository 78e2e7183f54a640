import type { Connection } from 'mongoose';
import type { ReportingStore } from '../../ports/reporting-store.js';
import { MongoFigures } from './mongo-figures.js';
import { MongoReadModel } from './mongo-read-model.js';
import { reportingModels, type ReportingModels } from './models.js';

/** The service's MongoDB database: the read model, the counts the reports read, and the erasure ledger with its outbox. */
export class MongoReportingStore implements ReportingStore {
  readonly model: MongoReadModel;
  readonly figures: MongoFigures;

  private constructor(private readonly conn: Connection, private readonly models: ReportingModels) {
    this.model = new MongoReadModel(models);
    this.figures = new MongoFigures(models);
  }

  static async open(conn: Connection): Promise<MongoReportingStore> {
    const m = reportingModels(conn);
    const { outbox, erasures, ...models } = m;
    await Promise.all([...Object.values(models).map((model) => model.init()), outbox.init(), erasures.init()]);
    return new MongoReportingStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
