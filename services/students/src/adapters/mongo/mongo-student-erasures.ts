import type { ClientSession } from 'mongoose';
import { MongoRecordErasures, type ErasureTarget, type MongoErasures, type RemovedItem } from '@counsel/kit';
import { WriteRefused } from '../../ports/student-store.js';
import type { MongoCollegeLists } from './mongo-college-lists.js';
import type { MongoProfiles } from './mongo-profiles.js';

/** The aggregates a student's record spans in documents: each erases its own part. */
export interface StudentParts { profiles: MongoProfiles; collegeLists: MongoCollegeLists }

/**
 * The kit's erasure repository. The courses, activities and preferences live in the student's document: they go
 * with it.
 */
export class MongoStudentErasures extends MongoRecordErasures {
  constructor(ledger: MongoErasures, parts: StudentParts) {
    super(ledger, [parts.profiles, parts.collegeLists]);
  }

  /** The students' port refuses a second run of one deletion in its own words (WriteRefused 'erased'), before it removes anything. */
  protected override async erase(t: ErasureTarget, removed: readonly RemovedItem[], session: ClientSession | undefined) {
    if (await this.ledger.recorded(t.deletionId)) throw new WriteRefused('erased');
    await super.erase(t, removed, session);
  }
}
