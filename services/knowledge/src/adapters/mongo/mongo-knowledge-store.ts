import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent, type UploadRecord } from '@counsel/kit';
import type { KnowledgeStore, KnowledgeWrites } from '../../ports/knowledge-store.js';
import { toUpload } from './convert.js';
import type { KnowledgeModels, UploadDoc } from './models.js';
import { MongoContent } from './mongo-content.js';
import { MongoFiles } from './mongo-files.js';

/**
 * MongoDB adapter of the knowledge store (distributed mode), upload ledger included. Single use of an
 * upload is enforced by the state in each `updateOne` filter, as the SQLite ledger does in its UPDATEs.
 * Without multi-document transactions (a standalone server has none), multi-step writes are ordered so
 * a failure is undone where it can be and a crash leaves nothing visible half-made: an upload marked
 * registered is never swept, and blobs stay referenced until their upload rows go last. A write's events go
 * through the kit's MongoOutbox: in one transaction with it where the deployment has them (each step takes
 * the session), else written just before it and removed if it changes nothing.
 */
export class MongoKnowledgeStore implements KnowledgeStore {
  readonly content: MongoContent;
  readonly files: MongoFiles;

  constructor(private readonly models: KnowledgeModels, private readonly conn?: Connection) {
    this.content = new MongoContent(models);
    this.files = new MongoFiles(models, this.content);
  }
  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  // --- upload ledger ---

  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.models.uploads.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.models.uploads.findOne({ _id: { $eq: uploadId } }).lean<UploadDoc>();
    return d ? toUpload(d) : null;
  }

  async claimUpload(uploadId: string) {
    const r = await this.models.uploads.updateOne({ _id: { $eq: uploadId }, state: 'reserved' }, { $set: { state: 'receiving' } });
    return r.modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.models.uploads.updateOne({ _id: { $eq: uploadId }, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.models.uploads.updateOne(
      { _id: { $eq: uploadId }, state: 'receiving' },
      { $set: { state: 'stored', blobId: b.blobId, size: b.size, fileType: b.fileType, storedAt: b.storedAt } },
    );
  }

  async staleUploads(cutoff: string) {
    return (await this.models.uploads.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    await this.models.uploads.deleteOne({ _id: { $eq: uploadId }, registeredAt: null });
  }

  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    if (ids.length === 0) return new Set<string>();
    const [u, f] = await Promise.all([
      this.models.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.files.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...f].map((x) => x.blobId));
  }

  // --- the aggregates ---

  /** The writes are queued as they are called, then run in call order with the events (a refusal aborts the rest). */
  async write(work: (w: KnowledgeWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => ({ files: this.files.writes(uow.stage), content: this.content.writes(uow.stage) }), work, events);
  }

  ready() {
    return this.conn ? this.conn.readyState === 1 : true;
  }

  async close() {
    await this.conn?.close();
  }
}
