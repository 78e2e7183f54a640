import {
  OutboxRelay, outboxEvent, requireRecordExporter, requireUser,
  type BlobStore, type EventBus, type Logger, type Principal, type RecordExportPart,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { filePathFor } from '../domain/document.js';
import type { DocumentStore, ErasureTarget, RemovedItem } from '../ports/document-store.js';

export interface DocumentRecordsOptions {
  store: DocumentStore;
  blobs: BlobStore;
  bus: EventBus;
  log: Logger;
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Issue 20: this service's part of a student's record export, and the erasure of everything it holds on a
 * student when the records service's deletion saga asks.
 */
export class DocumentRecordsService {
  private readonly outbox: OutboxRelay;

  constructor(private readonly o: DocumentRecordsOptions) {
    this.outbox = new OutboxRelay({ store: o.store, bus: o.bus, log: o.log, retryDelayMs: o.retryDelayMs });
  }

  /**
   * The student's documents (metadata), their upload rows and the files held, for an admin or the student. The
   * owner is the account this service holds for the student; a student this service does not know yet (its read
   * model may lag) gets an empty part for their own account, anyone else but an admin a 403.
   */
  async exportPart(p: Principal | null, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const user = requireUser(p);
    const owner = await this.o.store.studentOwner(studentId);
    const empty: RecordExportPart = { service: 'documents', items: { documents: [], uploads: [] }, files: [] };
    if (!owner) {
      requireRecordExporter(user, user.role === 'student' && user.userId === studentUserId ? studentUserId : null);
      return empty;
    }
    requireRecordExporter(user, owner.userId);
    const documents = await this.o.store.listDocuments(studentId);
    const uploads = await this.o.store.uploadsOf(owner.userId);
    return {
      service: 'documents',
      items: { documents: documents.map((d) => ({ ...d, filePath: filePathFor(d.id) })), uploads },
      // A record exists only while its file does (the file goes after the record, the sweeper removes a file left
      // without one), so every document's file is held; the records service fetches it from the file route.
      files: documents.map((d) => ({ id: d.id, fileName: d.fileName, fileType: d.fileType, size: d.fileSize })),
    };
  }

  /**
   * Erases the student: the blob files first (deleting a missing blob is no error), then the rows, the
   * erasure record and the confirmation in one transaction. Redelivery confirms the same counts again.
   */
  async erase(t: ErasureTarget): Promise<RemovedItem[]> {
    for (const blobId of await this.o.store.heldBlobIds(t.studentId, t.studentUserId)) await this.o.blobs.delete(blobId);
    const removed = await this.o.store.eraseStudent(t, (items) =>
      outboxEvent(Subjects.documentsRecordErased, { deletionId: t.deletionId, studentId: t.studentId, removed: items }));
    this.outbox.kick();
    this.o.log.info({ deletionId: t.deletionId, studentId: t.studentId, removed }, 'student erased from documents');
    return removed;
  }

  flushOutbox() {
    return this.outbox.flush();
  }

  closeOutbox() {
    return this.outbox.close();
  }
}

