import { WriteRefused, type SqliteDatabase } from '@counsel/kit';
import type { StudentDocument } from '../../domain/document.js';
import type { DocumentRepository, DocumentWrites } from '../../ports/documents-repository.js';

interface DocumentRow {
  id: string; student_id: string; owner_user_id: string; upload_id: string; blob_id: string;
  file_name: string; file_type: string; file_size: number; uploaded_at: string;
}

const toDocument = (r: DocumentRow): StudentDocument => ({
  id: r.id, studentId: r.student_id, ownerUserId: r.owner_user_id, uploadId: r.upload_id, blobId: r.blob_id,
  fileName: r.file_name, fileType: r.file_type, fileSize: r.file_size, uploadedAt: r.uploaded_at,
});

/** The students' documents with their upload rows. Writes run inside the unit of work's transaction. */
export class SqliteDocuments implements DocumentRepository {
  readonly writes: DocumentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      register: (doc) => {
        const marked = db.prepare(`UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND state = 'stored' AND registered_at IS NULL`)
          .run(doc.uploadedAt, doc.uploadId).changes;
        if (marked !== 1) throw new WriteRefused('upload-taken');
        db.prepare(`INSERT INTO documents (id, student_id, owner_user_id, upload_id, blob_id, file_name, file_type, file_size, uploaded_at)
          VALUES (@id, @studentId, @ownerUserId, @uploadId, @blobId, @fileName, @fileType, @fileSize, @uploadedAt)`).run(doc);
      },
      remove: (id) => {
        const doc = db.prepare('SELECT upload_id FROM documents WHERE id = ?').get(id) as { upload_id: string } | undefined;
        if (!doc) throw new WriteRefused('gone');
        db.prepare('DELETE FROM documents WHERE id = ?').run(id);
        db.prepare('DELETE FROM uploads WHERE upload_id = ?').run(doc.upload_id);
      },
    };
  }

  async list(studentId: string) {
    return (this.db.prepare('SELECT * FROM documents WHERE student_id = ? ORDER BY uploaded_at DESC, id').all(studentId) as DocumentRow[]).map(toDocument);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as DocumentRow | undefined;
    return r ? toDocument(r) : null;
  }

  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM documents WHERE student_id = ?').run(studentId);
  }
}
