import type { OutboxEvent, Outbox } from '@counsel/kit';
import type { AccessEntry } from '../domain/access-entry.js';
import type { Confirmation, Deletion } from '../domain/deletion.js';
import type { ExportJob } from '../domain/export-job.js';
import type { RecordStudent } from '../domain/record-student.js';

export interface Page<T> { items: T[]; total: number }

/** Retention's switch and its last run (the admin enables it only after seeing a dry run). */
export interface RetentionState {
  enabled: boolean;
  previewedAt: string | null;
  lastRunAt: string | null;
  lastRunDeleted: number;
}

/** The students the records service knows (from profile events), kept until their deletion completes. */
export interface StudentDirectory {
  upsertStudent(s: RecordStudent): Promise<void>;
  student(studentId: string): Promise<RecordStudent | null>;
  studentByUserId(userId: string): Promise<RecordStudent | null>;
  /** Students not active whose status changed on or before `cutoff`, oldest first. */
  leavers(cutoff: string, limit: number): Promise<Page<RecordStudent>>;
  /** Forgets the student; the number of rows removed. */
  removeStudent(studentId: string): Promise<number>;
}

/** Append-only for everyone: no update, no delete by id; only retention removes entries past their period. */
export interface AccessLogStore {
  appendAccess(e: AccessEntry): Promise<void>;
  accessLog(studentId: string, limit: number, offset: number): Promise<Page<AccessEntry>>;
  purgeAccessBefore(cutoff: string): Promise<number>;
}

export interface DeletionStore {
  /** Writes the deletion with its request event; false when one is already under way for the student (nothing written). */
  createDeletion(d: Deletion, events: readonly OutboxEvent[]): Promise<boolean>;
  deletion(id: string): Promise<Deletion | null>;
  openDeletionFor(studentId: string): Promise<Deletion | null>;
  /** The latest deletion of the student, whatever its state (null: never deleted). */
  deletionOf(studentId: string): Promise<Deletion | null>;
  deletions(limit: number): Promise<Deletion[]>;
  /** Keeps a service's first confirmation (a repeat changes nothing); the deletion after it, null if unknown. */
  confirm(deletionId: string, c: Confirmation): Promise<Deletion | null>;
  /** Marks the deletion as completing with its event, once: false when it already was. */
  beginCompleting(deletionId: string, at: string, events: readonly OutboxEvent[]): Promise<boolean>;
  complete(deletionId: string, at: string): Promise<void>;
}

export interface ExportStore {
  createExport(job: ExportJob): Promise<void>;
  exportJob(id: string): Promise<ExportJob | null>;
  /** Replaces the job's state fields; events (the export's audit event) commit with it. */
  updateExport(job: ExportJob, events?: readonly OutboxEvent[]): Promise<void>;
  exportsOf(studentId: string): Promise<ExportJob[]>;
  /** Jobs left pending or running by a crash, and ready ones past their expiry. */
  staleExports(now: string): Promise<ExportJob[]>;
  removeExports(studentId: string): Promise<number>;
}

export interface RetentionStore {
  retentionState(): Promise<RetentionState>;
  saveRetentionState(s: RetentionState): Promise<void>;
}

export interface RecordsStore extends StudentDirectory, AccessLogStore, DeletionStore, ExportStore, RetentionStore {
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
}
