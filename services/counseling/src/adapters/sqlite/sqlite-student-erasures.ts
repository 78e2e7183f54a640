import type { SqliteDatabase } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { SqliteMeetings } from './sqlite-meetings.js';
import type { SqliteNotes } from './sqlite-notes.js';
import type { SqliteStudents } from './sqlite-students.js';
import type { SqliteTasks } from './sqlite-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: SqliteStudents; notes: SqliteNotes; meetings: SqliteMeetings; tasks: SqliteTasks }

/** A student's record across the aggregates, and the erasures ledger (the tombstones). */
export class SqliteStudentErasures implements ErasureRepository {
  readonly writes: ErasureWrites;

  constructor(private readonly db: SqliteDatabase, private readonly parts: StudentParts) {
    this.writes = {
      // The erasure's row goes first: its primary key refuses a second run of one deletion.
      erase: (e) => {
        db.prepare('INSERT INTO erasures (deletion_id, student_id, at) VALUES (?, ?, ?)').run(e.deletionId, e.studentId, e.at);
        for (const part of [parts.notes, parts.meetings, parts.tasks, parts.students]) part.eraseStudent(e.studentId);
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
