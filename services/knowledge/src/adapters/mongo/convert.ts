import type { ContentItem } from '../../domain/content-item.js';
import type { KnowledgeFile } from '../../domain/knowledge-file.js';
import type { ContentDoc, FileDoc } from './models.js';

export const toFile = (d: FileDoc): KnowledgeFile => ({
  id: d._id, fileName: d.fileName, fileType: d.fileType, kind: d.kind, fileSize: d.fileSize, blobId: d.blobId, uploadURL: d.uploadURL ?? null,
  uploadedBy: d.uploadedBy, uploadedAt: d.uploadedAt, status: d.status, statusReason: d.statusReason ?? null, chunkCount: d.chunkCount ?? 0,
  attempts: d.attempts ?? 0, needsReindex: d.needsReindex === true, indexedAt: d.indexedAt ?? null,
});
export const toContent = (d: ContentDoc): ContentItem => ({
  id: d._id, type: d.type, title: d.title, description: d.description ?? null, tags: [...(d.tags ?? [])], body: d.body ?? null, url: d.url ?? null,
  visibleToStudents: d.visibleToStudents === true, fileId: d.fileId ?? null, createdBy: d.createdBy ?? null, createdAt: d.createdAt,
  updatedAt: d.updatedAt, needsReindex: d.needsReindex === true, chunkCount: d.chunkCount ?? 0,
});
