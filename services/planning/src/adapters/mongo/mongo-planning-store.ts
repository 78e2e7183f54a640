import type { Connection } from 'mongoose';
import { commitMongoUnit, MongoRecordErasures, type OutboxEvent } from '@counsel/kit';
import type { PlanningStore, PlanningWrites } from '../../ports/planning-store.js';
import { planningModels, type PlanningModels } from './models.js';
import { MongoCatalog } from './mongo-catalog.js';
import { MongoPlans } from './mongo-plans.js';
import { MongoRequirementSets } from './mongo-requirement-sets.js';
import { MongoStudents } from './mongo-students.js';

/**
 * The distributed planning store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoPlanningStore implements PlanningStore {
  readonly students: MongoStudents;
  readonly catalog: MongoCatalog;
  readonly sets: MongoRequirementSets;
  readonly plans: MongoPlans;
  readonly erasures: MongoRecordErasures;

  private constructor(private readonly conn: Connection, private readonly models: PlanningModels) {
    this.plans = new MongoPlans(models, (studentId, session) => this.students.copy(studentId, session));
    this.students = new MongoStudents(models, (s, session) => this.plans.followStudent(s, session));
    this.catalog = new MongoCatalog(models);
    this.sets = new MongoRequirementSets(models);
    this.erasures = new MongoRecordErasures(models.erasures, [this.plans, this.students]);
  }

  static async open(conn: Connection): Promise<MongoPlanningStore> {
    const m = planningModels(conn);
    const { outbox, erasures, ...models } = m;
    await Promise.all([...Object.values(models).map((model) => model.init()), outbox.init(), erasures.init()]);
    return new MongoPlanningStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  /** The writes are queued as they are called, then run in call order with the events. */
  async write(work: (w: PlanningWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow): PlanningWrites => ({
      students: this.students.writes(uow.stage), catalog: this.catalog.writes(uow), sets: this.sets.writes(uow),
      plans: this.plans.writes(uow.stage), erasures: this.erasures.writes(uow.stage),
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
