import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent } from '@counsel/kit';
import type { ApplicationsStore, ListWrites } from '../../ports/applications-store.js';
import { applicationsModels, type ApplicationsModels } from './applications-models.js';
import { MongoApplications } from './mongo-applications.js';
import { MongoDeadlines } from './mongo-deadlines.js';
import { MongoFeeds } from './mongo-feeds.js';
import { MongoHistory } from './mongo-history.js';
import { MongoLetters } from './mongo-letters.js';
import { MongoListErasures } from './mongo-list-erasures.js';
import { MongoListStudents } from './mongo-list-students.js';

/**
 * The distributed lists store. A unit of work goes through the kit's MongoOutbox: one transaction with its events
 * where the server has transactions (a replica set, as deployed); on a standalone server the events are written
 * first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoApplicationsStore implements ApplicationsStore {
  readonly students: MongoListStudents;
  readonly applications: MongoApplications;
  readonly deadlines: MongoDeadlines;
  readonly feeds: MongoFeeds;
  readonly erasures: MongoListErasures;
  readonly letters: MongoLetters;
  readonly history: MongoHistory;

  /** Other processes of the service write the same database unseen: no revision to keep answers by. */
  revision(): string | null {
    return null;
  }

  private constructor(private readonly conn: Connection, private readonly models: ApplicationsModels) {
    this.students = new MongoListStudents(models);
    this.deadlines = new MongoDeadlines(models);
    this.applications = new MongoApplications(models, this.deadlines);
    this.feeds = new MongoFeeds(models);
    this.letters = new MongoLetters(models);
    this.history = new MongoHistory(models);
    this.erasures = new MongoListErasures(models, this);
  }

  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  static async open(conn: Connection): Promise<MongoApplicationsStore> {
    const m = applicationsModels(conn);
    await m.erasures.adoptEarlierTombstones();
    await Promise.all([m.students.init(), m.applications.init(), m.changes.init(), m.deadlines.init(), m.feeds.init(), m.keys.init(), m.erasures.init(), m.letterRequests.init(), m.schoolDocuments.init(), m.historyPoints.init(), m.historyRules.init(), m.outbox.init()]);
    await m.keys.updateOne({ _id: 'feed' }, { $setOnInsert: { key: randomBytes(32).toString('hex') } }, { upsert: true });
    return new MongoApplicationsStore(conn, m);
  }

  /** The writes are queued as they are called, then run in call order with the events. */
  async write(work: (w: ListWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      students: this.students.writes(uow.stage), applications: this.applications.writes(uow.stage), deadlines: this.deadlines.writes(uow.stage),
      feeds: this.feeds.writes(uow.stage), erasures: this.erasures.writes(uow.stage),
      letters: this.letters.writes(uow.stage), history: this.history.writes(uow.stage),
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
