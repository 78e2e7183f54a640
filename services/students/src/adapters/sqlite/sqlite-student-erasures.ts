import { SqliteRecordErasures, type ErasureTarget, type RemovedItem, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import { WriteRefused } from '../../ports/student-store.js';
import type { SqliteActivities } from './sqlite-activities.js';
import type { SqliteCollegeLists } from './sqlite-college-lists.js';
import type { SqliteCourses } from './sqlite-courses.js';
import type { SqlitePreferences } from './sqlite-preferences.js';
import type { SqliteProfiles } from './sqlite-profiles.js';

/** The aggregates a student's record spans: each erases its own part. */
export interface StudentParts { profiles: SqliteProfiles; courses: SqliteCourses; activities: SqliteActivities; preferences: SqlitePreferences; collegeLists: SqliteCollegeLists }

/** The kit's erasure repository; the record's children go before it (its delete would cascade them anyway). */
export class SqliteStudentErasures extends SqliteRecordErasures {
  constructor(db: SqliteDatabase, outbox: SqliteOutbox, parts: StudentParts) {
    super(db, outbox, [parts.courses, parts.activities, parts.preferences, parts.collegeLists, parts.profiles]);
  }

  /** The students' port refuses a second run of one deletion in its own words (WriteRefused 'erased'), not the ledger's key's. */
  protected override erase(t: ErasureTarget, removed: readonly RemovedItem[]) {
    if (this.ledger.recorded(t.deletionId)) throw new WriteRefused('erased');
    super.erase(t, removed);
  }
}
