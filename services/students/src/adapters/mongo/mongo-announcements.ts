import type { Stage } from '@counsel/kit';
import type { AnnouncementRepository, AnnouncementWrites } from '../../ports/announcements-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import { PROFILE_ONLY, toProfile } from './student-docs.js';
import type { StudentModels } from './student-models.js';

/** Whether the roster was told of each student (the documents' rosterAnnounced; absent on documents from before). */
export class MongoAnnouncements implements AnnouncementRepository {
  constructor(private readonly models: StudentModels) {}

  writes(stage: Stage): AnnouncementWrites {
    const students = this.models.students;
    return {
      mark: (studentId) => stage((session) => students.updateOne({ _id: studentId }, { $set: { rosterAnnounced: true } }, { session })),
      // Every mark is checked before any is made: on a server without transactions a refusal then leaves no
      // document marked whose event the outbox forgets. A save that announces one of them between the check and
      // the marks wrote its event after this unit's, so its event stays the last word.
      markWaiting: (studentIds) => stage(async (session) => {
        const ids = [...studentIds];
        const waiting = await students.countDocuments({ _id: { $in: ids }, rosterAnnounced: { $ne: true } }).session(session ?? null);
        if (waiting !== new Set(ids).size) throw new WriteRefused('announced');
        await students.updateMany({ _id: { $in: ids } }, { $set: { rosterAnnounced: true } }, { session });
      }),
    };
  }

  async unannounced(limit: number) {
    const docs = await this.models.students.find({ rosterAnnounced: { $ne: true }, rosterOnly: { $ne: true } }, PROFILE_ONLY).sort({ _id: 1 }).limit(limit).lean();
    return docs.map(toProfile);
  }
}
