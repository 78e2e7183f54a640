import { SqliteRecordErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteMeetings } from './sqlite-meetings.js';
import type { SqliteNotes } from './sqlite-notes.js';
import type { SqliteStudents } from './sqlite-students.js';
import type { SqliteTasks } from './sqlite-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: SqliteStudents; notes: SqliteNotes; meetings: SqliteMeetings; tasks: SqliteTasks }

/** A student's record across the aggregates (what a records export reads), and the kit's erasure repository. */
export class SqliteStudentErasures extends SqliteRecordErasures implements ErasureRepository {
  constructor(db: SqliteDatabase, outbox: SqliteOutbox, private readonly parts: StudentParts) {
    super(db, outbox, [parts.notes, parts.meetings, parts.tasks, parts.students]);
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
