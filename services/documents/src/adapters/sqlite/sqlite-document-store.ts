import { SqliteErasures, SqliteOutbox, SqliteUploadLedger, type SqliteDatabase, type UploadRecord } from '@counsel/kit';
import type { StudentDocument } from '../../domain/document.js';
import type { DocumentStore, ErasureTarget, OutboxEvent, RemovedItem } from '../../ports/document-store.js';
import { erasedItems } from '../../domain/erasure.js';

interface DocumentRow {
  id: string; student_id: string; owner_user_id: string; upload_id: string; blob_id: string;
  file_name: string; file_type: string; file_size: number; uploaded_at: string;
}

const toDocument = (r: DocumentRow): StudentDocument => ({
  id: r.id, studentId: r.student_id, ownerUserId: r.owner_user_id, uploadId: r.upload_id, blobId: r.blob_id,
  fileName: r.file_name, fileType: r.file_type, fileSize: r.file_size, uploadedAt: r.uploaded_at,
});

export class SqliteDocumentStore extends SqliteUploadLedger implements DocumentStore {
  readonly outbox: SqliteOutbox;
  private readonly erasures: SqliteErasures;

  constructor(db: SqliteDatabase) {
    super(db, 'documents');
    this.outbox = new SqliteOutbox(db);
    this.erasures = new SqliteErasures(db, this.outbox);
  }

  async setStudentOwner(studentId: string, userId: string, schoolId: string | null) {
    this.db.prepare(`INSERT INTO student_owners (student_id, user_id, school_id) VALUES (?, ?, ?)
      ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id`).run(studentId, userId, schoolId);
  }

  async markDone(step: string) {
    return this.db.prepare('INSERT INTO done_steps (step, at) VALUES (?, ?) ON CONFLICT(step) DO NOTHING').run(step, new Date().toISOString()).changes === 1;
  }

  async isDone(step: string) {
    return this.db.prepare('SELECT 1 FROM done_steps WHERE step = ?').get(step) !== undefined;
  }

  async studentOwner(studentId: string) {
    const r = this.db.prepare('SELECT user_id, school_id FROM student_owners WHERE student_id = ?').get(studentId) as { user_id: string; school_id: string | null } | undefined;
    return r ? { userId: r.user_id, schoolId: r.school_id } : null;
  }

  async registerDocument(doc: StudentDocument, event: OutboxEvent) {
    return this.db.transaction(() => {
      const marked = this.db.prepare(`UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND state = 'stored' AND registered_at IS NULL`)
        .run(doc.uploadedAt, doc.uploadId).changes;
      if (marked !== 1) return false;
      this.db.prepare(`INSERT INTO documents (id, student_id, owner_user_id, upload_id, blob_id, file_name, file_type, file_size, uploaded_at)
        VALUES (@id, @studentId, @ownerUserId, @uploadId, @blobId, @fileName, @fileType, @fileSize, @uploadedAt)`).run(doc);
      this.outbox.append([event]);
      return true;
    })();
  }

  async listDocuments(studentId: string) {
    return (this.db.prepare('SELECT * FROM documents WHERE student_id = ? ORDER BY uploaded_at DESC, id').all(studentId) as DocumentRow[]).map(toDocument);
  }

  async getDocument(id: string) {
    const r = this.db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as DocumentRow | undefined;
    return r ? toDocument(r) : null;
  }

  async deleteDocument(id: string, event: OutboxEvent) {
    return this.db.transaction(() => {
      const doc = this.db.prepare('SELECT upload_id FROM documents WHERE id = ?').get(id) as { upload_id: string } | undefined;
      if (!doc) return false;
      this.db.prepare('DELETE FROM documents WHERE id = ?').run(id);
      this.db.prepare('DELETE FROM uploads WHERE upload_id = ?').run(doc.upload_id);
      this.outbox.append([event]);
      return true;
    })();
  }

  async uploadsOf(ownerUserId: string) {
    const ids = this.db.prepare('SELECT upload_id FROM uploads WHERE owner_user_id = ? ORDER BY created_at, upload_id').all(ownerUserId) as { upload_id: string }[];
    const out: UploadRecord[] = [];
    for (const { upload_id } of ids) {
      const u = await this.getUpload(upload_id);
      if (u) out.push(u);
    }
    return out;
  }

  async heldBlobIds(studentId: string, studentUserId: string) {
    return (this.db.prepare(`SELECT blob_id FROM documents WHERE student_id = ?
      UNION SELECT blob_id FROM uploads WHERE owner_user_id = ? AND blob_id IS NOT NULL`).all(studentId, studentUserId) as { blob_id: string }[]).map((r) => r.blob_id);
  }

  async eraseStudent(t: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent) {
    return this.erasures.eraseOnce(t, () => {
      // Files: the distinct blobs the erased rows referred to (the use case deleted them just before).
      const files = (this.db.prepare(`SELECT count(*) AS n FROM (SELECT blob_id FROM documents WHERE student_id = ?
        UNION SELECT blob_id FROM uploads WHERE owner_user_id = ? AND blob_id IS NOT NULL)`).get(t.studentId, t.studentUserId) as { n: number }).n;
      const documents = this.db.prepare('DELETE FROM documents WHERE student_id = ?').run(t.studentId).changes;
      const uploads = this.db.prepare('DELETE FROM uploads WHERE owner_user_id = ?').run(t.studentUserId).changes;
      const owner = this.db.prepare('DELETE FROM student_owners WHERE student_id = ?').run(t.studentId).changes;
      return erasedItems({ documents, files, uploads, owner });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.db.close();
  }
}
