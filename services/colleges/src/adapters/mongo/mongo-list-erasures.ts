import { Subjects } from '@counsel/proto-events';
import { MongoRecordErasures, mongoStudentDocuments, type MongoStudentRowsPart } from '@counsel/kit';
import type { ErasureRepository } from '../../ports/erasures-repository.js';
import { readHoldings } from '../student-holdings.js';
import type { ApplicationsModels } from './applications-models.js';
import type { MongoApplications } from './mongo-applications.js';
import type { MongoLetters } from './mongo-letters.js';
import type { MongoFeeds } from './mongo-feeds.js';
import type { MongoListStudents } from './mongo-list-students.js';

/** The aggregates a student's lists span, read for an export. */
export interface StudentParts { students: MongoListStudents; applications: MongoApplications; feeds: MongoFeeds; letters: MongoLetters }

/**
 * The lists' own part: their list events not yet relayed go too, or a consumer would recreate its copy of the list.
 * The payload is JSON text, so they are found by reading it.
 */
const pendingListEvents = (m: ApplicationsModels): MongoStudentRowsPart => ({
  eraseStudent: async (studentId, session) => {
    const pending = await m.outbox.model.find({ subject: Subjects.collegesListChanged }, { payload: 1 }, { session }).lean<{ _id: string; payload: string }[]>();
    const theirs = pending.filter((d) => (JSON.parse(d.payload) as { studentId?: string }).studentId === studentId).map((d) => d._id);
    if (theirs.length) await m.outbox.model.deleteMany({ _id: { $in: theirs } }, { session });
  },
});

/**
 * A student's lists across the aggregates, and the kit's erasure repository, which refuses a second run of one
 * deletion as the SQLite side's primary key does.
 */
export class MongoListErasures extends MongoRecordErasures implements ErasureRepository {
  constructor(models: ApplicationsModels, private readonly parts: StudentParts) {
    super(models.erasures, [
      parts.applications, mongoStudentDocuments(models.feeds, '_id'), parts.letters, mongoStudentDocuments(models.students, '_id'), pendingListEvents(models),
    ], 'refuse');
  }

  async holdings(studentId: string) {
    return readHoldings(this.parts, studentId);
  }
}
