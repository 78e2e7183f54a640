import {
  requireRecordExporter, requireUser,
  type BlobStore, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent,
} from '@counsel/kit';
import { filePathFor } from '../domain/document.js';
import type { DocumentStore, RemovedItem } from '../ports/document-store.js';

export interface DocumentRecordsOptions {
  store: DocumentStore;
  blobs: BlobStore;
}

/**
 * This service's part of a student's record export, and the erasure of everything it holds on a
 * student when the records service's deletion saga asks.
 */
export class DocumentRecordsService implements RecordParticipant {
  constructor(private readonly options: DocumentRecordsOptions) {}

  /**
   * The student's documents (metadata), their upload rows and the files held, for an admin or the student. The
   * owner is the account this service holds for the student; a student this service does not know yet (its read
   * model may lag) gets an empty part for their own account, anyone else but an admin a 403.
   */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const user = requireUser(p);
    const owner = await this.options.store.studentOwner(studentId);
    const empty: RecordExportPart = { service: 'documents', items: { documents: [], uploads: [] }, files: [] };
    if (!owner) {
      requireRecordExporter(user, user.role === 'student' && user.userId === studentUserId ? studentUserId : null);
      return empty;
    }
    requireRecordExporter(user, owner.userId);
    const documents = await this.options.store.listDocuments(studentId);
    const uploads = await this.options.store.uploadsOf(owner.userId);
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
  async erase(t: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    for (const blobId of await this.options.store.heldBlobIds(t.studentId, t.studentUserId)) await this.options.blobs.delete(blobId);
    return this.options.store.eraseStudent({ deletionId: t.deletionId, studentId: t.studentId, studentUserId: t.studentUserId }, confirm);
  }
}

