import type { ClientSession, Connection } from 'mongoose';
import { MongoErasures, type OutboxEvent, type UploadRecord } from '@counsel/kit';
import type { Enrollment } from '../../domain/enrollment.js';
import type { RosterUser } from '../../domain/roster-user.js';
import { DEFAULT_SCHOOL_NAME, type School } from '../../domain/school.js';
import type { EnrollmentQuery, ErasedItem, RosterChange, RosterStore, StoredImport, StudentErasure } from '../../ports/roster-store.js';
import { ensureDefaultSchool, rosterModels, type EnrollmentDoc, type ImportDoc, type RosterModels, type RulesDoc, type SchoolDoc, type UploadDoc, type UserDoc } from './models.js';

const toSchool = ({ _id, ...s }: SchoolDoc): School => ({
  id: _id, name: s.name, ncesId: s.ncesId ?? null, city: s.city ?? null, state: s.state ?? null, sourcedId: s.sourcedId ?? null,
  archived: Boolean(s.archived), createdAt: s.createdAt, updatedAt: s.updatedAt,
});
const toUser = ({ _id, ...u }: UserDoc): RosterUser => ({
  userId: _id, email: u.email, role: u.role, firstName: u.firstName ?? null, lastName: u.lastName ?? null, sourcedId: u.sourcedId ?? null, active: u.active !== false,
});
const toEnrollment = ({ _id, ...e }: EnrollmentDoc): Enrollment => ({
  studentUserId: _id, studentId: e.studentId ?? null, schoolId: e.schoolId, grade: e.grade ?? null, status: e.status,
  manualCounselorId: e.manualCounselorId ?? null, counselorId: e.counselorId ?? null, sourcedId: e.sourcedId ?? null,
  firstName: e.firstName ?? null, lastName: e.lastName ?? null, email: e.email ?? null, graduatedAt: e.graduatedAt ?? null, updatedAt: e.updatedAt,
});
const toImport = ({ _id, ...i }: ImportDoc): StoredImport => ({
  id: _id, format: i.format, status: i.status, fileName: i.fileName ?? null, fileHash: i.fileHash, counts: i.counts, rejected: i.rejected,
  createdById: i.createdById, createdAt: i.createdAt, appliedAt: i.appliedAt ?? null, appliedWithRejections: Boolean(i.appliedWithRejections),
  uploadId: i.uploadId, blobId: i.blobId, newAccounts: i.newAccounts ?? 0,
});
const toUpload = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});
const replaceOne = <T extends { _id: string }>(doc: T) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } });

