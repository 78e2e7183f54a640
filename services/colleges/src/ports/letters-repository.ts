import type { LetterRequestCopy, SchoolDocumentCopy, SchoolDocumentKind } from '../domain/letters.js';

/** The letters service's requests and school documents, as colleges keeps them from its events. */
export interface LetterRepository {
  request(requestId: string): Promise<LetterRequestCopy | null>;
  /** Every kept request of these students (also declined and cancelled ones), in one read. */
  requestsOf(studentIds: readonly string[]): Promise<LetterRequestCopy[]>;
  schoolDocument(studentId: string, kind: SchoolDocumentKind): Promise<SchoolDocumentCopy | null>;
  /** Every kept school document state of these students, in one read. */
  schoolDocumentsOf(studentIds: readonly string[]): Promise<SchoolDocumentCopy[]>;
}

export interface LetterWrites {
  /** Upserted by request id. */
  saveRequest(request: LetterRequestCopy): void;
  /** Upserted by student and kind. */
  saveSchoolDocument(document: SchoolDocumentCopy): void;
}
