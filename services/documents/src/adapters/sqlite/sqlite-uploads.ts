import { SqliteUploadLedger, type SqliteDatabase, type UploadRecord } from '@counsel/kit';
import type { UploadRepository } from '../../ports/uploads-repository.js';

/** The kit's upload ledger over the `uploads` table; a document keeps its blob alive as an upload row does. */
export class SqliteUploads extends SqliteUploadLedger implements UploadRepository {
  constructor(db: SqliteDatabase) {
    super(db, 'documents');
  }

  async ofOwner(ownerUserId: string) {
    const ids = this.db.prepare('SELECT upload_id FROM uploads WHERE owner_user_id = ? ORDER BY created_at, upload_id').all(ownerUserId) as { upload_id: string }[];
    const out: UploadRecord[] = [];
    for (const { upload_id } of ids) {
      const u = await this.getUpload(upload_id);
      if (u) out.push(u);
    }
    return out;
  }

  /** The account's uploads go with the student (the erasure's part, inside its transaction). */
  eraseStudent(_studentId: string, studentUserId: string) {
    this.db.prepare('DELETE FROM uploads WHERE owner_user_id = ?').run(studentUserId);
  }
}
