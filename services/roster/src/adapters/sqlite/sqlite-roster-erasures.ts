import { ErasureLedgerReads, SqliteErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';

/** The kit's erasures ledger, and the student's rows it goes with. */
export class SqliteRosterErasures extends ErasureLedgerReads<SqliteErasures> {
  readonly writes: ErasureWrites;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox) {
    super(new SqliteErasures(db, outbox));
    this.writes = {
      // The ledger row goes first: its primary key refuses a second run of one deletion (the unit of work rolls back).
      erase: (t, removed) => {
        this.ledger.record(t, [...removed]);
        db.prepare('DELETE FROM enrollments WHERE student_user_id = ?').run(t.studentUserId);
        db.prepare('DELETE FROM users WHERE user_id = ?').run(t.studentUserId);
        db.prepare('DELETE FROM staff_schools WHERE user_id = ?').run(t.studentUserId);
      },
    };
  }
}
