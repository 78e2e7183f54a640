import { SqliteOutbox, groupCommit, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { AccessEntry } from '../../domain/access-entry.js';
import type { Confirmation, Deletion } from '../../domain/deletion.js';
import type { ExportJob } from '../../domain/export-job.js';
import type { RecordStudent } from '../../domain/record-student.js';
import type { RecordsStore, RetentionState } from '../../ports/records-store.js';
import {
  toAccess, toDeletion, toExport, toStudent,
  type AccessRow, type ConfirmationRow, type DeletionRow, type ExportRow, type StudentRow,
} from './rows.js';

export class SqliteRecordsStore implements RecordsStore {
  readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async upsertStudent(s: RecordStudent) {
    this.db.prepare(
      `INSERT INTO students (student_id, user_id, school_id, name, status, status_since, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, name = excluded.name,
         status = excluded.status, status_since = excluded.status_since, updated_at = excluded.updated_at`,
    ).run(s.studentId, s.userId, s.schoolId, s.name, s.status, s.statusSince, s.updatedAt);
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async studentByUserId(userId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1').get(userId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async leavers(cutoff: string, limit: number) {
    const where = "status != 'active' AND status_since <= ?";
    const total = (this.db.prepare(`SELECT count(*) AS n FROM students WHERE ${where}`).get(cutoff) as { n: number }).n;
    const rows = this.db.prepare(`SELECT * FROM students WHERE ${where} ORDER BY status_since, student_id LIMIT ?`).all(cutoff, limit) as StudentRow[];
    return { total, items: rows.map(toStudent) };
  }

  async removeStudent(studentId: string) {
    return this.db.prepare('DELETE FROM students WHERE student_id = ?').run(studentId).changes;
  }

  /** Committed with the other entries arriving in the same turn of the event loop (each staff read adds one). */
  async appendAccess(e: AccessEntry) {
    await groupCommit(this.db).run(() => this.db.prepare(
      `INSERT INTO access_log (id, at, student_id, actor_id, actor_role, actor_name, parts_json, detail, service)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
    ).run(e.id, e.at, e.studentId, e.actorId, e.actorRole, e.actorName, JSON.stringify(e.parts), e.detail, e.service));
  }

  async accessLog(studentId: string, limit: number, offset: number) {
    const total = (this.db.prepare('SELECT count(*) AS n FROM access_log WHERE student_id = ?').get(studentId) as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM access_log WHERE student_id = ? ORDER BY at DESC, id LIMIT ? OFFSET ?')
      .all(studentId, limit, offset) as AccessRow[];
    return { total, items: rows.map(toAccess) };
  }

  async purgeAccessBefore(cutoff: string) {
    return this.db.prepare('DELETE FROM access_log WHERE at < ?').run(cutoff).changes;
  }

  async createDeletion(d: Deletion, events: readonly OutboxEvent[]) {
    return this.db.transaction(() => {
      const open = this.db.prepare("SELECT 1 FROM deletions WHERE student_id = ? AND state = 'in_progress'").get(d.studentId);
      if (open) return false;
      this.db.prepare(
        `INSERT INTO deletions (id, student_id, student_user_id, student_name, reason, requested_by, requested_by_name, requested_at, state, completing_at, completed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(d.id, d.studentId, d.studentUserId, d.studentName, d.reason, d.requestedBy, d.requestedByName, d.requestedAt, d.state, d.completingAt, d.completedAt);
      this.outbox.append(events);
      return true;
    })();
  }

  async deletion(id: string) {
    const r = this.db.prepare('SELECT * FROM deletions WHERE id = ?').get(id) as DeletionRow | undefined;
    return r ? this.withConfirmations(r) : null;
  }

  async openDeletionFor(studentId: string) {
    const r = this.db.prepare("SELECT * FROM deletions WHERE student_id = ? AND state = 'in_progress'").get(studentId) as DeletionRow | undefined;
    return r ? this.withConfirmations(r) : null;
  }

  async deletionOf(studentId: string) {
    const r = this.db.prepare('SELECT * FROM deletions WHERE student_id = ? ORDER BY requested_at DESC LIMIT 1').get(studentId) as DeletionRow | undefined;
    return r ? this.withConfirmations(r) : null;
  }

  async deletions(limit: number) {
    const rows = this.db.prepare('SELECT * FROM deletions ORDER BY requested_at DESC, id LIMIT ?').all(limit) as DeletionRow[];
    return rows.map((r) => this.withConfirmations(r));
  }

  async confirm(deletionId: string, c: Confirmation) {
    this.db.prepare(
      'INSERT INTO deletion_confirmations (deletion_id, service, confirmed_at, removed_json) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(deletionId, c.service, c.confirmedAt, JSON.stringify(c.removed));
    return this.deletion(deletionId);
  }

  async beginCompleting(deletionId: string, at: string, events: readonly OutboxEvent[]) {
    return this.db.transaction(() => {
      const changed = this.db.prepare('UPDATE deletions SET completing_at = ? WHERE id = ? AND completing_at IS NULL').run(at, deletionId).changes;
      if (changed) this.outbox.append(events);
      return changed === 1;
    })();
  }

  async complete(deletionId: string, at: string) {
    this.db.prepare("UPDATE deletions SET state = 'complete', completed_at = ? WHERE id = ? AND state = 'in_progress'").run(at, deletionId);
  }

  private withConfirmations(r: DeletionRow): Deletion {
    const cs = this.db.prepare('SELECT * FROM deletion_confirmations WHERE deletion_id = ? ORDER BY confirmed_at, service').all(r.id) as ConfirmationRow[];
    return toDeletion(r, cs);
  }

  async createExport(j: ExportJob) {
    this.db.prepare(
      `INSERT INTO exports (id, student_id, student_user_id, requested_by, requested_role, state, created_at, finished_at, error, blob_id, bytes, file_count, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(j.id, j.studentId, j.studentUserId, j.requestedBy, j.requestedRole, j.state, j.createdAt, j.finishedAt, j.error, j.blobId, j.bytes, j.fileCount, j.expiresAt);
  }

  async exportJob(id: string) {
    const r = this.db.prepare('SELECT * FROM exports WHERE id = ?').get(id) as ExportRow | undefined;
    return r ? toExport(r) : null;
  }

  async updateExport(j: ExportJob, events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => {
      this.db.prepare(
        'UPDATE exports SET state = ?, finished_at = ?, error = ?, blob_id = ?, bytes = ?, file_count = ?, expires_at = ? WHERE id = ?',
      ).run(j.state, j.finishedAt, j.error, j.blobId, j.bytes, j.fileCount, j.expiresAt, j.id);
      this.outbox.append(events);
    })();
  }

  async exportsOf(studentId: string) {
    return (this.db.prepare('SELECT * FROM exports WHERE student_id = ? ORDER BY created_at DESC').all(studentId) as ExportRow[]).map(toExport);
  }

  async staleExports(now: string) {
    const rows = this.db.prepare(
      "SELECT * FROM exports WHERE state IN ('pending', 'running') OR (state = 'ready' AND expires_at <= ?)",
    ).all(now) as ExportRow[];
    return rows.map(toExport);
  }

  async removeExports(studentId: string) {
    return this.db.prepare('DELETE FROM exports WHERE student_id = ?').run(studentId).changes;
  }

  async retentionState(): Promise<RetentionState> {
    const r = this.db.prepare('SELECT * FROM retention_state WHERE id = 1').get() as
      { enabled: number; previewed_at: string | null; last_run_at: string | null; last_run_deleted: number } | undefined;
    return r
      ? { enabled: r.enabled === 1, previewedAt: r.previewed_at, lastRunAt: r.last_run_at, lastRunDeleted: r.last_run_deleted }
      : { enabled: false, previewedAt: null, lastRunAt: null, lastRunDeleted: 0 };
  }

  async saveRetentionState(s: RetentionState) {
    this.db.prepare(
      `INSERT INTO retention_state (id, enabled, previewed_at, last_run_at, last_run_deleted) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET enabled = excluded.enabled, previewed_at = excluded.previewed_at,
         last_run_at = excluded.last_run_at, last_run_deleted = excluded.last_run_deleted`,
    ).run(s.enabled ? 1 : 0, s.previewedAt, s.lastRunAt, s.lastRunDeleted);
  }
}
