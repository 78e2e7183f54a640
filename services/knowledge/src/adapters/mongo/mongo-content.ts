import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { ContentRepository, ContentWrites, NewContentItem } from '../../ports/content-repository.js';
import { WriteRefused } from '../../ports/knowledge-store.js';
import { toContent } from './convert.js';
import type { ContentDoc, KnowledgeModels } from './models.js';

export class MongoContent implements ContentRepository {
  constructor(private readonly models: KnowledgeModels) {}

  writes(stage: Stage): ContentWrites {
    const m = this.models;
    return {
      add: (item) => stage((session) => this.insert(item, session)),
      update: (id, patch, updatedAt) => stage(async (session) => {
        const set: Record<string, unknown> = {};
        for (const key of ['title', 'description', 'tags', 'body', 'url', 'visibleToStudents'] as const) {
          if (patch[key] !== undefined) set[key] = patch[key];
        }
        const r = await m.content.updateOne({ _id: { $eq: id } }, { $set: { ...set, updatedAt, needsReindex: true } }, { session });
        if (r.matchedCount === 0) throw new WriteRefused('gone');
      }),
      remove: (id) => stage(async (session) => {
        if ((await m.content.deleteOne({ _id: { $eq: id } }, { session })).deletedCount === 0) throw new WriteRefused('gone');
      }),
      setIndexed: (id, chunkCount) => stage((session) => m.content.updateOne({ _id: { $eq: id } }, { $set: { chunkCount, needsReindex: false } }, { session })),
      flagAllForReindex: () => stage((session) => m.content.updateMany({ type: { $ne: 'document' } }, { $set: { needsReindex: true } }, { session })),
      clearReindexFlag: (id) => stage((session) => m.content.updateOne({ _id: { $eq: id } }, { $set: { needsReindex: false } }, { session })),
    };
  }

  /** Inside a unit of work (a file's document item goes with the file). */
  async insert(i: NewContentItem, session: ClientSession | undefined) {
    await this.models.content.create([{
      _id: i.id, type: i.type, title: i.title, description: i.description, tags: [...i.tags], body: i.body, url: i.url,
      visibleToStudents: i.visibleToStudents, fileId: i.fileId, createdBy: i.createdBy, createdAt: i.createdAt, updatedAt: i.updatedAt,
      needsReindex: i.type !== 'document', chunkCount: 0,
    }], { session });
  }

  async get(id: string) {
    const d = await this.models.content.findOne({ _id: { $eq: id } }).lean<ContentDoc>();
    return d ? toContent(d) : null;
  }

  async forFile(fileId: string) {
    const d = await this.models.content.findOne({ fileId: { $eq: fileId } }).lean<ContentDoc>();
    return d ? toContent(d) : null;
  }

  async list() {
    return (await this.models.content.find().sort({ createdAt: -1, _id: 1 }).lean<ContentDoc[]>()).map(toContent);
  }

  async toIndex() {
    return (await this.models.content.find({ needsReindex: true }).sort({ createdAt: 1, _id: 1 }).lean<ContentDoc[]>()).map(toContent);
  }
}
