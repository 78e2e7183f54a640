import { Subjects } from '@counsel/proto-events';
import { ErasureLedgerReads, type MongoErasures, type Stage } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { ApplicationsModels } from './applications-models.js';
import type { MongoApplications } from './mongo-applications.js';
import type { MongoLetters } from './mongo-letters.js';
import type { MongoFeeds } from './mongo-feeds.js';
import type { MongoListStudents } from './mongo-list-students.js';

/** The aggregates a student's lists span, read for an export. */
export interface StudentParts { students: MongoListStudents; applications: MongoApplications; feeds: MongoFeeds; letters: MongoLetters }

/** A student's lists across the aggregates, and the kit's erasure ledger (the tombstones). */
export class MongoListErasures extends ErasureLedgerReads<MongoErasures> implements ErasureRepository {
  constructor(private readonly models: ApplicationsModels, private readonly parts: StudentParts) {
    super(models.erasures);
  }

  writes(stage: Stage): ErasureWrites {
    const m = this.models;
    return {
      // The ledger's document goes first: its _id refuses a second run of one deletion (duplicate key).
      erase: (t, removed) => stage(async (session) => {
        const opts = { session };
        await this.ledger.recordOnce(t, removed, session);
        await this.parts.applications.eraseStudent(t.studentId, session);
        await m.feeds.deleteMany({ _id: t.studentId }, opts);
        await this.parts.letters.eraseStudent(t.studentId, session);
        await m.students.deleteMany({ _id: t.studentId }, opts);
        // The student's list events not yet relayed: the payload is JSON text, so they are found by reading it.
        const pending = await m.outbox.model.find({ subject: Subjects.collegesListChanged }, { payload: 1 }, opts).lean<{ _id: string; payload: string }[]>();
        const theirs = pending.filter((d) => (JSON.parse(d.payload) as { studentId?: string }).studentId === t.studentId).map((d) => d._id);
        if (theirs.length) await m.outbox.model.deleteMany({ _id: { $in: theirs } }, opts);
      }),
    };
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
