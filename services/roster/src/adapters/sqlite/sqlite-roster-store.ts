import { commitSqliteUnit, SqliteOutbox, SqliteRecordErasures, sqliteStudentRows, SqliteUploadLedger, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { RosterStore, RosterWrites } from '../../ports/roster-store.js';
import { SqliteEnrollments } from './sqlite-enrollments.js';
import { SqliteImports } from './sqlite-imports.js';
import { SqliteRules } from './sqlite-rules.js';
import { SqliteSchools } from './sqlite-schools.js';
import { SqliteStaff } from './sqlite-staff.js';
import { SqliteUsers } from './sqlite-users.js';

/** The embedded roster store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteRosterStore extends SqliteUploadLedger implements RosterStore {
  readonly outbox: SqliteOutbox;
  readonly schools: SqliteSchools;
  readonly users: SqliteUsers;
  readonly staff: SqliteStaff;
  readonly enrollments: SqliteEnrollments;
  readonly rules: SqliteRules;
  readonly imports: SqliteImports;
  readonly erasures: SqliteRecordErasures;
  private readonly writes: RosterWrites;

  constructor(db: SqliteDatabase) {
    super(db, 'roster_imports');
    this.outbox = new SqliteOutbox(db);
    this.schools = new SqliteSchools(db);
    this.users = new SqliteUsers(db);
    this.staff = new SqliteStaff(db);
    this.enrollments = new SqliteEnrollments(db);
    this.rules = new SqliteRules(db);
    this.imports = new SqliteImports(db);
    // The roster keeps a student by their account: the enrollment, its copy of the account, any staff assignment.
    this.erasures = new SqliteRecordErasures(db, this.outbox, [
      sqliteStudentRows(db, 'enrollments', 'student_user_id', 'account'), sqliteStudentRows(db, 'users', 'user_id', 'account'),
      sqliteStudentRows(db, 'staff_schools', 'user_id', 'account'),
    ]);
    this.writes = {
      schools: this.schools.writes, users: this.users.writes, staff: this.staff.writes, enrollments: this.enrollments.writes,
      rules: this.rules.writes, imports: this.imports.writes, erasures: this.erasures.writes,
      rollovers: {
        record: (r) => { db.prepare('INSERT INTO rollovers (id, actor_id, promoted, graduated, at) VALUES (?, ?, ?, ?, ?)').run(r.id, r.actorId, r.promoted, r.graduated, r.at); },
      },
    };
  }

  /** The writes run as they are called, inside the transaction; a throw rolls all of them back. */
  async write(work: (w: RosterWrites) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.db.close();
  }
}
