import { SqliteRecordErasures, sqliteStudentRows, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteApplications } from './sqlite-applications.js';
import type { SqliteLetters } from './sqlite-letters.js';
import type { SqliteFeeds } from './sqlite-feeds.js';
import type { SqliteListStudents } from './sqlite-list-students.js';

/** The aggregates a student's lists span, read for an export. */
export interface StudentParts { students: SqliteListStudents; applications: SqliteApplications; feeds: SqliteFeeds; letters: SqliteLetters }

/** A student's lists across the aggregates, and the kit's erasure repository over their tables. */
export class SqliteListErasures extends SqliteRecordErasures implements ErasureRepository {
  constructor(db: SqliteDatabase, outbox: SqliteOutbox, private readonly parts: StudentParts) {
    super(db, outbox, [
      ...['application_changes', 'applications', 'calendar_feeds', 'letter_requests', 'school_documents', 'students'].map((table) => sqliteStudentRows(db, table)),
      // The lists' own: their list events not yet relayed go too, or a consumer would recreate its copy of the list.
      { eraseStudent: (studentId) => { db.prepare("DELETE FROM outbox WHERE subject = ? AND json_extract(payload, '$.studentId') = ?").run(Subjects.collegesListChanged, studentId); } },
    ]);
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
