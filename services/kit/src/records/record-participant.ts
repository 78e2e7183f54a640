import type { DeletionRequested } from '@counsel/proto-events';
import type { Principal } from '../auth.js';
import type { ErasureConfirmation, RemovedItem } from './erasures.js';
import type { RecordExportPart } from './record-export.js';

/** Whose record an export or an erasure is about: the student's profile id and account id. */
export interface RecordStudent { studentId: string; studentUserId: string }

/** One deletion as the records service asked for it, and when. */
export interface RecordDeletion extends RecordStudent {
  deletionId: string;
  reason: DeletionRequested['reason'];
  requestedBy: DeletionRequested['requestedBy'];
  /** When the request (or, for a service that erases last, the completion) was published. */
  at: string;
}

/**
 * A service's share of the student-record protocol. The kit serves `exportPart` as `<service>RecordExport`,
 * subscribes `erase` to the deletion request (durable `<service>-erase`), builds the confirmation event, relays it
 * and logs what went. `erase` commits `confirm(removed)` with its erasure and its tombstone (one transaction where
 * the store allows) and, when the request is redelivered, confirms the counts of the first run again.
 */
export interface RecordParticipant {
  /** Authorizes first (kit `requireRecordExporter`, against the owner this service holds), then answers. */
  exportPart(p: Principal | null, student: RecordStudent): Promise<RecordExportPart>;
  erase(deletion: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[] | void>;
  /** 'completing': erase once every other service confirmed (identity, which holds the account, goes last). */
  eraseOn?: 'requested' | 'completing';
  /** Erasures of this service at once (1 where erasures rewrite shared rows). */
  concurrency?: number;
}
