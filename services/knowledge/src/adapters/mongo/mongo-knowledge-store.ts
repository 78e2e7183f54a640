import type { ClientSession, Connection } from 'mongoose';
import type { OutboxEvent, UploadRecord } from '@counsel/kit';
import type { ContentItem } from '../../domain/content-item.js';
import type { FileStatus, KnowledgeFile } from '../../domain/knowledge-file.js';
import type { ContentPatch, KnowledgeStore, NewContentItem, NewKnowledgeFile } from '../../ports/knowledge-store.js';
import type { ContentDoc, FileDoc, KnowledgeModels, UploadDoc } from './models.js';

const toUpload = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});
const toFile = (d: FileDoc): KnowledgeFile => ({
  id: d._id, fileName: d.fileName, fileType: d.fileType, kind: d.kind, fileSize: d.fileSize, blobId: d.blobId, uploadURL: d.uploadURL ?? null,
  uploadedBy: d.uploadedBy, uploadedAt: d.uploadedAt, status: d.status, statusReason: d.statusReason ?? null, chunkCount: d.chunkCount ?? 0,
  attempts: d.attempts ?? 0, needsReindex: d.needsReindex === true, indexedAt: d.indexedAt ?? null,
});
const toContent = (d: ContentDoc): ContentItem => ({
  id: d._id, type: d.type, title: d.title, description: d.description ?? null, tags: [...(d.tags ?? [])], body: d.body ?? null, url: d.url ?? null,
  visibleToStudents: d.visibleToStudents === true, fileId: d.fileId ?? null, createdBy: d.createdBy ?? null, createdAt: d.createdAt,
  updatedAt: d.updatedAt, needsReindex: d.needsReindex === true, chunkCount: d.chunkCount ?? 0,
});

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
  constructor(private readonly m: KnowledgeModels, private readonly conn?: Connection) {}

  // --- upload ledger ---

  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.m.uploads.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.m.uploads.findOne({ _id: { $eq: uploadId } }).lean<UploadDoc>();
    return d ? toUpload(d) : null;
  }

  async claimUpload(uploadId: string) {
    const r = await this.m.uploads.updateOne({ _id: { $eq: uploadId }, state: 'reserved' }, { $set: { state: 'receiving' } });
    return r.modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.m.uploads.updateOne({ _id: { $eq: uploadId }, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.m.uploads.updateOne(
      { _id: { $eq: uploadId }, state: 'receiving' },
      { $set: { state: 'stored', blobId: b.blobId, size: b.size, fileType: b.fileType, storedAt: b.storedAt } },
    );
  }

  async staleUploads(cutoff: string) {
    return (await this.m.uploads.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    await this.m.uploads.deleteOne({ _id: { $eq: uploadId }, registeredAt: null });
  }

  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    if (ids.length === 0) return new Set<string>();
    const [u, f] = await Promise.all([
      this.m.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.m.files.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...f].map((x) => x.blobId));
  }

  // --- files ---

  async addFile(f: NewKnowledgeFile, item: NewContentItem, uploadId?: string, events: readonly OutboxEvent[] = []) {
    return this.m.outbox.commit(events, async (session) => {
      if (uploadId) {
        const marked = await this.m.uploads.updateOne(
          { _id: { $eq: uploadId }, state: 'stored', registeredAt: null },
          { $set: { registeredAt: f.uploadedAt } },
          { session },
        );
        if (marked.modifiedCount !== 1) return false;
      }
      let fileInserted = false;
      try {
        await this.m.files.create([{
          _id: f.id, fileName: f.fileName, fileType: f.fileType, kind: f.kind, fileSize: f.fileSize, blobId: f.blobId, uploadURL: f.uploadURL,
          uploadedBy: f.uploadedBy, uploadedAt: f.uploadedAt, status: 'Pending', statusReason: null, chunkCount: 0, attempts: 0,
          needsReindex: false, indexedAt: null,
        }], { session });
        fileInserted = true;
        await this.insertContent(item, session);
      } catch (err) {
        // In a transaction the abort undoes it all. Without one, undo what this call did: the file it inserted
        // (not one that already existed) and the upload mark.
        if (!session && fileInserted) await this.m.files.deleteOne({ _id: { $eq: f.id } });
        if (!session && uploadId) await this.m.uploads.updateOne({ _id: { $eq: uploadId } }, { $set: { registeredAt: null } });
        throw err;
      }
      return true;
    });
  }

  async getFile(id: string) {
    const d = await this.m.files.findOne({ _id: { $eq: id } }).lean<FileDoc>();
    return d ? toFile(d) : null;
  }

  async listFiles() {
    return (await this.m.files.find().sort({ uploadedAt: -1, _id: 1 }).lean<FileDoc[]>()).map(toFile);
  }

  async deleteFile(id: string, events: readonly OutboxEvent[] = []) {
    // The delete decides who removed the file when two requests race; the upload rows go last, so the
    // blob stays referenced (never garbage-collected) until nothing else points at it.
    return this.m.outbox.commit(events, async (session) => {
      const file = await this.m.files.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<FileDoc>();
      if (!file) return null;
      const item = await this.m.content.findOneAndDelete({ fileId: { $eq: id } }, { session }).lean<ContentDoc>();
      await this.m.uploads.deleteMany({ blobId: { $eq: file.blobId } }, { session });
      return { file: toFile(file), item: item ? toContent(item) : null };
    });
  }

  async recordAttempt(id: string) {
    const d = await this.m.files.findOneAndUpdate({ _id: { $eq: id } }, { $inc: { attempts: 1 } }, { returnDocument: 'after' }).lean<FileDoc>();
    return d?.attempts ?? 0;
  }

  async setFileStatus(id: string, status: FileStatus, detail: { reason?: string | null; chunkCount?: number }) {
    const set: Partial<FileDoc> = { status, statusReason: detail.reason ?? null };
    if (detail.chunkCount !== undefined) set.chunkCount = detail.chunkCount;
    // Pending keeps the last indexing time, attempt count and reindex flag; a final status resets them.
    if (status !== 'Pending') Object.assign(set, { indexedAt: new Date().toISOString(), attempts: 0, needsReindex: false });
    await this.m.files.updateOne({ _id: { $eq: id } }, { $set: set });
    if (detail.chunkCount !== undefined) await this.m.content.updateOne({ fileId: { $eq: id } }, { $set: { chunkCount: detail.chunkCount } });
  }

  async filesToIndex() {
    return (await this.m.files.find({ $or: [{ status: 'Pending' }, { needsReindex: true }] }).sort({ uploadedAt: 1, _id: 1 }).lean<FileDoc[]>()).map(toFile);
  }

  // --- content items ---

  async addContent(item: NewContentItem, events: readonly OutboxEvent[] = []) {
    await this.m.outbox.commit(events, (session) => this.insertContent(item, session));
  }

  async getContent(id: string) {
    const d = await this.m.content.findOne({ _id: { $eq: id } }).lean<ContentDoc>();
    return d ? toContent(d) : null;
  }

  async contentForFile(fileId: string) {
    const d = await this.m.content.findOne({ fileId: { $eq: fileId } }).lean<ContentDoc>();
    return d ? toContent(d) : null;
  }

  async listContent() {
    return (await this.m.content.find().sort({ createdAt: -1, _id: 1 }).lean<ContentDoc[]>()).map(toContent);
  }

  async updateContent(id: string, patch: ContentPatch, updatedAt: string, events: readonly OutboxEvent[] = []) {
    const set: Record<string, unknown> = {};
    for (const key of ['title', 'description', 'tags', 'body', 'url', 'visibleToStudents'] as const) {
      if (patch[key] !== undefined) set[key] = patch[key];
    }
    const d = await this.m.outbox.commit(events, (session) => this.m.content.findOneAndUpdate(
      { _id: { $eq: id } },
      { $set: { ...set, updatedAt, needsReindex: true } },
      { returnDocument: 'after', session },
    ).lean<ContentDoc>());
    return d ? toContent(d) : null;
  }

  async deleteContent(id: string, events: readonly OutboxEvent[] = []) {
    const d = await this.m.outbox.commit(events, (session) => this.m.content.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<ContentDoc>());
    return d ? toContent(d) : null;
  }

  async setContentIndexed(id: string, chunkCount: number) {
    await this.m.content.updateOne({ _id: { $eq: id } }, { $set: { chunkCount, needsReindex: false } });
  }

  async contentToIndex() {
    return (await this.m.content.find({ needsReindex: true }).sort({ createdAt: 1, _id: 1 }).lean<ContentDoc[]>()).map(toContent);
  }

  // --- reindexing and counts ---

  async markAllForReindex(events: readonly OutboxEvent[] = []) {
    const [files, items] = await this.m.outbox.commit(events, (session) => Promise.all([
      this.m.files.updateMany({}, { $set: { needsReindex: true } }, { session }),
      this.m.content.updateMany({ type: { $ne: 'document' } }, { $set: { needsReindex: true } }, { session }),
    ]));
    // Every row flagged counts, as in SQLite (matched, whether or not it was flagged already).
    return files.matchedCount + items.matchedCount;
  }

  pendingEvents(limit: number) {
    return this.m.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.m.outbox.eventPublished(id);
  }

  async clearReindexFlag(kind: 'file' | 'content', id: string) {
    const model = kind === 'file' ? this.m.files : this.m.content;
    await (model as KnowledgeModels['files']).updateOne({ _id: { $eq: id } }, { $set: { needsReindex: false } });
  }

  async counts() {
    const [files, indexedFiles, contentItems] = await Promise.all([
      this.m.files.countDocuments(),
      this.m.files.countDocuments({ status: 'Indexed' }),
      this.m.content.countDocuments(),
    ]);
    return { files, indexedFiles, contentItems };
  }

  ready() {
    return this.conn ? this.conn.readyState === 1 : true;
  }

  async close() {
    await this.conn?.close();
  }

  private async insertContent(i: NewContentItem, session?: ClientSession) {
    await this.m.content.create([{
      _id: i.id, type: i.type, title: i.title, description: i.description, tags: [...i.tags], body: i.body, url: i.url,
      visibleToStudents: i.visibleToStudents, fileId: i.fileId, createdBy: i.createdBy, createdAt: i.createdAt, updatedAt: i.updatedAt,
      needsReindex: i.type !== 'document', chunkCount: 0,
    }], { session });
  }
}
