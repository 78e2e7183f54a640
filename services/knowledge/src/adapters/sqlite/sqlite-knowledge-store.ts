import { SqliteOutbox, SqliteUploadLedger, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { ContentItem, ContentType } from '../../domain/content-item.js';
import type { FileStatus, KnowledgeFile, KnowledgeFileKind } from '../../domain/knowledge-file.js';
import type { ContentPatch, KnowledgeStore, NewContentItem, NewKnowledgeFile } from '../../ports/knowledge-store.js';

interface FileRow {
  id: string; file_name: string; file_type: string; kind: KnowledgeFileKind; file_size: number; blob_id: string; upload_url: string | null;
  uploaded_by: string; uploaded_at: string; status: FileStatus; status_reason: string | null; chunk_count: number; attempts: number;
  needs_reindex: number; indexed_at: string | null;
}
interface ContentRow {
  id: string; type: ContentType; title: string; description: string | null; tags: string; body: string | null; url: string | null;
  visible_to_students: number; file_id: string | null; created_by: string | null; created_at: string; updated_at: string;
  needs_reindex: number; chunk_count: number;
}


const toFile = (r: FileRow): KnowledgeFile => ({
  id: r.id, fileName: r.file_name, fileType: r.file_type, kind: r.kind, fileSize: r.file_size, blobId: r.blob_id, uploadURL: r.upload_url,
  uploadedBy: r.uploaded_by, uploadedAt: r.uploaded_at, status: r.status, statusReason: r.status_reason, chunkCount: r.chunk_count,
  attempts: r.attempts, needsReindex: r.needs_reindex === 1, indexedAt: r.indexed_at,
});
const toContent = (r: ContentRow): ContentItem => ({
  id: r.id, type: r.type, title: r.title, description: r.description, tags: JSON.parse(r.tags) as string[], body: r.body, url: r.url,
  visibleToStudents: r.visible_to_students === 1, fileId: r.file_id, createdBy: r.created_by, createdAt: r.created_at, updatedAt: r.updated_at,
  needsReindex: r.needs_reindex === 1, chunkCount: r.chunk_count,
});

export class SqliteKnowledgeStore extends SqliteUploadLedger implements KnowledgeStore {
  private readonly outbox: SqliteOutbox;

  constructor(db: SqliteDatabase) {
    super(db, 'knowledge_files');
    this.outbox = new SqliteOutbox(db);
  }

  async addFile(f: NewKnowledgeFile, item: NewContentItem, uploadId?: string, events: readonly OutboxEvent[] = []) {
    return this.db.transaction(() => {
      if (uploadId) {
        const marked = this.db.prepare(`UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND state = 'stored' AND registered_at IS NULL`).run(f.uploadedAt, uploadId).changes;
        if (marked !== 1) return false;
      }
      this.db.prepare(`INSERT INTO knowledge_files (id, file_name, file_type, kind, file_size, blob_id, upload_url, uploaded_by, uploaded_at, status)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Pending')`).run(f.id, f.fileName, f.fileType, f.kind, f.fileSize, f.blobId, f.uploadURL, f.uploadedBy, f.uploadedAt);
      this.insertContent(item);
      this.outbox.append(events);
      return true;
    })();
  }

  async getFile(id: string) {
    const r = this.db.prepare('SELECT * FROM knowledge_files WHERE id = ?').get(id) as FileRow | undefined;
    return r ? toFile(r) : null;
  }

  async listFiles() {
    return (this.db.prepare('SELECT * FROM knowledge_files ORDER BY uploaded_at DESC, id').all() as FileRow[]).map(toFile);
  }

  async deleteFile(id: string, events: readonly OutboxEvent[] = []) {
    return this.db.transaction(() => {
      const file = this.db.prepare('SELECT * FROM knowledge_files WHERE id = ?').get(id) as FileRow | undefined;
      if (!file) return null;
      const item = this.db.prepare('SELECT * FROM content_items WHERE file_id = ?').get(id) as ContentRow | undefined;
      this.db.prepare('DELETE FROM content_items WHERE file_id = ?').run(id);
      this.db.prepare('DELETE FROM knowledge_files WHERE id = ?').run(id);
      this.db.prepare('DELETE FROM uploads WHERE blob_id = ?').run(file.blob_id);
      const removed = { file: toFile(file), item: item ? toContent(item) : null };
      this.outbox.append(events);
      return removed;
    })();
  }

  async recordAttempt(id: string) {
    const r = this.db.prepare('UPDATE knowledge_files SET attempts = attempts + 1 WHERE id = ? RETURNING attempts').get(id) as { attempts: number } | undefined;
    return r?.attempts ?? 0;
  }

  async setFileStatus(id: string, status: FileStatus, detail: { reason?: string | null; chunkCount?: number }) {
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.db.prepare(`UPDATE knowledge_files SET status = ?, status_reason = ?, chunk_count = COALESCE(?, chunk_count),
        indexed_at = CASE WHEN ? = 'Pending' THEN indexed_at ELSE ? END, attempts = CASE WHEN ? = 'Pending' THEN attempts ELSE 0 END,
        needs_reindex = CASE WHEN ? = 'Pending' THEN needs_reindex ELSE 0 END WHERE id = ?`)
        .run(status, detail.reason ?? null, detail.chunkCount ?? null, status, now, status, status, id);
      if (detail.chunkCount !== undefined) this.db.prepare('UPDATE content_items SET chunk_count = ? WHERE file_id = ?').run(detail.chunkCount, id);
    })();
  }

  async filesToIndex() {
    return (this.db.prepare(`SELECT * FROM knowledge_files WHERE status = 'Pending' OR needs_reindex = 1 ORDER BY uploaded_at`).all() as FileRow[]).map(toFile);
  }

  async addContent(item: NewContentItem, events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => {
      this.insertContent(item);
      this.outbox.append(events);
    })();
  }

  async getContent(id: string) {
    const r = this.db.prepare('SELECT * FROM content_items WHERE id = ?').get(id) as ContentRow | undefined;
    return r ? toContent(r) : null;
  }

  async contentForFile(fileId: string) {
    const r = this.db.prepare('SELECT * FROM content_items WHERE file_id = ?').get(fileId) as ContentRow | undefined;
    return r ? toContent(r) : null;
  }

  async listContent() {
    return (this.db.prepare('SELECT * FROM content_items ORDER BY created_at DESC, id').all() as ContentRow[]).map(toContent);
  }

  async updateContent(id: string, patch: ContentPatch, updatedAt: string, events: readonly OutboxEvent[] = []) {
    const sets: string[] = [];
    const values: unknown[] = [];
    const col: Record<keyof ContentPatch, string> = { title: 'title', description: 'description', tags: 'tags', body: 'body', url: 'url', visibleToStudents: 'visible_to_students' };
    for (const [key, value] of Object.entries(patch) as [keyof ContentPatch, unknown][]) {
      if (value === undefined) continue;
      sets.push(`${col[key]} = ?`);
      values.push(key === 'tags' ? JSON.stringify(value) : key === 'visibleToStudents' ? (value ? 1 : 0) : value);
    }
    return this.db.transaction(() => {
      const r = this.db.prepare(`UPDATE content_items SET ${[...sets, 'updated_at = ?', 'needs_reindex = 1'].join(', ')} WHERE id = ? RETURNING *`)
        .get(...values, updatedAt, id) as ContentRow | undefined;
      const item = r ? toContent(r) : null;
      if (item) this.outbox.append(events);
      return item;
    })();
  }

  async deleteContent(id: string, events: readonly OutboxEvent[] = []) {
    return this.db.transaction(() => {
      const r = this.db.prepare('DELETE FROM content_items WHERE id = ? RETURNING *').get(id) as ContentRow | undefined;
      const item = r ? toContent(r) : null;
      if (item) this.outbox.append(events);
      return item;
    })();
  }

  async setContentIndexed(id: string, chunkCount: number) {
    this.db.prepare('UPDATE content_items SET chunk_count = ?, needs_reindex = 0 WHERE id = ?').run(chunkCount, id);
  }

  async contentToIndex() {
    return (this.db.prepare(`SELECT * FROM content_items WHERE needs_reindex = 1 ORDER BY created_at`).all() as ContentRow[]).map(toContent);
  }

  async markAllForReindex(events: readonly OutboxEvent[] = []) {
    return this.db.transaction(() => {
      const files = this.db.prepare('UPDATE knowledge_files SET needs_reindex = 1').run().changes;
      const items = this.db.prepare(`UPDATE content_items SET needs_reindex = 1 WHERE type != 'document'`).run().changes;
      this.outbox.append(events);
      return files + items;
    })();
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  async clearReindexFlag(kind: 'file' | 'content', id: string) {
    this.db.prepare(`UPDATE ${kind === 'file' ? 'knowledge_files' : 'content_items'} SET needs_reindex = 0 WHERE id = ?`).run(id);
  }

  async counts() {
    const r = this.db.prepare(`SELECT (SELECT COUNT(*) FROM knowledge_files) AS files,
      (SELECT COUNT(*) FROM knowledge_files WHERE status = 'Indexed') AS indexedFiles,
      (SELECT COUNT(*) FROM content_items) AS contentItems`).get() as { files: number; indexedFiles: number; contentItems: number };
    return r;
  }


  private insertContent(i: NewContentItem) {
    this.db.prepare(`INSERT INTO content_items (id, type, title, description, tags, body, url, visible_to_students, file_id, created_by, created_at, updated_at, needs_reindex)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(i.id, i.type, i.title, i.description, JSON.stringify(i.tags), i.body, i.url, i.visibleToStudents ? 1 : 0, i.fileId, i.createdBy, i.createdAt, i.updatedAt, i.type === 'document' ? 0 : 1);
  }
}
