import { Schema, type Connection } from 'mongoose';
import { MongoOutbox } from '@counsel/kit';
import type { AccessEntry } from '../../domain/access-entry.js';
import type { Confirmation, Deletion } from '../../domain/deletion.js';
import type { ExportJob } from '../../domain/export-job.js';
import type { RecordStudent } from '../../domain/record-student.js';
import type { RetentionState } from '../../ports/records-store.js';

export type StudentDoc = Omit<RecordStudent, 'studentId'> & { _id: string };
export type AccessDoc = Omit<AccessEntry, 'id'> & { _id: string };
export type DeletionDoc = Omit<Deletion, 'id' | 'confirmations'> & { _id: string; confirmations: Confirmation[] };
export type ExportDoc = Omit<ExportJob, 'id'> & { _id: string };
export type RetentionDoc = RetentionState & { _id: 'retention' };

const loose = { versionKey: false, strict: false } as const;

const students = new Schema<StudentDoc>({ _id: String, userId: { type: String, index: true }, status: String, statusSince: String }, loose);
students.index({ status: 1, statusSince: 1 });
const access = new Schema<AccessDoc>({ _id: String, studentId: String, at: String }, loose);
access.index({ studentId: 1, at: -1 });
access.index({ at: 1 });
const deletions = new Schema<DeletionDoc>({ _id: String, studentId: String, state: String, requestedAt: String }, loose);
// At most one deletion under way per student, as the SQLite partial unique index.
deletions.index({ studentId: 1 }, { unique: true, partialFilterExpression: { state: 'in_progress' } });
deletions.index({ requestedAt: -1 });
const exports = new Schema<ExportDoc>({ _id: String, studentId: { type: String, index: true }, state: String }, loose);
const retention = new Schema<RetentionDoc>({ _id: String }, loose);

export function recordsModels(conn: Connection) {
  return {
    students: conn.model<StudentDoc>('RecordStudent', students, 'students'),
    access: conn.model<AccessDoc>('AccessEntry', access, 'access_log'),
    deletions: conn.model<DeletionDoc>('Deletion', deletions, 'deletions'),
    exports: conn.model<ExportDoc>('RecordExport', exports, 'exports'),
    retention: conn.model<RetentionDoc>('RetentionState', retention, 'retention_state'),
    outbox: new MongoOutbox(conn),
  };
}
export type RecordsModels = ReturnType<typeof recordsModels>;
