import { ErasureLedgerReads, type MongoErasures, type Stage } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from '../../ports/erasures-repository.js';
import type { OutcomesModels } from './models.js';
import type { MongoOutcomes } from './mongo-outcomes.js';
import type { MongoStudents } from './mongo-students.js';

/** The aggregates a student's record spans: each erases its own part. */
export interface StudentParts { outcomes: MongoOutcomes; students: MongoStudents }

/** The kit's erasure ledger (the tombstones), and the erasure of a student's documents across the aggregates. */
export class MongoStudentErasures extends ErasureLedgerReads<MongoErasures> implements ErasureRepository {
  constructor(models: OutcomesModels, private readonly parts: StudentParts) {
    super(models.erasures);
  }

  writes(stage: Stage): ErasureWrites {
    const { outcomes, students } = this.parts;
    return {
      // The ledger's document goes first: a second run of one deletion keeps the first counts.
      erase: (t, removed) => stage(async (session) => {
        await this.ledger.record(t, removed, session);
        for (const part of [outcomes, students]) await part.eraseStudent(t.studentId, session);
      }),
    };
  }
}
