import { ErasureLedgerReads, type MongoErasures, type Stage } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import type { PlanningModels } from './models.js';
import type { MongoPlans } from './mongo-plans.js';
import type { MongoStudents } from './mongo-students.js';

/** The aggregates a student's record spans: each erases its own part. */
export interface StudentParts { plans: MongoPlans; students: MongoStudents }

/** The kit's erasure ledger (the tombstones), and the erasure of a student's documents across the aggregates. */
export class MongoStudentErasures extends ErasureLedgerReads<MongoErasures> implements ErasureRepository {
  constructor(models: PlanningModels, private readonly parts: StudentParts) {
    super(models.erasures);
  }

  writes(stage: Stage): ErasureWrites {
    const { plans, students } = this.parts;
    return {
      erase: (t, removed) => stage(async (session) => {
        await this.ledger.record(t, removed, session);
        for (const part of [plans, students]) await part.eraseStudent(t.studentId, session);
      }),
    };
  }

  /** A user with no id (a student with no account) was never erased as a user. */
  override async isUserErased(userId: string) {
    return userId !== '' && this.ledger.isUserErased(userId);
  }
}
