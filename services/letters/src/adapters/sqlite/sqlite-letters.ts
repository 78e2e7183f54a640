import type { SqliteDatabase } from '@counsel/kit';
import type { LetterRepository, LetterWrites } from '../../ports/letters-repository.js';
import { toLetter, type LetterRow } from './rows.js';

const UPSERT = `INSERT OR REPLACE INTO letters (request_id, student_id, kind, body, blob_id, file_name, file_size, ai_draft_used, submitted_at, submitted_by)
  VALUES (@requestId, @studentId, @kind, @body, @blobId, @fileName, @fileSize, @aiDraftUsed, @submittedAt, @submittedBy)`;

/** Teachers' letters, one per request. */
export class SqliteLetters implements LetterRepository {
  readonly writes: LetterWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (l) => { db.prepare(UPSERT).run({ ...l, aiDraftUsed: l.aiDraftUsed ? 1 : 0 }); } };
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string): number {
    return this.db.prepare('DELETE FROM letters WHERE student_id = ?').run(studentId).changes;
  }

  async get(requestId: string) {
    const r = this.db.prepare('SELECT * FROM letters WHERE request_id = ?').get(requestId) as LetterRow | undefined;
    return r ? toLetter(r) : null;
  }

  async many(requestIds: readonly string[]) {
    if (requestIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM letters WHERE request_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(requestIds)) as LetterRow[]).map(toLetter);
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM letters WHERE student_id = ? ORDER BY submitted_at, request_id').all(studentId) as LetterRow[]).map(toLetter);
  }

  blobIdsOf(studentId: string): string[] {
    return (this.db.prepare('SELECT blob_id FROM letters WHERE student_id = ? AND blob_id IS NOT NULL').all(studentId) as { blob_id: string }[]).map((r) => r.blob_id);
  }
}
