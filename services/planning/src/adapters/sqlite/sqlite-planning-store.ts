import { SqliteRecordErasures, SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { PlanningStore, PlanningWrites } from '../../ports/planning-store.js';
import { SqliteCatalog } from './sqlite-catalog.js';
import { SqlitePlans } from './sqlite-plans.js';
import { SqliteRequirementSets } from './sqlite-requirement-sets.js';
import { SqliteStudents } from './sqlite-students.js';

/** The embedded planning store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqlitePlanningStore extends SqliteUnitStore<PlanningWrites> implements PlanningStore {
  readonly students: SqliteStudents;
  readonly catalog: SqliteCatalog;
  readonly sets: SqliteRequirementSets;
  readonly plans: SqlitePlans;
  readonly erasures: SqliteRecordErasures;
  protected override readonly writes: PlanningWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.plans = new SqlitePlans(db, (studentId) => this.students.copy(studentId));
    this.students = new SqliteStudents(db, (s) => this.plans.followStudent(s));
    this.catalog = new SqliteCatalog(db);
    this.sets = new SqliteRequirementSets(db);
    this.erasures = new SqliteRecordErasures(db, this.outbox, [this.plans, this.students]);
    this.writes = {
      students: this.students.writes, catalog: this.catalog.writes, sets: this.sets.writes, plans: this.plans.writes, erasures: this.erasures.writes,
    };
  }
}