/**
 * The distributed roster store. A change goes through the kit's MongoOutbox: one transaction with its events
 * where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoRosterStore implements RosterStore {
  private constructor(private readonly conn: Connection, private readonly m: RosterModels, private readonly erasures: MongoErasures) {}

  static async open(conn: Connection, defaultSchoolName = DEFAULT_SCHOOL_NAME): Promise<MongoRosterStore> {
    const m = rosterModels(conn);
    const erasures = new MongoErasures(conn, m.outbox);
    await Promise.all([m.schools.init(), m.users.init(), m.staff.init(), m.enrollments.init(), m.rules.init(), m.imports.init(), m.rollovers.init(), m.uploads.init(), m.outbox.init(), erasures.init()]);
    await ensureDefaultSchool(m, defaultSchoolName);
    return new MongoRosterStore(conn, m, erasures);
  }

  async commit(c: RosterChange, events: readonly OutboxEvent[] = []) {
    await this.m.outbox.commit(events, async (session) => {
      await this.write(c, session);
      return true;
    });
  }

  private async write(c: RosterChange, session: ClientSession | undefined) {
    const m = this.m;
    const opts = { session };
    if (c.schools?.length) await m.schools.bulkWrite(c.schools.map(({ id, ...s }) => replaceOne({ _id: id, ...s })), opts);
    if (c.users?.length) await m.users.bulkWrite(c.users.map(({ userId, ...u }) => replaceOne({ _id: userId, ...u })), opts);
    if (c.staff?.length) await m.staff.bulkWrite(c.staff.map((a) => replaceOne({ _id: a.userId, schoolIds: [...new Set(a.schoolIds)].sort() })), opts);
    if (c.rules?.length) {
      await m.rules.bulkWrite(c.rules.map((r) => replaceOne({ _id: r.schoolId, rules: r.rules.map(({ schoolId: _s, ...x }) => x) })), opts);
    }
    if (c.enrollments?.length) await m.enrollments.bulkWrite(c.enrollments.map(({ studentUserId, ...e }) => replaceOne({ _id: studentUserId, ...e })), opts);
    if (c.imports?.length) await m.imports.bulkWrite(c.imports.map(({ id, ...i }) => replaceOne({ _id: id, ...i })), opts);
    if (c.registerUpload) await m.uploads.updateOne({ _id: c.registerUpload.uploadId, registeredAt: null }, { $set: { registeredAt: c.registerUpload.at } }, opts);
    if (c.rollover) {
      const { id, ...r } = c.rollover;
      await m.rollovers.create([{ _id: id, ...r }], opts);
    }
  }

  async eraseStudent(erasure: StudentErasure, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]) {
    const id = erasure.studentUserId;
    const first = await this.erasures.recorded(erasure.deletionId);
    if (first) {
      await this.m.outbox.commit(confirm(first), async () => true);
      return first;
    }
    const [enrollment, user, staff] = await Promise.all([
      this.m.enrollments.countDocuments({ _id: id }), this.m.users.countDocuments({ _id: id }), this.m.staff.findById(id).lean<{ schoolIds?: string[] }>(),
    ]);
    const removed: ErasedItem[] = [
      { item: 'enrollment', count: enrollment }, { item: 'account', count: user },
      { item: 'school assignments', count: staff?.schoolIds?.length ?? 0 }, { item: 'import rows naming the student', count: erasure.imports.length },
    ];
    await this.m.outbox.commit(confirm(removed), async (session) => {
      await this.m.enrollments.deleteOne({ _id: id }, { session });
      await this.m.users.deleteOne({ _id: id }, { session });
      await this.m.staff.deleteOne({ _id: id }, { session });
      await this.write({ imports: erasure.imports }, session);
      await this.erasures.record(erasure, removed, session);
      return true;
    });
    return removed;
  }

  async isUserErased(studentUserId: string) {
    return this.erasures.isUserErased(studentUserId);
  }

  async schools(includeArchived: boolean) {
    const docs = await this.m.schools.find(includeArchived ? {} : { archived: false }).lean<SchoolDoc[]>();
    return docs.map(toSchool).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  async school(id: string) {
    const d = await this.m.schools.findById(id).lean<SchoolDoc>();
    return d ? toSchool(d) : null;
  }

  async user(userId: string) {
    const d = await this.m.users.findById(userId).lean<UserDoc>();
    return d ? toUser(d) : null;
  }

  async users() {
    return (await this.m.users.find().sort({ _id: 1 }).lean<UserDoc[]>()).map(toUser);
  }

  async staffSchools(userId: string) {
    const d = await this.m.staff.findById(userId).lean<{ schoolIds: string[] }>();
    return [...(d?.schoolIds ?? [])].sort();
  }

  async staffOf(schoolId: string) {
    return (await this.m.staff.find({ schoolIds: schoolId }, { _id: 1 }).sort({ _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
  }

  async allStaff() {
    const docs = await this.m.staff.find({ 'schoolIds.0': { $exists: true } }).sort({ _id: 1 }).lean<{ _id: string; schoolIds: string[] }[]>();
    return docs.map((d) => ({ userId: d._id, schoolIds: [...d.schoolIds].sort() }));
  }

  async enrollment(studentUserId: string) {
    const d = await this.m.enrollments.findById(studentUserId).lean<EnrollmentDoc>();
    return d ? toEnrollment(d) : null;
  }

  async enrollmentByStudentId(studentId: string) {
    const d = await this.m.enrollments.findOne({ studentId: { $eq: studentId } }).lean<EnrollmentDoc>();
    return d ? toEnrollment(d) : null;
  }

  async enrollments(q: EnrollmentQuery = {}) {
    const filter: Record<string, string> = {};
    if (q.schoolId) filter.schoolId = q.schoolId;
    if (q.status) filter.status = q.status;
    return (await this.m.enrollments.find(filter).sort({ _id: 1 }).lean<EnrollmentDoc[]>()).map(toEnrollment);
  }

  async countActive(schoolId: string) {
    return this.m.enrollments.countDocuments({ schoolId: { $eq: schoolId }, status: 'active' });
  }

  async caseloadRules(schoolId: string) {
    const d = await this.m.rules.findById(schoolId).lean<RulesDoc>();
    return (d?.rules ?? []).map((r) => ({ ...r, schoolId })).sort((a, b) => a.position - b.position);
  }

  async rosterImport(id: string) {
    const d = await this.m.imports.findById(id).lean<ImportDoc>();
    return d ? toImport(d) : null;
  }

  async rosterImports(limit: number, offset: number) {
    const [docs, total] = await Promise.all([
      this.m.imports.find().sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<ImportDoc[]>(),
      this.m.imports.countDocuments(),
    ]);
    return { items: docs.map(toImport), total };
  }

  // The upload ledger, as documents and knowledge keep it.
  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.m.uploads.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.m.uploads.findById(uploadId).lean<UploadDoc>();
    return d ? toUpload(d) : null;
  }

  async claimUpload(uploadId: string) {
    return (await this.m.uploads.updateOne({ _id: uploadId, state: 'reserved' }, { $set: { state: 'receiving' } })).modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.m.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.m.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'stored', ...b } });
  }

  async staleUploads(cutoff: string) {
    return (await this.m.uploads.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    await this.m.uploads.deleteOne({ _id: uploadId, registeredAt: null });
  }

  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    const [u, i] = await Promise.all([
      this.m.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.m.imports.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...i].map((x) => x.blobId));
  }

  pendingEvents(limit: number) {
    return this.m.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.m.outbox.eventPublished(id);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
