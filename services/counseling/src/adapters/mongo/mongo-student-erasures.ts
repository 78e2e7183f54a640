import { MongoRecordErasures } from '@counsel/kit';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { CounselingModels } from './models.js';
import type { MongoMeetings } from './mongo-meetings.js';
import type { MongoNotes } from './mongo-notes.js';
import type { MongoStudents } from './mongo-students.js';
import type { MongoTasks } from './mongo-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: MongoStudents; notes: MongoNotes; meetings: MongoMeetings; tasks: MongoTasks }

/**
 * A student's record across the aggregates (what a records export reads), and the kit's erasure repository, which
 * refuses a second run of one deletion as the SQLite side's primary key does.
 */
export class MongoStudentErasures extends MongoRecordErasures implements ErasureRepository {
  constructor(models: CounselingModels, private readonly parts: StudentParts) {
    super(models.erasures, [parts.notes, parts.meetings, parts.tasks, parts.students], 'refuse');
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
