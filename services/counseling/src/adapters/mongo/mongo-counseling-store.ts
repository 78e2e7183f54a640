import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent } from '@counsel/kit';
import type { CounselingStore, CounselingWrites, MarkerRepository } from '../../ports/counseling-store.js';
import { counselingModels, type CounselingModels } from './models.js';
import { MongoMeetings } from './mongo-meetings.js';
import { MongoNotes } from './mongo-notes.js';
import { MongoStudentErasures } from './mongo-student-erasures.js';
import { MongoStudents } from './mongo-students.js';
import { MongoTasks } from './mongo-tasks.js';

/**
 * The distributed counseling store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoCounselingStore implements CounselingStore {
  readonly students: MongoStudents;
  readonly notes: MongoNotes;
  readonly meetings: MongoMeetings;
  readonly tasks: MongoTasks;
  readonly erasures: MongoStudentErasures;
  readonly markers: MarkerRepository;

  private constructor(private readonly conn: Connection, private readonly models: CounselingModels) {
    this.students = new MongoStudents(models);
    this.notes = new MongoNotes(models, this.students);
    this.meetings = new MongoMeetings(models, this.students);
    this.tasks = new MongoTasks(models, this.students);
    this.erasures = new MongoStudentErasures(models, this);
    this.markers = { has: async (key) => (await models.markers.exists({ _id: key })) !== null };
  }

  static async open(conn: Connection): Promise<MongoCounselingStore> {
    const m = counselingModels(conn);
    await m.erasures.adoptEarlierTombstones();
    await Promise.all([
      m.students.init(), m.applications.init(), m.notes.init(), m.revisions.init(), m.meetings.init(), m.tasks.init(), m.assignments.init(),
      m.erasures.init(), m.markers.init(), m.lists.init(), m.outbox.init(),
    ]);
    return new MongoCounselingStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  /** The writes are queued as they are called, then run in call order with the events (a marker first refuses a second run). */
  async write(work: (w: CounselingWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      students: this.students.writes(uow.stage), notes: this.notes.writes(uow.stage), meetings: this.meetings.writes(uow.stage),
      tasks: this.tasks.writes(uow.stage), erasures: this.erasures.writes(uow.stage),
      markers: { mark: (key) => uow.stage((session) => this.models.markers.create([{ _id: key }], { session })) },
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
