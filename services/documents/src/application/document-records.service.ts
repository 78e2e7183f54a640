import {
  eraseThroughStore, requireRecordExporter, requireUser,
  type BlobStore, type ErasingStore, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant,
  type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import { filePathFor } from '../domain/document.js';
import { ERASED_ITEMS } from '../domain/erasure.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { ErasureWrites } from '../ports/erasures-repository.js';

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
    const owner = await this.options.store.owners.get(studentId);
    const empty: RecordExportPart = { service: 'documents', items: { documents: [], uploads: [] }, files: [] };
    if (!owner) {
      requireRecordExporter(user, user.role === 'student' && user.userId === studentUserId ? studentUserId : null);
      return empty;
    }
    requireRecordExporter(user, owner.userId);
    const documents = await this.options.store.documents.list(studentId);
    const uploads = await this.options.store.uploads.ofOwner(owner.userId);
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
   * erasure record and the confirmation in one unit of work. Redelivery confirms the same counts again.
   */
  async erase(t: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store, blobs } = this.options;
    const [documents, uploads, owner] = await Promise.all([store.documents.list(t.studentId), store.uploads.ofOwner(t.studentUserId), store.owners.get(t.studentId)]);
    // Files: the distinct blobs the student's documents and the account's uploads refer to, deleted before the rows.
    const files = [...new Set([...documents.map((d) => d.blobId), ...uploads.flatMap((u) => (u.blobId ? [u.blobId] : []))])];
    for (const blobId of files) await blobs.delete(blobId);
    // The kit's erasure reads the ledger and writes the erasure: the erasures repository, in the store's unit of work.
    const erasing: ErasingStore<ErasureWrites> = {
      erasedDeletion: (deletionId) => store.erasures.recorded(deletionId),
      write: (work, events) => store.write((w) => work(w.erasures), events),
    };
    return eraseThroughStore(erasing, t, confirm, ERASED_ITEMS, async () => [documents.length, files.length, uploads.length, owner ? 1 : 0]);
  }
}

