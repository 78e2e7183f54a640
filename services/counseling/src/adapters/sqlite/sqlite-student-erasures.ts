import { ErasureLedgerReads, SqliteErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteMeetings } from './sqlite-meetings.js';
import type { SqliteNotes } from './sqlite-notes.js';
import type { SqliteStudents } from './sqlite-students.js';
import type { SqliteTasks } from './sqlite-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: SqliteStudents; notes: SqliteNotes; meetings: SqliteMeetings; tasks: SqliteTasks }

/** A student's record across the aggregates, and the kit's erasure ledger (the tombstones). */
export class SqliteStudentErasures extends ErasureLedgerReads<SqliteErasures> implements ErasureRepository {
  readonly writes: ErasureWrites;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox, private readonly parts: StudentParts) {
    super(new SqliteErasures(db, outbox));
    this.writes = {
      // The ledger's row goes first: its primary key refuses a second run of one deletion.
      erase: (t, removed) => {
        this.ledger.record(t, removed);
        for (const part of [parts.notes, parts.meetings, parts.tasks, parts.students]) part.eraseStudent(t.studentId);
      },
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
