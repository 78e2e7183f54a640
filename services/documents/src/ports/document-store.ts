import type { ErasureTarget, OutboxEvent, Outbox, RemovedItem, UploadLedger, UploadRecord } from '@counsel/kit';
import type { StudentDocument } from '../domain/document.js';

export type { ErasureTarget, OutboxEvent, RemovedItem };

export interface StudentOwner { userId: string; schoolId: string | null }

/**
 * The documents service's own store: document records, who owns each student profile (from
 * students' events), the upload ledger, and an outbox so no event is lost to a crash.
 */
export interface DocumentStore extends UploadLedger {
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /** Who owns a student profile and the school it is in (null: the default school), from students' events. */
  setStudentOwner(studentId: string, userId: string, schoolId: string | null): Promise<void>;
  studentOwner(studentId: string): Promise<StudentOwner | null>;

  /**
   * Records the document and marks its upload registered, atomically. False (and nothing written)
   * when the upload was already registered.
   */
  registerDocument(doc: StudentDocument, event: OutboxEvent): Promise<boolean>;
  listDocuments(studentId: string): Promise<StudentDocument[]>;
  getDocument(id: string): Promise<StudentDocument | null>;
  /** Removes the record and its upload row; false when it was already gone. */
  deleteDocument(id: string, event: OutboxEvent): Promise<boolean>;

  /** Every upload row of an account (registered or not): an export shows them, an erasure removes them. */
  uploadsOf(ownerUserId: string): Promise<UploadRecord[]>;
  /** The blob ids the student's documents and the account's uploads refer to (deleted before the rows). */
  heldBlobIds(studentId: string, studentUserId: string): Promise<string[]>;
  /**
   * Erases the student's documents, the account's uploads and the owner row, records the erasure under its
   * deletionId and writes `confirm(removed)` to the outbox, in one transaction where the store has them. A
   * deletionId already recorded removes nothing more and confirms the recorded counts again (redelivery).
   */
  eraseStudent(target: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent): Promise<RemovedItem[]>;
  /** True once a student was erased: late profile events must not bring their owner row back. */
  isErased(studentId: string): Promise<boolean>;

  /**
   * Records that a one-time step (demo seeding) ran; true the first time only. Lets the seed happen once
   * per data set, so documents a user deleted do not come back at the next start.
   */
  markDone(step: string): Promise<boolean>;
  isDone(step: string): Promise<boolean>;

  ready(): boolean;
  close(): Promise<void>;
}
