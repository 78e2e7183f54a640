import type { SqliteDatabase } from '../store/sqlite.js';
import type { SqliteOutbox } from '../outbox/sqlite-outbox.js';
import type { ErasureConfirmation, ErasureTarget, RemovedItem } from './erasures.js';

/**
 * Each erasure of a student, so a redelivered request confirms the same counts and late events do not rebuild what
 * was erased. Only ids and counts: nothing of the student's record. Put it in a service's migrations.
 */
export const ERASURES_TABLE_SQL = `CREATE TABLE erasures (
  deletion_id TEXT PRIMARY KEY,
  student_id TEXT NOT NULL,
  removed_json TEXT NOT NULL,
  erased_at TEXT NOT NULL
);
CREATE INDEX erasures_student ON erasures(student_id);`;

/** The erasure ledger in a service's own SQLite database (ERASURES_TABLE_SQL). */
export class SqliteErasures {
  constructor(private readonly db: SqliteDatabase, private readonly outbox: SqliteOutbox) {}

  /**
   * Runs `erase` once per deletion, in one transaction with its ledger row and `confirm`'s event; a second request
   * for the same deletion erases nothing and confirms the counts of the first.
   */
  eraseOnce(t: ErasureTarget, erase: () => RemovedItem[], confirm: ErasureConfirmation): RemovedItem[] {
    return this.db.transaction(() => {
      const done = this.db.prepare('SELECT removed_json FROM erasures WHERE deletion_id = ?').get(t.deletionId) as { removed_json: string } | undefined;
      let removed: RemovedItem[];
      if (done) removed = JSON.parse(done.removed_json) as RemovedItem[];
      else {
        removed = erase();
        this.db.prepare('INSERT INTO erasures (deletion_id, student_id, removed_json, erased_at) VALUES (?, ?, ?, ?)')
          .run(t.deletionId, t.studentId, JSON.stringify(removed), new Date().toISOString());
      }
      this.outbox.append([confirm(removed)]);
      return removed;
    })();
  }

  isErased(studentId: string): boolean {
    return this.db.prepare('SELECT 1 FROM erasures WHERE student_id = ?').get(studentId) !== undefined;
  }
}
