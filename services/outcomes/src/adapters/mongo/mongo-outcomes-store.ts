import type { Connection } from 'mongoose';
import { commitMongoUnit, MongoRecordErasures, type OutboxEvent } from '@counsel/kit';
import type { OutcomesStore, OutcomesWrites } from '../../ports/outcomes-store.js';
import { outcomesModels, type OutcomesModels } from './models.js';
import { MongoImports } from './mongo-imports.js';
import { MongoOutcomes } from './mongo-outcomes.js';
import { MongoSettings } from './mongo-settings.js';
import { MongoStudents } from './mongo-students.js';

/** The distributed outcomes store: one MongoDB database; a unit of work goes through the kit's MongoOutbox. */
export class MongoOutcomesStore implements OutcomesStore {
  readonly students: MongoStudents;
  readonly outcomes: MongoOutcomes;
  readonly imports: MongoImports;
  readonly settings: MongoSettings;
  readonly erasures: MongoRecordErasures;

  private constructor(private readonly conn: Connection, private readonly models: OutcomesModels) {
    this.students = new MongoStudents(models);
    this.outcomes = new MongoOutcomes(models);
    this.imports = new MongoImports(models);
    this.settings = new MongoSettings(models);
    this.erasures = new MongoRecordErasures(models.erasures, [this.outcomes, this.students]);
  }

  static async open(conn: Connection): Promise<MongoOutcomesStore> {
    const m = outcomesModels(conn);
    await Promise.all([m.students.init(), m.applications.init(), m.outcomes.init(), m.imports.init(), m.rules.init(), m.backfills.init(), m.outbox.init(), m.erasures.init()]);
    return new MongoOutcomesStore(conn, m);
  }

  get outbox() { return this.models.outbox; }

  /** The writes are queued as they are called, then run in call order with the events. */
  async write(work: (w: OutcomesWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow): OutcomesWrites => ({
      students: this.students.writes(uow.stage), outcomes: this.outcomes.writes(uow.stage), imports: this.imports.writes(uow.stage),
      settings: this.settings.writes(uow.stage), erasures: this.erasures.writes(uow.stage),
    }), work, events);
  }

  ready() { return this.conn.readyState === 1; }
  async close() { await this.conn.close(); }
}
