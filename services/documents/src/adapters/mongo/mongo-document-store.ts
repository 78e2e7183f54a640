import type { Connection } from 'mongoose';
import type { UploadRecord } from '@counsel/kit';
import type { StudentDocument } from '../../domain/document.js';
import type { DocumentStore, OutboxEvent } from '../../ports/document-store.js';
import type { DocumentDoc, DocumentsModels, UploadDoc } from './models.js';

const toUpload = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});
const toDocument = ({ _id, ...d }: DocumentDoc): StudentDocument => ({ id: _id, ...d });

let seqTail = 0;
/** Outbox order across restarts: time first, then a per-process counter. */
const nextSeq = () => Date.now() * 1000 + (seqTail = (seqTail + 1) % 1000);

/**
 * MongoDB adapter (distributed mode). Without multi-document transactions (a standalone server has
 * none), each write is ordered so a crash leaves at worst an upload marked registered with no record,
 * which the sweeper cannot see as visible data and the outbox never reports.
 */
export class MongoDocumentStore implements DocumentStore {
  constructor(private readonly m: DocumentsModels, private readonly conn: Connection) {}

  async setStudentOwner(studentId: string, userId: string) {
    await this.m.owners.updateOne({ _id: studentId }, { $set: { userId } }, { upsert: true });
  }

  async markDone(step: string) {
    // An upsert that inserts reports one upserted id; a step already done matches and changes nothing.
    const r = await this.m.doneSteps.updateOne({ _id: step }, { $setOnInsert: { at: new Date().toISOString() } }, { upsert: true });
    return r.upsertedCount === 1;
  }

  async isDone(step: string) {
    return (await this.m.doneSteps.exists({ _id: step })) !== null;
  }

  async studentOwner(studentId: string) {
    const d = await this.m.owners.findById(studentId).lean();
    return d?.userId ?? null;
  }

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
    const r = await this.m.uploads.updateOne({ _id: uploadId, state: 'reserved' }, { $set: { state: 'receiving' } });
    return r.modifiedCount === 1;
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
    const [u, d] = await Promise.all([
      this.m.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.m.documents.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...d].map((x) => x.blobId));
  }

  async registerDocument(doc: StudentDocument, event: OutboxEvent) {
    const marked = await this.m.uploads.updateOne({ _id: doc.uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: doc.uploadedAt } });
    if (marked.modifiedCount !== 1) return false;
    try {
      const { id, ...rest } = doc;
      await this.m.documents.create({ _id: id, ...rest });
    } catch (err) {
      await this.m.uploads.updateOne({ _id: doc.uploadId }, { $set: { registeredAt: null } });
      throw err;
    }
    await this.addEvent(event);
    return true;
  }

  async listDocuments(studentId: string) {
    return (await this.m.documents.find({ studentId: { $eq: studentId } }).sort({ uploadedAt: -1, _id: 1 }).lean<DocumentDoc[]>()).map(toDocument);
  }

  async getDocument(id: string) {
    const d = await this.m.documents.findById(id).lean<DocumentDoc>();
    return d ? toDocument(d) : null;
  }

  async deleteDocument(id: string, event: OutboxEvent) {
    const d = await this.m.documents.findOneAndDelete({ _id: { $eq: id } }).lean<DocumentDoc>();
    if (!d) return false;
    await this.m.uploads.deleteOne({ _id: d.uploadId });
    await this.addEvent(event);
    return true;
  }

  async pendingEvents() {
    const docs = await this.m.outbox.find().sort({ seq: 1 }).lean();
    return docs.map((d) => ({ id: d._id, subject: d.subject as OutboxEvent['subject'], data: JSON.parse(d.payload) as OutboxEvent['data'] }));
  }

  async eventPublished(id: string) {
    await this.m.outbox.deleteOne({ _id: id });
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }

  private async addEvent(e: OutboxEvent) {
    await this.m.outbox.create({ _id: e.id, seq: nextSeq(), subject: e.subject, payload: JSON.stringify(e.data) });
  }
}
