import type { Connection } from 'mongoose';
import { ErasureLedgerReads, MongoErasures, type StagedWrites } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';
import type { RosterModels } from './models.js';

/** The kit's erasures ledger, and the student's documents it goes with. */
export class MongoRosterErasures extends ErasureLedgerReads<MongoErasures> {
  constructor(conn: Connection, private readonly models: RosterModels) {
    super(new MongoErasures(conn, models.outbox));
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
}
