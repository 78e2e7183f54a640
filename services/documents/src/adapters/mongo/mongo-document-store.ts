import type { Connection } from 'mongoose';
import { MongoErasures, MongoOutbox, type UploadRecord } from '@counsel/kit';
import type { StudentDocument } from '../../domain/document.js';
import { erasedItems } from '../../domain/erasure.js';
import type { DocumentStore, ErasureTarget, OutboxEvent, RemovedItem } from '../../ports/document-store.js';
import type { DocumentDoc, DocumentsModels, UploadDoc } from './models.js';

const toUpload = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});
const toDocument = ({ _id, ...d }: DocumentDoc): StudentDocument => ({ id: _id, ...d });

/**
 * MongoDB adapter (distributed mode). A change and its event commit through the kit's MongoOutbox: in one
 * transaction where the deployment has them; on a standalone server the event first and each write ordered so
 * a crash leaves at worst an upload marked registered with no record, which the sweeper cannot see as visible data.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly outbox: MongoOutbox;
  private readonly erasures: MongoErasures;

  constructor(private readonly models: DocumentsModels, private readonly conn: Connection) {
    this.outbox = new MongoOutbox(conn);
    this.erasures = new MongoErasures(conn, this.outbox);
  }

  /** The erasure ledger's indexes (start-up; the models' are built by the caller). */
  init() {
    return this.erasures.init();
  }

  async setStudentOwner(studentId: string, userId: string, schoolId: string | null) {
    await this.models.owners.updateOne({ _id: studentId }, { $set: { userId, schoolId } }, { upsert: true });
  }

  async markDone(step: string) {
    // An upsert that inserts reports one upserted id; a step already done matches and changes nothing.
    const r = await this.models.doneSteps.updateOne({ _id: step }, { $setOnInsert: { at: new Date().toISOString() } }, { upsert: true });
    return r.upsertedCount === 1;
  }

  async isDone(step: string) {
    return (await this.models.doneSteps.exists({ _id: step })) !== null;
  }

  async studentOwner(studentId: string) {
    const d = await this.models.owners.findById(studentId).lean();
    return d ? { userId: d.userId, schoolId: d.schoolId ?? null } : null;
  }

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
    const r = await this.models.uploads.updateOne({ _id: uploadId, state: 'reserved' }, { $set: { state: 'receiving' } });
    return r.modifiedCount === 1;
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
    const [u, d] = await Promise.all([
      this.models.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.documents.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...d].map((x) => x.blobId));
  }

  async registerDocument(doc: StudentDocument, event: OutboxEvent) {
    return this.outbox.commit([event], async (session) => {
      const marked = await this.models.uploads.updateOne({ _id: doc.uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: doc.uploadedAt } }, { session });
      if (marked.modifiedCount !== 1) return false;
      try {
        const { id, ...rest } = doc;
        await this.models.documents.create([{ _id: id, ...rest }], { session });
      } catch (err) {
        // Inside a transaction the abort undoes the mark; without one, undo it by hand.
        if (!session) await this.models.uploads.updateOne({ _id: doc.uploadId }, { $set: { registeredAt: null } });
        throw err;
      }
      return true;
    });
  }

  async listDocuments(studentId: string) {
    return (await this.models.documents.find({ studentId: { $eq: studentId } }).sort({ uploadedAt: -1, _id: 1 }).lean<DocumentDoc[]>()).map(toDocument);
  }

  async getDocument(id: string) {
    const d = await this.models.documents.findById(id).lean<DocumentDoc>();
    return d ? toDocument(d) : null;
  }

  async deleteDocument(id: string, event: OutboxEvent) {
    return this.outbox.commit([event], async (session) => {
      const d = await this.models.documents.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<DocumentDoc>();
      if (!d) return false;
      await this.models.uploads.deleteOne({ _id: d.uploadId }, { session });
      return true;
    });
  }

  async uploadsOf(ownerUserId: string) {
    return (await this.models.uploads.find({ ownerUserId: { $eq: ownerUserId } }).sort({ createdAt: 1, _id: 1 }).lean<UploadDoc[]>()).map(toUpload);
  }

  async heldBlobIds(studentId: string, studentUserId: string) {
    const [d, u] = await Promise.all([
      this.models.documents.find({ studentId: { $eq: studentId } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.uploads.find({ ownerUserId: { $eq: studentUserId }, blobId: { $ne: null } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return [...new Set([...d, ...u].map((x) => x.blobId))];
  }

  /**
   * The rows go first, then the erasure record, then the confirmation through the outbox. A crash before the
   * record leaves the rows gone and the request unacknowledged: its redelivery erases again (counting 0s) and
   * confirms; a crash after it confirms the recorded counts.
   */
  async eraseStudent(t: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent) {
    return this.erasures.eraseOnce(t, async () => {
      const files = (await this.heldBlobIds(t.studentId, t.studentUserId)).length;
      const documents = (await this.models.documents.deleteMany({ studentId: { $eq: t.studentId } })).deletedCount;
      const uploads = (await this.models.uploads.deleteMany({ ownerUserId: { $eq: t.studentUserId } })).deletedCount;
      const owner = (await this.models.owners.deleteOne({ _id: { $eq: t.studentId } })).deletedCount;
      return erasedItems({ documents, files, uploads, owner });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
