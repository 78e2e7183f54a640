import type { Connection } from 'mongoose';
import { commitMongoUnit, MongoErasures, MongoRecordErasures, mongoStudentDocuments, type OutboxEvent } from '@counsel/kit';
import { MongoUploadLedger } from '@counsel/kit/mongo';
import { DEFAULT_SCHOOL_NAME } from '../../domain/school.js';
import type { RosterStore, RosterWrites } from '../../ports/roster-store.js';
import { ensureDefaultSchool, rosterModels, type RosterModels } from './models.js';
import { MongoEnrollments } from './mongo-enrollments.js';
import { MongoImports } from './mongo-imports.js';
import { MongoRules } from './mongo-rules.js';
import { MongoSchools } from './mongo-schools.js';
import { MongoStaff } from './mongo-staff.js';
import { MongoUsers } from './mongo-users.js';

/**
 * The distributed roster store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoRosterStore extends MongoUploadLedger implements RosterStore {
  readonly schools: MongoSchools;
  readonly users: MongoUsers;
  readonly staff: MongoStaff;
  readonly enrollments: MongoEnrollments;
  readonly rules: MongoRules;
  readonly imports: MongoImports;

  private constructor(private readonly conn: Connection, private readonly models: RosterModels, readonly erasures: MongoRecordErasures) {
    // The upload ledger is the kit's; an import keeps its file's blob alive as an upload row does.
    super(models.uploads, [models.imports]);
    this.schools = new MongoSchools(models);
    this.users = new MongoUsers(models);
    this.staff = new MongoStaff(models);
    this.enrollments = new MongoEnrollments(models);
    this.rules = new MongoRules(models);
    this.imports = new MongoImports(models);
  }

  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  static async open(conn: Connection, defaultSchoolName = DEFAULT_SCHOOL_NAME): Promise<MongoRosterStore> {
    const m = rosterModels(conn);
    // The roster keeps a student by their account: the enrollment, its copy of the account, any staff assignment.
    const erasures = new MongoRecordErasures(new MongoErasures(conn, m.outbox), [
      mongoStudentDocuments(m.enrollments, '_id', 'account'), mongoStudentDocuments(m.users, '_id', 'account'), mongoStudentDocuments(m.staff, '_id', 'account'),
    ]);
    await Promise.all([m.schools.init(), m.users.init(), m.staff.init(), m.enrollments.init(), m.rules.init(), m.imports.init(), m.rollovers.init(), m.uploads.init(), m.outbox.init(), erasures.init()]);
    await ensureDefaultSchool(m, defaultSchoolName);
    return new MongoRosterStore(conn, m, erasures);
  }

  /** The writes are queued as they are called, then run in call order with the events. */
  async write(work: (w: RosterWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      schools: this.schools.writes(uow), users: this.users.writes(uow), staff: this.staff.writes(uow), enrollments: this.enrollments.writes(uow),
      rules: this.rules.writes(uow), imports: this.imports.writes(uow), erasures: this.erasures.writes(uow.stage),
      rollovers: { record: ({ id, ...r }) => uow.stage((session) => this.models.rollovers.create([{ _id: id, ...r }], { session })) },
    }), work, events);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
