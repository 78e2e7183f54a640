import { SqliteErasures, type SqliteDatabase, type SqliteOutbox, type ErasureLedger } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';

/** The kit's erasures ledger, and the student's rows it goes with. */
export class SqliteRosterErasures implements ErasureLedger {
  readonly writes: ErasureWrites;
  private readonly ledger: SqliteErasures;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox) {
    this.ledger = new SqliteErasures(db, outbox);
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

  async recorded(deletionId: string) {
    return this.ledger.recorded(deletionId);
  }

  async isUserErased(studentUserId: string) {
    return this.ledger.isUserErased(studentUserId);
  }
}
