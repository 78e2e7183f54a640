import { commitSqliteUnit, SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { ApplicationsStore, ListWrites } from '../../ports/applications-store.js';
import { SqliteApplications } from './sqlite-applications.js';
import { SqliteDeadlines } from './sqlite-deadlines.js';
import { SqliteFeeds } from './sqlite-feeds.js';
import { SqliteHistory } from './sqlite-history.js';
import { SqliteLetters } from './sqlite-letters.js';
import { SqliteListErasures } from './sqlite-list-erasures.js';
import { SqliteListStudents } from './sqlite-list-students.js';

/** The embedded lists store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteApplicationsStore implements ApplicationsStore {
  readonly outbox: SqliteOutbox;
  readonly students: SqliteListStudents;
  readonly applications: SqliteApplications;
  readonly deadlines: SqliteDeadlines;
  readonly feeds: SqliteFeeds;
  readonly erasures: SqliteListErasures;
  readonly letters: SqliteLetters;
  readonly history: SqliteHistory;
  private readonly writes: ListWrites;
  private open = true;

  constructor(readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.students = new SqliteListStudents(db);
    this.applications = new SqliteApplications(db);
    this.deadlines = new SqliteDeadlines(db);
    this.feeds = new SqliteFeeds(db);
    this.letters = new SqliteLetters(db);
    this.history = new SqliteHistory(db);
    this.erasures = new SqliteListErasures(db, this);
    this.writes = {
      students: this.students.writes, applications: this.applications.writes, deadlines: this.deadlines.writes, feeds: this.feeds.writes,
      erasures: this.erasures.writes, letters: this.letters.writes, history: this.history.writes,
    };
  }

  /** The writes run as they are called, inside the transaction; a throw rolls all of them back. */
  async write(work: (w: ListWrites) => void, events: readonly OutboxEvent[] = []) {
    commitSqliteUnit(this.db, this.outbox, this.writes, work, events);
  }

  ready() {
    return this.open;
  }

  async close() {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
