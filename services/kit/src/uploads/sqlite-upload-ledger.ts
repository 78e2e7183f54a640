import type { SqliteDatabase } from '../store/sqlite.js';
import type { UploadLedger, UploadRecord } from './upload-ledger.js';

interface UploadRow {
  upload_id: string; owner_user_id: string; purpose: UploadRecord['purpose']; state: UploadRecord['state']; blob_id: string | null;
  size: number | null; file_type: string | null; created_at: string; expires_at: string; stored_at: string | null; registered_at: string | null;
}

const toUpload = (r: UploadRow): UploadRecord => ({
  uploadId: r.upload_id, ownerUserId: r.owner_user_id, purpose: r.purpose, state: r.state, blobId: r.blob_id, size: r.size,
  fileType: r.file_type, createdAt: r.created_at, expiresAt: r.expires_at, storedAt: r.stored_at, registeredAt: r.registered_at,
});

/** The `uploads` table every service that receives signed uploads keeps (same columns in each store). */
export const UPLOADS_TABLE_SQL = `CREATE TABLE uploads (
     upload_id TEXT PRIMARY KEY,
     owner_user_id TEXT NOT NULL,
     purpose TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('reserved','receiving','stored')),
     blob_id TEXT,
     size INTEGER,
     file_type TEXT,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     stored_at TEXT,
     registered_at TEXT
   );
   CREATE INDEX uploads_unregistered ON uploads(created_at) WHERE registered_at IS NULL;
   CREATE INDEX uploads_blob ON uploads(blob_id);`;

/**
 * The upload ledger over a service's own SQLite store. Single use is enforced by the state checks in
 * each UPDATE. A store extends this and names the table whose rows also keep blobs alive.
 */
export abstract class SqliteUploadLedger implements UploadLedger {
  private readonly referencedBy: string;

  protected constructor(protected readonly db: SqliteDatabase, recordsTable: 'documents' | 'knowledge_files' | 'roster_imports' | 'letters') {
    this.referencedBy = `SELECT 1 FROM ${recordsTable} WHERE blob_id = ?`;
  }

  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    this.db.prepare(`INSERT INTO uploads (upload_id, owner_user_id, purpose, state, created_at, expires_at) VALUES (?, ?, ?, 'reserved', ?, ?)`)
      .run(u.uploadId, u.ownerUserId, u.purpose, u.createdAt, u.expiresAt);
  }

  async getUpload(uploadId: string) {
    const r = this.db.prepare('SELECT * FROM uploads WHERE upload_id = ?').get(uploadId) as UploadRow | undefined;
    return r ? toUpload(r) : null;
  }

  async claimUpload(uploadId: string) {
    return this.db.prepare(`UPDATE uploads SET state = 'receiving' WHERE upload_id = ? AND state = 'reserved'`).run(uploadId).changes === 1;
  }

  async releaseUpload(uploadId: string) {
    this.db.prepare(`UPDATE uploads SET state = 'reserved' WHERE upload_id = ? AND state = 'receiving'`).run(uploadId);
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    this.db.prepare(`UPDATE uploads SET state = 'stored', blob_id = ?, size = ?, file_type = ?, stored_at = ? WHERE upload_id = ? AND state = 'receiving'`)
      .run(b.blobId, b.size, b.fileType, b.storedAt, uploadId);
  }

  async staleUploads(cutoff: string) {
    return (this.db.prepare('SELECT * FROM uploads WHERE registered_at IS NULL AND created_at < ?').all(cutoff) as UploadRow[]).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    this.db.prepare('DELETE FROM uploads WHERE upload_id = ? AND registered_at IS NULL').run(uploadId);
  }

  async referencedBlobIds(blobIds: readonly string[]) {
    const found = new Set<string>();
    const byUpload = this.db.prepare('SELECT 1 FROM uploads WHERE blob_id = ?');
    const byRecord = this.db.prepare(this.referencedBy);
    for (const id of blobIds) if (byUpload.get(id) || byRecord.get(id)) found.add(id);
    return found;
  }
}
