import type { SchoolDocument, SchoolDocumentKind, SchoolProfile, StudentAcademics } from '../domain/school-document.js';

/** The counselor's documents per student, the schools' profiles, and what the school report is pre-filled from. */
export interface SchoolDocumentRepository {
  ofStudent(studentId: string): Promise<SchoolDocument[]>;
  get(studentId: string, kind: SchoolDocumentKind): Promise<SchoolDocument | null>;
  /** The profile of that school year, else the latest one before it. */
  profile(schoolId: string, schoolYear: string): Promise<SchoolProfile | null>;
  academics(studentId: string): Promise<StudentAcademics | null>;
  /** The student's documents' files (deleted from the blob store before an erasure's rows go). */
  blobIdsOf(studentId: string): Promise<string[]>;
}

export interface SchoolDocumentWrites {
  /** One document per student and kind; saving it again replaces it. */
  save(doc: SchoolDocument): void;
  saveProfile(profile: SchoolProfile): void;
  saveAcademics(a: StudentAcademics): void;
}
