import type { StudentDocument } from '../domain/document.js';

/** The students' documents; each holds its upload (registered) and keeps its blob alive. */
export interface DocumentRepository {
  /** A student's documents, newest first. */
  list(studentId: string): Promise<StudentDocument[]>;
  get(id: string): Promise<StudentDocument | null>;
}

export interface DocumentWrites {
  /**
   * Records the document and marks its upload registered. Refused (WriteRefused 'upload-taken') when the upload is
   * not stored or was registered already.
   */
  register(doc: StudentDocument): void;
  /** Removes the record and its upload row; refused (WriteRefused 'gone') when it was already gone. */
  remove(id: string): void;
}
