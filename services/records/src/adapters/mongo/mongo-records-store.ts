import type { OutboxEvent } from '@counsel/kit';
import type { AccessEntry } from '../../domain/access-entry.js';
import type { Confirmation, Deletion } from '../../domain/deletion.js';
import type { ExportJob } from '../../domain/export-job.js';
import type { RecordStudent } from '../../domain/record-student.js';
import type { RecordsStore, RetentionState } from '../../ports/records-store.js';
import type { AccessDoc, DeletionDoc, ExportDoc, RecordsModels, StudentDoc } from './models.js';

const toStudent = ({ _id, ...d }: StudentDoc): RecordStudent => ({ studentId: _id, ...d });
const toAccess = ({ _id, ...d }: AccessDoc): AccessEntry => ({ id: _id, ...d });
const toDeletion = ({ _id, ...d }: DeletionDoc): Deletion => ({ id: _id, ...d });
const toExport = ({ _id, ...d }: ExportDoc): ExportJob => ({ id: _id, ...d });
const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

/** The records store in MongoDB: the same rules as SQLite, with the outbox written in the change's transaction where the server has them. */
export class MongoRecordsStore implements RecordsStore {
  constructor(private readonly models: RecordsModels) {}
  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  async upsertStudent({ studentId, ...s }: RecordStudent) {
    await this.models.students.replaceOne({ _id: studentId }, s, { upsert: true });
  }
  async student(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }
  async studentByUserId(userId: string) {
    const d = await this.models.students.findOne({ userId }).sort({ updatedAt: -1 }).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }
  async leavers(cutoff: string, limit: number) {
    const q = { status: { $in: ['alumni', 'inactive'] as RecordStudent['status'][] }, statusSince: { $lte: cutoff } };
    const [docs, total] = await Promise.all([
      this.models.students.find(q).sort({ statusSince: 1, _id: 1 }).limit(limit).lean<StudentDoc[]>(), this.models.students.countDocuments(q),
    ]);
    return { items: docs.map(toStudent), total };
  }
  async removeStudent(studentId: string) {
    return (await this.models.students.deleteOne({ _id: studentId })).deletedCount;
  }

  async appendAccess({ id, ...e }: AccessEntry) {
    // Insert only: a redelivered read keeps its first entry, and nothing ever rewrites one.
    await this.models.access.create([{ _id: id, ...e }]).catch((err: unknown) => { if (!isDuplicate(err)) throw err; });
  }
  async accessLog(studentId: string, limit: number, offset: number) {
    const [docs, total] = await Promise.all([
      this.models.access.find({ studentId }).sort({ at: -1, _id: 1 }).skip(offset).limit(limit).lean<AccessDoc[]>(),
      this.models.access.countDocuments({ studentId }),
    ]);
    return { items: docs.map(toAccess), total };
  }
  async purgeAccessBefore(cutoff: string) {
    return (await this.models.access.deleteMany({ at: { $lt: cutoff } })).deletedCount;
  }

  async createDeletion({ id, ...d }: Deletion, events: readonly OutboxEvent[]) {
    try {
      await this.models.outbox.commit(events, (session) => this.models.deletions.create([{ _id: id, ...d }], { session }));
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }
  async deletion(id: string) {
    const d = await this.models.deletions.findById(id).lean<DeletionDoc>();
    return d ? toDeletion(d) : null;
  }
  async openDeletionFor(studentId: string) {
    const d = await this.models.deletions.findOne({ studentId, state: 'in_progress' }).lean<DeletionDoc>();
    return d ? toDeletion(d) : null;
  }
  async deletionOf(studentId: string) {
    const d = await this.models.deletions.findOne({ studentId }).sort({ requestedAt: -1 }).lean<DeletionDoc>();
    return d ? toDeletion(d) : null;
  }
  async deletions(limit: number) {
    return (await this.models.deletions.find().sort({ requestedAt: -1, _id: 1 }).limit(limit).lean<DeletionDoc[]>()).map(toDeletion);
  }
  async confirm(deletionId: string, c: Confirmation) {
    // The first confirmation of a service stays: the filter skips a deletion that already has one from it.
    await this.models.deletions.updateOne({ _id: deletionId, 'confirmations.service': { $ne: c.service } }, { $push: { confirmations: c } });
    return this.deletion(deletionId);
  }
  async beginCompleting(deletionId: string, at: string, events: readonly OutboxEvent[]) {
    return this.models.outbox.commit(events, async (session) => {
      const r = await this.models.deletions.updateOne({ _id: deletionId, completingAt: null }, { $set: { completingAt: at } }, { session });
      if (r.modifiedCount !== 1) throw new AlreadyCompleting();
      return true;
    }).catch((err: unknown) => { if (err instanceof AlreadyCompleting) return false; throw err; });
  }
  async complete(deletionId: string, at: string) {
    await this.models.deletions.updateOne({ _id: deletionId, state: 'in_progress' }, { $set: { state: 'complete', completedAt: at } });
  }

  async createExport({ id, ...j }: ExportJob) {
    await this.models.exports.create([{ _id: id, ...j }]);
  }
  async exportJob(id: string) {
    const d = await this.models.exports.findById(id).lean<ExportDoc>();
    return d ? toExport(d) : null;
  }
  async updateExport({ id, ...j }: ExportJob, events: readonly OutboxEvent[] = []) {
    await this.models.outbox.commit(events, (session) => this.models.exports.replaceOne({ _id: id }, j, { session }));
  }
  async exportsOf(studentId: string) {
    return (await this.models.exports.find({ studentId }).sort({ createdAt: -1 }).lean<ExportDoc[]>()).map(toExport);
  }
  async staleExports(now: string) {
    const docs = await this.models.exports.find({ $or: [{ state: { $in: ['pending', 'running'] } }, { state: 'ready', expiresAt: { $lte: now } }] }).lean<ExportDoc[]>();
    return docs.map(toExport);
  }
  async removeExports(studentId: string) {
    return (await this.models.exports.deleteMany({ studentId })).deletedCount;
  }

  async retentionState(): Promise<RetentionState> {
    const d = await this.models.retention.findById('retention').lean<RetentionState>();
    return d ? { enabled: d.enabled, previewedAt: d.previewedAt, lastRunAt: d.lastRunAt, lastRunDeleted: d.lastRunDeleted }
      : { enabled: false, previewedAt: null, lastRunAt: null, lastRunDeleted: 0 };
  }
  async saveRetentionState(s: RetentionState) {
    await this.models.retention.replaceOne({ _id: 'retention' }, s, { upsert: true });
  }
}

/** Rolls back the outbox write when another writer began completing first. */
class AlreadyCompleting extends Error {}
