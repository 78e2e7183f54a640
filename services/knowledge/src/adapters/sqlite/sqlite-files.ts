import type { SqliteDatabase } from '@counsel/kit';
import type { FileRepository, FileWrites } from '../../ports/files-repository.js';
import { WriteRefused } from '../../ports/knowledge-store.js';
import { toFile, type FileRow } from './knowledge-rows.js';
import type { SqliteContent } from './sqlite-content.js';

export class SqliteFiles implements FileRepository {
  readonly writes: FileWrites;

  constructor(private readonly db: SqliteDatabase, content: SqliteContent) {
    this.writes = {
      add: (f, item, uploadId) => {
        if (uploadId) {
          const marked = db.prepare(`UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND state = 'stored' AND registered_at IS NULL`).run(f.uploadedAt, uploadId).changes;
          if (marked !== 1) throw new WriteRefused('upload-taken');
        }
        db.prepare(`INSERT INTO knowledge_files (id, file_name, file_type, kind, file_size, blob_id, upload_url, uploaded_by, uploaded_at, status)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Pending')`).run(f.id, f.fileName, f.fileType, f.kind, f.fileSize, f.blobId, f.uploadURL, f.uploadedBy, f.uploadedAt);
        content.insert(item);
      },
      remove: (id) => {
        const file = db.prepare('SELECT blob_id FROM knowledge_files WHERE id = ?').get(id) as { blob_id: string } | undefined;
        if (!file) throw new WriteRefused('gone');
        db.prepare('DELETE FROM content_items WHERE file_id = ?').run(id);
        db.prepare('DELETE FROM knowledge_files WHERE id = ?').run(id);
        db.prepare('DELETE FROM uploads WHERE blob_id = ?').run(file.blob_id);
      },
      countAttempt: (id) => { db.prepare('UPDATE knowledge_files SET attempts = attempts + 1 WHERE id = ?').run(id); },
      setStatus: (id, status, detail) => {
        db.prepare(`UPDATE knowledge_files SET status = ?, status_reason = ?, chunk_count = COALESCE(?, chunk_count),
          indexed_at = CASE WHEN ? = 'Pending' THEN indexed_at ELSE ? END, attempts = CASE WHEN ? = 'Pending' THEN attempts ELSE 0 END,
          needs_reindex = CASE WHEN ? = 'Pending' THEN needs_reindex ELSE 0 END WHERE id = ?`)
          .run(status, detail.reason ?? null, detail.chunkCount ?? null, status, new Date().toISOString(), status, status, id);
        if (detail.chunkCount !== undefined) db.prepare('UPDATE content_items SET chunk_count = ? WHERE file_id = ?').run(detail.chunkCount, id);
      },
      flagAllForReindex: () => { db.prepare('UPDATE knowledge_files SET needs_reindex = 1').run(); },
      clearReindexFlag: (id) => { db.prepare('UPDATE knowledge_files SET needs_reindex = 0 WHERE id = ?').run(id); },
    };
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM knowledge_files WHERE id = ?').get(id) as FileRow | undefined;
    return r ? toFile(r) : null;
  }

  async list() {
    return (this.db.prepare('SELECT * FROM knowledge_files ORDER BY uploaded_at DESC, id').all() as FileRow[]).map(toFile);
  }

  async toIndex() {
    return (this.db.prepare(`SELECT * FROM knowledge_files WHERE status = 'Pending' OR needs_reindex = 1 ORDER BY uploaded_at`).all() as FileRow[]).map(toFile);
  }

  async counts() {
    return this.db.prepare(`SELECT (SELECT COUNT(*) FROM knowledge_files) AS files,
      (SELECT COUNT(*) FROM knowledge_files WHERE status = 'Indexed') AS indexedFiles,
      (SELECT COUNT(*) FROM content_items) AS contentItems`).get() as { files: number; indexedFiles: number; contentItems: number };
  }
}
