import type { SqliteDatabase } from '../store/sqlite.js';
import type { SqliteOutbox } from '../outbox/sqlite-outbox.js';
import { ErasureLedgerReads, type ErasureConfirmation, type ErasureTarget, type RemovedItem } from './erasures.js';

/**
 * Each erasure of a student, so a redelivered request confirms the same counts and late events (keyed by the
 * student's profile id or account id) do not rebuild what was erased. Only ids and counts: nothing of the student's
 * record. Put it in a service's migrations.
 */
export const ERASURES_TABLE_SQL = `CREATE TABLE erasures (
  deletion_id TEXT PRIMARY KEY,
  student_id TEXT NOT NULL,
  student_user_id TEXT NOT NULL DEFAULT '',
  removed_json TEXT NOT NULL,
  erased_at TEXT NOT NULL
);
CREATE INDEX erasures_student ON erasures(student_id);
CREATE INDEX erasures_student_user ON erasures(student_user_id);`;

/**
 * A migration for a service whose erasures table came before the ledger (deletion_id, student_id, at: the
 * tombstones without counts): the same rows in the ledger's table, so every tombstone still holds and a redelivered
 * request still finds its deletion done. Counts were not kept then, so such a row reads as having removed nothing;
 * its account id is unknown (''), so those students stay matched by their profile id, as they were.
 */
export const ERASURES_FROM_TOMBSTONES_SQL = `ALTER TABLE erasures RENAME TO erasures_before_ledger;
DROP INDEX erasures_student;
${ERASURES_TABLE_SQL}
INSERT INTO erasures (deletion_id, student_id, student_user_id, removed_json, erased_at)
  SELECT deletion_id, student_id, '', '[]', at FROM erasures_before_ledger;
DROP TABLE erasures_before_ledger;`;

/** The erasure ledger in a service's own SQLite database (ERASURES_TABLE_SQL). */
export class SqliteErasures {
  constructor(private readonly db: SqliteDatabase, private readonly outbox: SqliteOutbox) {}

  /**
   * Runs `erase` once per deletion, in one transaction with its ledger row and `confirm`'s event; a second request
   * for the same deletion erases nothing and confirms the counts of the first.
   */
  eraseOnce(t: ErasureTarget, erase: () => RemovedItem[], confirm: ErasureConfirmation): RemovedItem[] {
    return this.db.transaction(() => {
      const removed = this.recorded(t.deletionId) ?? this.record(t, erase());
      this.outbox.append([confirm(removed)]);
      return removed;
    })();
  }

  /** What a deletion removed here, if it ran. */
  recorded(deletionId: string): RemovedItem[] | null {
    const done = this.db.prepare('SELECT removed_json FROM erasures WHERE deletion_id = ?').get(deletionId) as { removed_json: string } | undefined;
    return done ? JSON.parse(done.removed_json) as RemovedItem[] : null;
  }

  /** The ledger row, inside the caller's transaction (a store that erases in its own). */
  record(t: ErasureTarget, removed: RemovedItem[]): RemovedItem[] {
    this.db.prepare('INSERT INTO erasures (deletion_id, student_id, student_user_id, removed_json, erased_at) VALUES (?, ?, ?, ?, ?)')
      .run(t.deletionId, t.studentId, t.studentUserId, JSON.stringify(removed), new Date().toISOString());
    return removed;
  }

  isErased(studentId: string): boolean {
    return this.db.prepare('SELECT 1 FROM erasures WHERE student_id = ?').get(studentId) !== undefined;
  }

  /** Whether the student with this account was erased (events keyed by the account: enrollments, sign-ups). */
  isUserErased(studentUserId: string): boolean {
    return studentUserId !== '' && this.db.prepare('SELECT 1 FROM erasures WHERE student_user_id = ?').get(studentUserId) !== undefined;
  }
}

/** One aggregate's share of a student's rows in a store: it erases its own (the account id reaches rows kept by account). */
export interface StudentRowsPart { eraseStudent(studentId: string, studentUserId: string): void }

/**
 * A part given as data: the rows of `table` whose `column` holds the student's profile id, or (`by: 'account'`) their
 * account id, for a store whose tables are not each behind an aggregate's class.
 */
export function sqliteStudentRows(db: SqliteDatabase, table: string, column = 'student_id', by: 'student' | 'account' = 'student'): StudentRowsPart {
  return { eraseStudent: (studentId, studentUserId) => { db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(by === 'account' ? studentUserId : studentId); } };
}

/**
 * A store's erasure repository over the ledger above: its tombstones, and the erasure of a student's rows across the
 * store's aggregates inside the unit of work. The ledger's row goes first: its primary key refuses a second run of
 * one deletion before anything is removed. Then each part, in the order given (children before what they hang on).
 */
export class SqliteRecordErasures extends ErasureLedgerReads<SqliteErasures> {
  readonly writes: { erase(t: ErasureTarget, removed: readonly RemovedItem[]): void };

  constructor(db: SqliteDatabase, outbox: SqliteOutbox, private readonly erasedParts: readonly StudentRowsPart[]) {
    super(new SqliteErasures(db, outbox));
    this.writes = { erase: (t, removed) => this.erase(t, removed) };
  }

  /** The erasure inside the unit of work's transaction (a store overrides it only to refuse in its own words). */
  protected erase(t: ErasureTarget, removed: readonly RemovedItem[]): void {
    this.ledger.record(t, [...removed]);
    for (const part of this.erasedParts) part.eraseStudent(t.studentId, t.studentUserId);
  }
}
