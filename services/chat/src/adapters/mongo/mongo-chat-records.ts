import type { MongoErasures, MongoOutbox, OutboxEvent } from '@counsel/kit';
import { erasedItems } from '../../domain/erasure.js';
import type { ChatRecordStore, ErasureTarget, RemovedItem } from '../../ports/chat-records.js';
import { toAnswer } from './mongo-chat-answers.js';
import type { ChatModels, ChatTurnDoc, StudentContextDoc, StudentDocumentDoc } from './models.js';

/** The student record over chat's MongoDB database; erasures go through the kit's ledger and outbox. */
export class MongoChatRecordStore implements ChatRecordStore {
  constructor(private readonly models: ChatModels, readonly outbox: MongoOutbox, private readonly erasures: MongoErasures) {}

  async studentRecord(studentId: string, studentUserId: string) {
    const [asked, about, c, docs] = await Promise.all([
      this.models.turns.find({ actorId: { $eq: studentUserId } }).sort({ at: 1, _id: 1 }).lean<ChatTurnDoc[]>(),
      this.models.turns.find({ studentId: { $eq: studentId }, actorId: { $ne: studentUserId } }).sort({ at: 1, _id: 1 }).lean<ChatTurnDoc[]>(),
      this.models.contexts.findById(studentId).lean<StudentContextDoc>(),
      this.models.documents.find({ studentId: { $eq: studentId } }).sort({ createdAt: 1, _id: 1 }).lean<StudentDocumentDoc[]>(),
    ]);
    return {
      turnsAsked: asked.map(toAnswer),
      turnsAbout: about.map(toAnswer),
      context: c ? {
        userId: c.userId || null, schoolId: c.schoolId ?? null, profile: c.profile ?? null, profileAt: c.profileAt ?? null,
        preferences: c.preferences ?? null, preferencesAt: c.preferencesAt ?? null, collegeList: c.collegeList ?? null, collegeListAt: c.collegeListAt ?? null,
        academicPlan: c.academicPlan ?? null, academicPlanAt: c.academicPlanAt ?? null,
      } : null,
      documents: docs.map((d) => ({ documentId: d._id, fileName: d.fileName, fileType: d.fileType, createdAt: d.createdAt, deletedAt: d.deletedAt ?? null })),
    };
  }

  /**
   * The documents go first, then the erasure record, then the confirmation through the outbox. A crash before
   * the record leaves the request unacknowledged: its redelivery erases again (counting what is left) and confirms.
   */
  async eraseStudent(t: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent) {
    return this.erasures.eraseOnce(t, async () => {
      const mine = { $or: [{ actorId: { $eq: t.studentUserId } }, { studentId: { $eq: t.studentId } }] };
      const ratings = await this.models.turns.countDocuments({ ...mine, rating: { $ne: null } });
      const asked = (await this.models.turns.deleteMany({ actorId: { $eq: t.studentUserId } })).deletedCount;
      const about = (await this.models.turns.deleteMany({ studentId: { $eq: t.studentId } })).deletedCount;
      const context = (await this.models.contexts.deleteOne({ _id: { $eq: t.studentId } })).deletedCount;
      const documents = (await this.models.documents.deleteMany({ studentId: { $eq: t.studentId } })).deletedCount;
      return erasedItems({ asked, about, ratings, context, documents });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  async deleteTurnsBefore(cutoff: string) {
    const ratings = await this.models.turns.countDocuments({ at: { $lt: cutoff }, rating: { $ne: null } });
    const turns = (await this.models.turns.deleteMany({ at: { $lt: cutoff } })).deletedCount;
    return { turns, ratings };
  }
}
