import mongoose, { type Connection } from 'mongoose';
import { commitMongoUnit, MongoErasures, MongoOutbox, type OutboxEvent } from '@counsel/kit';
import type { StudentStore, StudentWrites } from '../../ports/student-store.js';
import { MongoActivities } from './mongo-activities.js';
import { MongoAnnouncements } from './mongo-announcements.js';
import { MongoBackfills } from './mongo-backfills.js';
import { MongoCollegeLists } from './mongo-college-lists.js';
import { MongoCourses } from './mongo-courses.js';
import { MongoPreferences } from './mongo-preferences.js';
import { MongoProfiles } from './mongo-profiles.js';
import { MongoStudentErasures } from './mongo-student-erasures.js';
import { SHOWN_FROM_DOC } from './student-docs.js';
import { backfillModel, collegeListModel, studentModel, type StudentModels } from './student-models.js';

/**
 * The distributed students store: MongoDB through mongoose, one database for this service. A unit of work goes
 * through the kit's MongoOutbox: one transaction with its events where the server has transactions (a replica
 * set, as deployed); on a standalone server the events are written first and the documents after (MongoOutbox
 * explains why that is the safe side).
 */
export class MongoStudentStore implements StudentStore {
  readonly profiles: MongoProfiles;
  readonly announcements: MongoAnnouncements;
  readonly courses: MongoCourses;
  readonly activities: MongoActivities;
  readonly preferences: MongoPreferences;
  readonly collegeLists: MongoCollegeLists;
  readonly erasures: MongoStudentErasures;
  readonly backfills: MongoBackfills;

  private constructor(private readonly conn: Connection, private readonly models: StudentModels) {
    this.profiles = new MongoProfiles(models, (studentId, session) => this.collegeLists.held(studentId, session));
    this.announcements = new MongoAnnouncements(models);
    this.courses = new MongoCourses(models);
    this.activities = new MongoActivities(models);
    this.preferences = new MongoPreferences(models);
    this.collegeLists = new MongoCollegeLists(models, (studentId, count, at, session) => this.profiles.showCollegeList(studentId, count, at, session));
    this.erasures = new MongoStudentErasures(new MongoErasures(conn, models.outbox), this);
    this.backfills = new MongoBackfills(models);
  }

  /** Other processes of the service write the same database unseen: no revision to keep answers by. */
  revision(): string | null {
    return null;
  }

  static async connect(url: string, dbName: string): Promise<MongoStudentStore> {
    const conn = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 10_000 }).asPromise();
    const students = studentModel(conn);
    await students.createCollection();
    await students.syncIndexes();
    // Documents from before college lists sort and count by the value shown, which is their saved one.
    await students.updateMany({ shownTargetColleges: { $exists: false } }, [SHOWN_FROM_DOC], { updatePipeline: true });
    const lists = collegeListModel(conn);
    await lists.createCollection();
    const backfills = backfillModel(conn);
    await backfills.createCollection();
    const models: StudentModels = { students, lists, backfills, outbox: new MongoOutbox(conn) };
    const store = new MongoStudentStore(conn, models);
    await Promise.all([models.outbox.init(), store.erasures.init()]);
    return store;
  }

  get outbox() {
    return this.models.outbox;
  }

  /** The writes are queued as they are called, then run in call order with the events (a refusal aborts the rest). */
  async write(work: (w: StudentWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      profiles: this.profiles.writes(uow.stage), announcements: this.announcements.writes(uow.stage), courses: this.courses.writes(uow.stage),
      activities: this.activities.writes(uow.stage), preferences: this.preferences.writes(uow.stage), collegeLists: this.collegeLists.writes(uow.stage),
      erasures: this.erasures.writes(uow.stage), backfills: this.backfills.writes(uow.stage),
    }), work, events);
  }

  async close() {
    await this.conn.close();
  }
}
