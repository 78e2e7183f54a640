import type { Stage } from '@counsel/kit';
import type { FileDoc, KnowledgeModels } from './models.js';
import type { FileRepository, FileWrites } from '../../ports/files-repository.js';
import { WriteRefused } from '../../ports/knowledge-store.js';
import { toFile } from './convert.js';
import type { MongoContent } from './mongo-content.js';

/**
 * Files with their document items. Without multi-document transactions (a standalone server has none), a file's
 * steps are ordered so a failure is undone where it can be and a crash leaves nothing visible half-made: an upload
 * marked registered is never swept, and blobs stay referenced until their upload rows go last.
 */
export class MongoFiles implements FileRepository {
  constructor(private readonly models: KnowledgeModels, private readonly content: MongoContent) {}

  writes(stage: Stage): FileWrites {
    const m = this.models;
    return {
      add: (f, item, uploadId) => stage(async (session) => {
        if (uploadId) {
          const marked = await m.uploads.updateOne({ _id: { $eq: uploadId }, state: 'stored', registeredAt: null }, { $set: { registeredAt: f.uploadedAt } }, { session });
          if (marked.modifiedCount !== 1) throw new WriteRefused('upload-taken');
        }
        let fileInserted = false;
        try {
          await m.files.create([{
            _id: f.id, fileName: f.fileName, fileType: f.fileType, kind: f.kind, fileSize: f.fileSize, blobId: f.blobId, uploadURL: f.uploadURL,
            uploadedBy: f.uploadedBy, uploadedAt: f.uploadedAt, status: 'Pending', statusReason: null, chunkCount: 0, attempts: 0,
            needsReindex: false, indexedAt: null,
          }], { session });
          fileInserted = true;
          await this.content.insert(item, session);
        } catch (err) {
          // In a transaction the abort undoes it all. Without one, undo what this write did: the file it inserted
          // (not one that already existed) and the upload mark.
          if (!session && fileInserted) await m.files.deleteOne({ _id: { $eq: f.id } });
          if (!session && uploadId) await m.uploads.updateOne({ _id: { $eq: uploadId } }, { $set: { registeredAt: null } });
          throw err;
        }
      }),
      // The delete decides who removed the file when two requests race; the upload rows go last.
      remove: (id) => stage(async (session) => {
        const file = await m.files.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<FileDoc>();
        if (!file) throw new WriteRefused('gone');
        await m.content.deleteOne({ fileId: { $eq: id } }, { session });
        await m.uploads.deleteMany({ blobId: { $eq: file.blobId } }, { session });
      }),
      countAttempt: (id) => stage((session) => m.files.updateOne({ _id: { $eq: id } }, { $inc: { attempts: 1 } }, { session })),
      setStatus: (id, status, detail) => stage(async (session) => {
        const set: Partial<FileDoc> = { status, statusReason: detail.reason ?? null };
        if (detail.chunkCount !== undefined) set.chunkCount = detail.chunkCount;
        // Pending keeps the last indexing time, attempt count and reindex flag; a final status resets them.
        if (status !== 'Pending') Object.assign(set, { indexedAt: new Date().toISOString(), attempts: 0, needsReindex: false });
        await m.files.updateOne({ _id: { $eq: id } }, { $set: set }, { session });
        if (detail.chunkCount !== undefined) await m.content.updateOne({ fileId: { $eq: id } }, { $set: { chunkCount: detail.chunkCount } }, { session });
      }),
      flagAllForReindex: () => stage((session) => m.files.updateMany({}, { $set: { needsReindex: true } }, { session })),
      clearReindexFlag: (id) => stage((session) => m.files.updateOne({ _id: { $eq: id } }, { $set: { needsReindex: false } }, { session })),
    };
  }

  async get(id: string) {
    const d = await this.models.files.findOne({ _id: { $eq: id } }).lean<FileDoc>();
    return d ? toFile(d) : null;
  }

  async list() {
    return (await this.models.files.find().sort({ uploadedAt: -1, _id: 1 }).lean<FileDoc[]>()).map(toFile);
  }

  async toIndex() {
    return (await this.models.files.find({ $or: [{ status: 'Pending' }, { needsReindex: true }] }).sort({ uploadedAt: 1, _id: 1 }).lean<FileDoc[]>()).map(toFile);
  }

  async counts() {
    const [files, indexedFiles, contentItems] = await Promise.all([
      this.models.files.countDocuments(),
      this.models.files.countDocuments({ status: 'Indexed' }),
      this.models.content.countDocuments(),
    ]);
    return { files, indexedFiles, contentItems };
  }
}
