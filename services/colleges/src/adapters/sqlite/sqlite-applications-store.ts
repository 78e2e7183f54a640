import { SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { ApplicationsStore, ListWrites } from '../../ports/applications-store.js';
import { SqliteApplications } from './sqlite-applications.js';
import { SqliteDeadlines } from './sqlite-deadlines.js';
import { SqliteFeeds } from './sqlite-feeds.js';
import { SqliteHistory } from './sqlite-history.js';
import { SqliteLetters } from './sqlite-letters.js';
import { SqliteListErasures } from './sqlite-list-erasures.js';
import { SqliteListStudents } from './sqlite-list-students.js';

/** The embedded lists store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteApplicationsStore extends SqliteUnitStore<ListWrites> implements ApplicationsStore {
  readonly students: SqliteListStudents;
  readonly applications: SqliteApplications;
  readonly deadlines: SqliteDeadlines;
  readonly feeds: SqliteFeeds;
  readonly erasures: SqliteListErasures;
  readonly letters: SqliteLetters;
  readonly history: SqliteHistory;
  protected override readonly writes: ListWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.students = new SqliteListStudents(db);
    this.applications = new SqliteApplications(db);
    this.deadlines = new SqliteDeadlines(db);
    this.feeds = new SqliteFeeds(db);
    this.letters = new SqliteLetters(db);
    this.history = new SqliteHistory(db);
    this.erasures = new SqliteListErasures(db, this.outbox, this);
    this.writes = {
      students: this.students.writes, applications: this.applications.writes, deadlines: this.deadlines.writes, feeds: this.feeds.writes,
      erasures: this.erasures.writes, letters: this.letters.writes, history: this.history.writes,
    };
  }
}
