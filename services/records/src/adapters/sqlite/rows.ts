import type { AccessEntry } from '../../domain/access-entry.js';
import type { Confirmation, Deletion } from '../../domain/deletion.js';
import type { ExportJob } from '../../domain/export-job.js';
import type { RecordStudent } from '../../domain/record-student.js';

export interface StudentRow { student_id: string; user_id: string; school_id: string | null; name: string; status: RecordStudent['status']; status_since: string; updated_at: string }
export interface AccessRow { id: string; at: string; student_id: string; actor_id: string; actor_role: AccessEntry['actorRole']; actor_name: string; parts_json: string; detail: string | null; service: string }
export interface DeletionRow {
  id: string; student_id: string; student_user_id: string; student_name: string; reason: Deletion['reason'];
  requested_by: string | null; requested_by_name: string | null; requested_at: string; state: Deletion['state'];
  completing_at: string | null; completed_at: string | null;
}
export interface ConfirmationRow { deletion_id: string; service: Confirmation['service']; confirmed_at: string; removed_json: string }
export interface ExportRow {
  id: string; student_id: string; student_user_id: string; requested_by: string; requested_role: ExportJob['requestedRole'];
  state: ExportJob['state']; created_at: string; finished_at: string | null; error: string | null; blob_id: string | null;
  bytes: number | null; file_count: number | null; expires_at: string | null;
}

export const toStudent = (r: StudentRow): RecordStudent => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, name: r.name, status: r.status, statusSince: r.status_since, updatedAt: r.updated_at,
});
export const toAccess = (r: AccessRow): AccessEntry => ({
  id: r.id, at: r.at, studentId: r.student_id, actorId: r.actor_id, actorRole: r.actor_role, actorName: r.actor_name,
  parts: JSON.parse(r.parts_json) as AccessEntry['parts'], detail: r.detail, service: r.service,
});
export const toDeletion = (r: DeletionRow, confirmations: ConfirmationRow[]): Deletion => ({
  id: r.id, studentId: r.student_id, studentUserId: r.student_user_id, studentName: r.student_name, reason: r.reason,
  requestedBy: r.requested_by, requestedByName: r.requested_by_name, requestedAt: r.requested_at, state: r.state,
  completingAt: r.completing_at, completedAt: r.completed_at,
  confirmations: confirmations.map((c) => ({ service: c.service, confirmedAt: c.confirmed_at, removed: JSON.parse(c.removed_json) as Confirmation['removed'] })),
});
export const toExport = (r: ExportRow): ExportJob => ({
  id: r.id, studentId: r.student_id, studentUserId: r.student_user_id, requestedBy: r.requested_by, requestedRole: r.requested_role,
  state: r.state, createdAt: r.created_at, finishedAt: r.finished_at, error: r.error, blobId: r.blob_id, bytes: r.bytes,
  fileCount: r.file_count, expiresAt: r.expires_at,
});
