import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { CollegeListMirror, CollegeListRepository, CollegeListWrites } from '../../ports/college-lists-repository.js';
import type { StudentModels } from './student-models.js';

/** A college list recorded for a student (its length, and when it changed). */
export interface HeldList { count: number | null; at: string }

/** The college lists' mirrors (collection college_lists, also for students not stored yet). */
export class MongoCollegeLists implements CollegeListRepository {
  /** `showOnRecord`: the student's document shows the recorded length (in the same unit of work). */
  constructor(
    private readonly models: StudentModels,
    private readonly showOnRecord: (studentId: string, count: number | null, at: string, session: ClientSession | undefined) => Promise<void>,
  ) {}

  writes(stage: Stage): CollegeListWrites {
    const lists = this.models.lists;
    return {
      // Written without events, so outside a transaction: the duplicate key below can be caught and the write retried.
      record: (studentId, count, at) => stage(async (session) => {
        const write = (upsert: boolean) => lists.updateOne({ _id: studentId, at: { $lte: at } }, { $set: { count, at } }, { upsert, session });
        try {
          await write(true);
        } catch (err) {
          if ((err as { code?: number }).code !== 11000) throw err;
          // The insert collided: a newer list is recorded (this event is stale), or a concurrent first write won the insert.
          if ((await write(false)).matchedCount === 0) return;
        }
        await this.showOnRecord(studentId, count, at, session);
      }),
    };
  }

  /** The list recorded for the student (null when none), inside a unit of work: a document inserted after its list shows it. */
  async held(studentId: string, session: ClientSession | undefined): Promise<HeldList | null> {
    const d = await this.models.lists.findById(studentId).session(session ?? null).lean();
    return d ? { count: d.count ?? null, at: d.at } : null;
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.lists.deleteOne({ _id: studentId }, { session });
  }

  async mirror(studentId: string): Promise<CollegeListMirror | null> {
    const d = await this.models.lists.findById(studentId).lean();
    return d ? { count: d.count ?? null, updatedAt: d.at } : null;
  }
}
