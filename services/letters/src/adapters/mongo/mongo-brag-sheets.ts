import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { BragSheetRepository, BragSheetWrites } from '../../ports/brag-sheets-repository.js';
import type { BragQuestionsDoc, BragSheetDoc, BragShareDoc, PacketModels } from './mongo-packet-models.js';

/** Brag sheet questions per school, answers per student, and the requests they are shared with. */
export class MongoBragSheets implements BragSheetRepository {
  constructor(private readonly m: PacketModels) {}

  writes(stage: Stage): BragSheetWrites {
    const { m } = this;
    return {
      saveQuestions: (schoolId, questions, updatedAt) => stage((session) =>
        m.bragQuestions.replaceOne({ _id: schoolId }, { _id: schoolId, questions, updatedAt }, { upsert: true, session })),
      saveAnswers: ({ studentId, ...s }) => stage((session) => m.bragSheets.replaceOne({ _id: studentId }, { _id: studentId, ...s }, { upsert: true, session })),
      share: (requestId, studentId, shared) => stage(async (session) => {
        if (shared) await m.bragShares.replaceOne({ _id: requestId }, { _id: requestId, studentId }, { upsert: true, session });
        else await m.bragShares.deleteOne({ _id: requestId }, { session });
      }),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.m.bragSheets.deleteOne({ _id: studentId }, { session });
    await this.m.bragShares.deleteMany({ studentId }, { session });
  }

  async questions(schoolId: string) {
    return (await this.m.bragQuestions.findById(schoolId).lean<BragQuestionsDoc>())?.questions ?? null;
  }

  async answers(studentId: string) {
    const d = await this.m.bragSheets.findById(studentId).lean<BragSheetDoc>();
    return d ? { studentId, answers: d.answers, updatedAt: d.updatedAt } : null;
  }

  async sharedWith(requestIds: readonly string[]) {
    const docs = await this.m.bragShares.find({ _id: { $in: requestIds } }).lean<BragShareDoc[]>();
    return new Set(docs.map((d) => d._id));
  }
}
