import { Schema, type Connection } from 'mongoose';
import { MongoOutbox } from '@counsel/kit';
import { mongoUploadModel } from '@counsel/kit/mongo';
import type { ContentType } from '../../domain/content-item.js';
import type { FileStatus, KnowledgeFileKind } from '../../domain/knowledge-file.js';

export interface FileDoc {
  _id: string; fileName: string; fileType: string; kind: KnowledgeFileKind; fileSize: number; blobId: string; uploadURL: string | null;
  uploadedBy: string; uploadedAt: string; status: FileStatus; statusReason: string | null; chunkCount: number; attempts: number;
  needsReindex: boolean; indexedAt: string | null;
}
export interface ContentDoc {
  _id: string; type: ContentType; title: string; description: string | null; tags: string[]; body: string | null; url: string | null;
  visibleToStudents: boolean; fileId: string | null; createdBy: string | null; createdAt: string; updatedAt: string;
  needsReindex: boolean; chunkCount: number;
}

const fileSchema = new Schema<FileDoc>({
  _id: String, fileName: { type: String, required: true }, fileType: { type: String, required: true },
  kind: { type: String, required: true, enum: ['pdf', 'doc', 'docx'] }, fileSize: { type: Number, required: true },
  blobId: { type: String, required: true, index: true }, uploadURL: String, uploadedBy: { type: String, required: true },
  uploadedAt: { type: String, required: true }, status: { type: String, required: true, enum: ['Pending', 'Indexed', 'Failed'] },
  statusReason: String, chunkCount: { type: Number, default: 0 }, attempts: { type: Number, default: 0 },
  needsReindex: { type: Boolean, default: false }, indexedAt: String,
}, { versionKey: false });
fileSchema.index({ uploadedAt: -1, _id: 1 });
fileSchema.index({ status: 1 });
fileSchema.index({ needsReindex: 1 });

const contentSchema = new Schema<ContentDoc>({
  _id: String, type: { type: String, required: true, enum: ['document', 'link', 'note'] }, title: { type: String, required: true },
  description: String, tags: { type: [String], default: [] }, body: String, url: String, visibleToStudents: { type: Boolean, default: false },
  fileId: String, createdBy: String, createdAt: { type: String, required: true }, updatedAt: { type: String, required: true },
  needsReindex: { type: Boolean, default: false }, chunkCount: { type: Number, default: 0 },
}, { versionKey: false });
// One content item per file; notes and links (no file) are not constrained.
contentSchema.index({ fileId: 1 }, { unique: true, partialFilterExpression: { fileId: { $type: 'string' } } });
contentSchema.index({ createdAt: -1, _id: 1 });
contentSchema.index({ needsReindex: 1 });

export function knowledgeModels(conn: Connection) {
  return {
    /** The kit's outbox (collection `outbox`): each write's events go through its commit. */
    outbox: new MongoOutbox(conn),
    uploads: mongoUploadModel(conn),
    files: conn.model<FileDoc>('KnowledgeFile', fileSchema, 'knowledge_files'),
    content: conn.model<ContentDoc>('ContentItem', contentSchema, 'content_items'),
  };
}
export type KnowledgeModels = ReturnType<typeof knowledgeModels>;

/** Builds the indexes (unique fileId included) before the store is used. */
export async function initKnowledgeModels(m: KnowledgeModels) {
  await Promise.all([m.uploads.init(), m.files.init(), m.content.init()]);
}
