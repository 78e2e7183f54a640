import type { Connection } from 'mongoose';
import { ErasureLedgerReads, MongoErasures, type Stage } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import type { MongoCollegeLists } from './mongo-college-lists.js';
import type { MongoProfiles } from './mongo-profiles.js';
import type { StudentModels } from './student-models.js';

/** The aggregates a student's record spans in documents: each erases its own part. */
export interface StudentParts { profiles: MongoProfiles; collegeLists: MongoCollegeLists }

/** The kit's erasures ledger (the tombstones), and the documents of the record it goes with. */
export class MongoStudentErasures extends ErasureLedgerReads<MongoErasures> {
  constructor(conn: Connection, models: StudentModels, private readonly parts: StudentParts) {
    super(new MongoErasures(conn, models.outbox));
  }

  init() {
    return this.ledger.init();
  }

  writes(stage: Stage): ErasureWrites {
    return {
      // A second run of one deletion is refused before it removes anything (the ledger keeps the first counts).
      // The courses, activities and preferences live in the student's document: they go with it.
      erase: (t, removed) => stage(async (session) => {
        if (await this.ledger.recorded(t.deletionId)) throw new WriteRefused('erased');
        await this.parts.profiles.eraseStudent(t.studentId, session);
        await this.parts.collegeLists.eraseStudent(t.studentId, session);
        await this.ledger.record(t, [...removed], session);
      }),
    };
  }
}
