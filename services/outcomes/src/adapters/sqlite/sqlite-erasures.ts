import { ErasureLedgerReads, SqliteErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import type { SqliteOutcomes } from './sqlite-outcomes.js';
import type { SqliteStudents } from './sqlite-students.js';

/** The aggregates a student's record spans: each erases its own part. */
export interface StudentParts { outcomes: SqliteOutcomes; students: SqliteStudents }

/** The kit's erasure ledger (the tombstones), and the erasure of a student's rows across the aggregates. */
export class SqliteStudentErasures extends ErasureLedgerReads<SqliteErasures> implements ErasureRepository {
  readonly writes: ErasureWrites;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox, parts: StudentParts) {
    super(new SqliteErasures(db, outbox));
    this.writes = {
      // The ledger's row goes first: its primary key refuses a second run of one deletion.
      erase: (t, removed) => {
        this.ledger.record(t, removed);
        for (const part of [parts.outcomes, parts.students]) part.eraseStudent(t.studentId);
      },
    };
  }
}
