import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { OwnerRepository, OwnerWrites } from '../../ports/owners-repository.js';
import type { DocumentsModels } from './models.js';

/** Who owns each student profile. */
export class MongoOwners implements OwnerRepository {
  constructor(private readonly models: DocumentsModels) {}

  writes(stage: Stage): OwnerWrites {
    return {
      set: (studentId, { userId, schoolId }) => stage((session) =>
        this.models.owners.updateOne({ _id: studentId }, { $set: { userId, schoolId } }, { upsert: true, session })),
    };
  }

  async get(studentId: string) {
    const d = await this.models.owners.findById(studentId).lean();
    return d ? { userId: d.userId, schoolId: d.schoolId ?? null } : null;
  }

  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.owners.deleteOne({ _id: { $eq: studentId } }, { session });
  }
}
