import { SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { StudentStore, StudentWrites } from '../../ports/student-store.js';
import { SqliteActivities } from './sqlite-activities.js';
import { SqliteAnnouncements } from './sqlite-announcements.js';
import { SqliteBackfills } from './sqlite-backfills.js';
import { SqliteCollegeLists } from './sqlite-college-lists.js';
import { SqliteCourses } from './sqlite-courses.js';
import { SqlitePreferences } from './sqlite-preferences.js';
import { SqliteProfiles } from './sqlite-profiles.js';
import { SqliteStudentErasures } from './sqlite-student-erasures.js';

/** The embedded students store: one SQLite file under DATA_DIR (better-sqlite3, WAL); a unit of work is one transaction with its outbox rows. */
export class SqliteStudentStore extends SqliteUnitStore<StudentWrites> implements StudentStore {
  readonly profiles: SqliteProfiles;
  readonly announcements: SqliteAnnouncements;
  readonly courses: SqliteCourses;
  readonly activities: SqliteActivities;
  readonly preferences: SqlitePreferences;
  readonly collegeLists: SqliteCollegeLists;
  readonly erasures: SqliteStudentErasures;
  readonly backfills: SqliteBackfills;
  protected override readonly writes: StudentWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.profiles = new SqliteProfiles(db, (studentId) => this.collegeLists.heldCount(studentId));
    this.announcements = new SqliteAnnouncements(db);
    this.courses = new SqliteCourses(db);
    this.activities = new SqliteActivities(db);
    this.preferences = new SqlitePreferences(db);
    this.collegeLists = new SqliteCollegeLists(db, (studentId, count) => this.profiles.showCollegeList(studentId, count));
    this.erasures = new SqliteStudentErasures(db, this.outbox, this);
    this.backfills = new SqliteBackfills(db);
    this.writes = {
      profiles: this.profiles.writes, announcements: this.announcements.writes, courses: this.courses.writes, activities: this.activities.writes,
      preferences: this.preferences.writes, collegeLists: this.collegeLists.writes, erasures: this.erasures.writes, backfills: this.backfills.writes,
    };
  }
}
