import type { Stage } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { CounselingModels } from './models.js';
import type { MongoMeetings } from './mongo-meetings.js';
import type { MongoNotes } from './mongo-notes.js';
import type { MongoStudents } from './mongo-students.js';
import type { MongoTasks } from './mongo-tasks.js';

/** The aggregates a student's record spans: each reads and erases its own part. */
export interface StudentParts { students: MongoStudents; notes: MongoNotes; meetings: MongoMeetings; tasks: MongoTasks }

/** A student's record across the aggregates, and the erasures ledger (the tombstones). */
export class MongoStudentErasures implements ErasureRepository {
  constructor(private readonly models: CounselingModels, private readonly parts: StudentParts) {}

  writes(stage: Stage): ErasureWrites {
    const { notes, meetings, tasks, students } = this.parts;
    return {
      // The erasure's document goes first: its _id refuses a second run of one deletion (duplicate key).
      erase: (e) => stage(async (session) => {
        await this.models.erasures.create([{ _id: e.deletionId, studentId: e.studentId, at: e.at }], { session });
        for (const part of [notes, meetings, tasks, students]) await part.eraseStudent(e.studentId, session);
      }),
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }

  async done(deletionId: string) {
    return (await this.models.erasures.exists({ _id: deletionId })) !== null;
  }

  async wasErased(studentId: string) {
    return (await this.models.erasures.exists({ studentId })) !== null;
  }
}
