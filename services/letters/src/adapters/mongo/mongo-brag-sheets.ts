import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { BragSheetRepository, BragSheetWrites } from '../../ports/brag-sheets-repository.js';
import type { BragQuestionsDoc, BragSheetDoc, BragShareDoc, PacketModels } from './mongo-packet-models.js';

/** Brag sheet questions per school, answers per student, and the requests they are shared with. */
export class MongoBragSheets implements BragSheetRepository {
  constructor(private readonly models: PacketModels) {}

  writes(stage: Stage): BragSheetWrites {
    return {
      saveQuestions: (schoolId, questions, updatedAt) => stage((session) =>
        this.models.bragQuestions.replaceOne({ _id: schoolId }, { _id: schoolId, questions, updatedAt }, { upsert: true, session })),
      saveAnswers: ({ studentId, ...s }) => stage((session) => this.models.bragSheets.replaceOne({ _id: studentId }, { _id: studentId, ...s }, { upsert: true, session })),
      share: (requestId, studentId, shared) => stage(async (session) => {
        if (shared) await this.models.bragShares.replaceOne({ _id: requestId }, { _id: requestId, studentId }, { upsert: true, session });
        else await this.models.bragShares.deleteOne({ _id: requestId }, { session });
      }),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.bragSheets.deleteOne({ _id: studentId }, { session });
    await this.models.bragShares.deleteMany({ studentId }, { session });
  }

  async questions(schoolId: string) {
    return (await this.models.bragQuestions.findById(schoolId).lean<BragQuestionsDoc>())?.questions ?? null;
  }

  async answers(studentId: string) {
    const d = await this.models.bragSheets.findById(studentId).lean<BragSheetDoc>();
    return d ? { studentId, answers: d.answers, updatedAt: d.updatedAt } : null;
  }

  async sharedWith(requestIds: readonly string[]) {
    const docs = await this.models.bragShares.find({ _id: { $in: requestIds } }).lean<BragShareDoc[]>();
    return new Set(docs.map((d) => d._id));
  }
}
