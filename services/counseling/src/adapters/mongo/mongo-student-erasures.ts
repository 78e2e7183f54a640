import { ErasureLedgerReads, type MongoErasures, type Stage } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { CounselingModels } from './models.js';
import type { MongoMeetings } from './mongo-meetings.js';
import type { MongoNotes } from './mongo-notes.js';
import type { MongoStudents } from './mongo-students.js';
import type { MongoTasks } from './mongo-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: MongoStudents; notes: MongoNotes; meetings: MongoMeetings; tasks: MongoTasks }

/** A student's record across the aggregates, and the kit's erasure ledger (the tombstones). */
export class MongoStudentErasures extends ErasureLedgerReads<MongoErasures> implements ErasureRepository {
  constructor(models: CounselingModels, private readonly parts: StudentParts) {
    super(models.erasures);
  }

  writes(stage: Stage): ErasureWrites {
    const { notes, meetings, tasks, students } = this.parts;
    return {
      // The ledger's document goes first: its _id refuses a second run of one deletion (duplicate key).
      erase: (t, removed) => stage(async (session) => {
        await this.ledger.recordOnce(t, removed, session);
        for (const part of [notes, meetings, tasks, students]) await part.eraseStudent(t.studentId, session);
      }),
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
