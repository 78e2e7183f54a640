import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent, type UploadRecord } from '@counsel/kit';
import { DEFAULT_SCHOOL_NAME } from '../../domain/school.js';
import type { RosterStore, RosterWrites } from '../../ports/roster-store.js';
import { toUpload } from './convert.js';
import { ensureDefaultSchool, rosterModels, type RosterModels, type UploadDoc } from './models.js';
import { MongoEnrollments } from './mongo-enrollments.js';
import { MongoImports } from './mongo-imports.js';
import { MongoRosterErasures } from './mongo-roster-erasures.js';
import { MongoRules } from './mongo-rules.js';
import { MongoSchools } from './mongo-schools.js';
import { MongoStaff } from './mongo-staff.js';
import { MongoUsers } from './mongo-users.js';

/**
 * The distributed roster store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoRosterStore implements RosterStore {
  readonly schools: MongoSchools;
  readonly users: MongoUsers;
  readonly staff: MongoStaff;
  readonly enrollments: MongoEnrollments;
  readonly rules: MongoRules;
  readonly imports: MongoImports;

  private constructor(private readonly conn: Connection, private readonly models: RosterModels, readonly erasures: MongoRosterErasures) {
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
    const erasures = new MongoRosterErasures(conn, m);
    await Promise.all([m.schools.init(), m.users.init(), m.staff.init(), m.enrollments.init(), m.rules.init(), m.imports.init(), m.rollovers.init(), m.uploads.init(), m.outbox.init(), erasures.init()]);
    await ensureDefaultSchool(m, defaultSchoolName);
    return new MongoRosterStore(conn, m, erasures);
  }

  /** The writes are queued as they are called, then run in call order with the events. */
  async write(work: (w: RosterWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({
      schools: this.schools.writes(uow), users: this.users.writes(uow), staff: this.staff.writes(uow), enrollments: this.enrollments.writes(uow),
      rules: this.rules.writes(uow), imports: this.imports.writes(uow), erasures: this.erasures.writes(uow),
      rollovers: { record: ({ id, ...r }) => uow.stage((session) => this.models.rollovers.create([{ _id: id, ...r }], { session })) },
    }), work, events);
  }

  // The upload ledger, as documents and knowledge keep it.
  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.models.uploads.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.models.uploads.findById(uploadId).lean<UploadDoc>();
    return d ? toUpload(d) : null;
  }

  async claimUpload(uploadId: string) {
    return (await this.models.uploads.updateOne({ _id: uploadId, state: 'reserved' }, { $set: { state: 'receiving' } })).modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.models.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.models.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'stored', ...b } });
  }

  async staleUploads(cutoff: string) {
    return (await this.models.uploads.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    await this.models.uploads.deleteOne({ _id: uploadId, registeredAt: null });
  }

  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    const [u, i] = await Promise.all([
      this.models.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.imports.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...i].map((x) => x.blobId));
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
