import { ErasureLedgerReads, SqliteErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteApplications } from './sqlite-applications.js';
import type { SqliteLetters } from './sqlite-letters.js';
import type { SqliteFeeds } from './sqlite-feeds.js';
import type { SqliteListStudents } from './sqlite-list-students.js';

/** The aggregates a student's lists span, read for an export. */
export interface StudentParts { students: SqliteListStudents; applications: SqliteApplications; feeds: SqliteFeeds; letters: SqliteLetters }

/** A student's lists across the aggregates, and the kit's erasure ledger (the tombstones). */
export class SqliteListErasures extends ErasureLedgerReads<SqliteErasures> implements ErasureRepository {
  readonly writes: ErasureWrites;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox, private readonly parts: StudentParts) {
    super(new SqliteErasures(db, outbox));
    this.writes = {
      // The ledger's row goes first: its primary key refuses a second run of one deletion.
      erase: (t, removed) => {
        this.ledger.record(t, removed);
        for (const table of ['application_changes', 'applications', 'calendar_feeds', 'letter_requests', 'school_documents', 'students']) {
          db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(t.studentId);
        }
        db.prepare("DELETE FROM outbox WHERE subject = ? AND json_extract(payload, '$.studentId') = ?").run(Subjects.collegesListChanged, t.studentId);
      },
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
