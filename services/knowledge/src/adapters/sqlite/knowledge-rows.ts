import type { ContentItem, ContentType } from '../../domain/content-item.js';
import type { FileStatus, KnowledgeFile, KnowledgeFileKind } from '../../domain/knowledge-file.js';

export interface FileRow {
  id: string; file_name: string; file_type: string; kind: KnowledgeFileKind; file_size: number; blob_id: string; upload_url: string | null;
  uploaded_by: string; uploaded_at: string; status: FileStatus; status_reason: string | null; chunk_count: number; attempts: number;
  needs_reindex: number; indexed_at: string | null;
}
export interface ContentRow {
  id: string; type: ContentType; title: string; description: string | null; tags: string; body: string | null; url: string | null;
  visible_to_students: number; file_id: string | null; created_by: string | null; created_at: string; updated_at: string;
  needs_reindex: number; chunk_count: number;
}

export const toFile = (r: FileRow): KnowledgeFile => ({
  id: r.id, fileName: r.file_name, fileType: r.file_type, kind: r.kind, fileSize: r.file_size, blobId: r.blob_id, uploadURL: r.upload_url,
  uploadedBy: r.uploaded_by, uploadedAt: r.uploaded_at, status: r.status, statusReason: r.status_reason, chunkCount: r.chunk_count,
  attempts: r.attempts, needsReindex: r.needs_reindex === 1, indexedAt: r.indexed_at,
});
export const toContent = (r: ContentRow): ContentItem => ({
  id: r.id, type: r.type, title: r.title, description: r.description, tags: JSON.parse(r.tags) as string[], body: r.body, url: r.url,
  visibleToStudents: r.visible_to_students === 1, fileId: r.file_id, createdBy: r.created_by, createdAt: r.created_at, updatedAt: r.updated_at,
  needsReindex: r.needs_reindex === 1, chunkCount: r.chunk_count,
});
