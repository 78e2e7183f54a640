import { ErasureLedgerReads, SqliteErasures, type SqliteDatabase, type SqliteOutbox } from '@counsel/kit';
import type { ErasureWrites } from '../../ports/erasures-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import type { SqliteActivities } from './sqlite-activities.js';
import type { SqliteCollegeLists } from './sqlite-college-lists.js';
import type { SqliteCourses } from './sqlite-courses.js';
import type { SqlitePreferences } from './sqlite-preferences.js';
import type { SqliteProfiles } from './sqlite-profiles.js';

/** The aggregates a student's record spans: each erases its own part. */
export interface StudentParts { profiles: SqliteProfiles; courses: SqliteCourses; activities: SqliteActivities; preferences: SqlitePreferences; collegeLists: SqliteCollegeLists }

/** The kit's erasures ledger (the tombstones), and the parts of the record it goes with. */
export class SqliteStudentErasures extends ErasureLedgerReads<SqliteErasures> {
  readonly writes: ErasureWrites;

  constructor(db: SqliteDatabase, outbox: SqliteOutbox, parts: StudentParts) {
    super(new SqliteErasures(db, outbox));
    this.writes = {
      // The ledger row goes first, so a second run of one deletion is refused before it removes anything. The
      // record's children go before it (its delete would cascade them anyway).
      erase: (t, removed) => {
        if (this.ledger.recorded(t.deletionId)) throw new WriteRefused('erased');
        this.ledger.record(t, [...removed]);
        for (const part of [parts.courses, parts.activities, parts.preferences, parts.collegeLists, parts.profiles]) part.eraseStudent(t.studentId);
      },
    };
  }
}
