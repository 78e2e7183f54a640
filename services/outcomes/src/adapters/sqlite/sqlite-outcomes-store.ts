import { SqliteRecordErasures, SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { OutcomesStore, OutcomesWrites } from '../../ports/outcomes-store.js';
import { SqliteImports } from './sqlite-imports.js';
import { SqliteOutcomes } from './sqlite-outcomes.js';
import { SqliteSettings } from './sqlite-settings.js';
import { SqliteStudents } from './sqlite-students.js';

/** The embedded outcomes store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteOutcomesStore extends SqliteUnitStore<OutcomesWrites> implements OutcomesStore {
  readonly students: SqliteStudents;
  readonly outcomes: SqliteOutcomes;
  readonly imports: SqliteImports;
  readonly settings: SqliteSettings;
  readonly erasures: SqliteRecordErasures;
  protected override readonly writes: OutcomesWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.students = new SqliteStudents(db);
    this.outcomes = new SqliteOutcomes(db);
    this.imports = new SqliteImports(db);
    this.settings = new SqliteSettings(db);
    this.erasures = new SqliteRecordErasures(db, this.outbox, [this.outcomes, this.students]);
    this.writes = {
      students: this.students.writes, outcomes: this.outcomes.writes, imports: this.imports.writes, settings: this.settings.writes, erasures: this.erasures.writes,
    };
  }
}
