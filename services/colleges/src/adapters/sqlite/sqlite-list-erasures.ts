import type { SqliteDatabase } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteApplications } from './sqlite-applications.js';
import type { SqliteLetters } from './sqlite-letters.js';
import type { SqliteFeeds } from './sqlite-feeds.js';
import type { SqliteListStudents } from './sqlite-list-students.js';

/** The aggregates a student's lists span, read for an export. */
export interface StudentParts { students: SqliteListStudents; applications: SqliteApplications; feeds: SqliteFeeds; letters: SqliteLetters }

/** A student's lists across the aggregates, and the erasures ledger (the tombstones). */
export class SqliteListErasures implements ErasureRepository {
  readonly writes: ErasureWrites;

  constructor(private readonly db: SqliteDatabase, private readonly parts: StudentParts) {
    this.writes = {
      // The erasure's row goes first: its primary key refuses a second run of one deletion.
      erase: (e) => {
        db.prepare('INSERT INTO erasures (deletion_id, student_id, at) VALUES (?, ?, ?)').run(e.deletionId, e.studentId, e.at);
        for (const table of ['application_changes', 'applications', 'calendar_feeds', 'letter_requests', 'school_documents', 'students']) {
          db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(e.studentId);
        }
        db.prepare("DELETE FROM outbox WHERE subject = ? AND json_extract(payload, '$.studentId') = ?").run(Subjects.collegesListChanged, e.studentId);
      },
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }

  async done(deletionId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE deletion_id = ?').get(deletionId) !== undefined;
  }

  async wasErased(studentId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE student_id = ? LIMIT 1').get(studentId) !== undefined;
  }
}
