import type { Connection } from 'mongoose';
import { MongoErasures, type StagedWrites, type ErasureLedger } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';
import type { RosterModels } from './models.js';

/** The kit's erasures ledger, and the student's documents it goes with. */
export class MongoRosterErasures implements ErasureLedger {
  private readonly ledger: MongoErasures;

  constructor(conn: Connection, private readonly models: RosterModels) {
    this.ledger = new MongoErasures(conn, models.outbox);
  }

  init() {
    return this.ledger.init();
  }

  writes(uow: StagedWrites): ErasureWrites {
    const m = this.models;
    return {
      erase: (t, removed) => uow.stage(async (session) => {
        await m.enrollments.deleteOne({ _id: t.studentUserId }, { session });
        await m.users.deleteOne({ _id: t.studentUserId }, { session });
        await m.staff.deleteOne({ _id: t.studentUserId }, { session });
        await this.ledger.record(t, [...removed], session);
      }),
    };
  }

  async recorded(deletionId: string) {
    return this.ledger.recorded(deletionId);
  }

  async isUserErased(studentUserId: string) {
    return this.ledger.isUserErased(studentUserId);
  }
}
