import { Schema, type Connection } from 'mongoose';
import type { BragSheet } from '../../domain/brag-sheet.js';
import type { SchoolDocument, SchoolProfile, StudentAcademics } from '../../domain/school-document.js';

/** _id: "<studentId>:<kind>". aiDraftUsed is absent from documents saved before it was recorded. */
export type SchoolDocumentDoc = Omit<SchoolDocument, 'aiDraftUsed'> & { _id: string; aiDraftUsed?: boolean };
/** _id: "<schoolId>:<schoolYear>". */
export type SchoolProfileDoc = SchoolProfile & { _id: string };
export type AcademicsDoc = Omit<StudentAcademics, 'studentId'> & { _id: string };
export interface BragQuestionsDoc { _id: string; questions: { id: string; prompt: string }[]; updatedAt: string }
export type BragSheetDoc = Omit<BragSheet, 'studentId'> & { _id: string };
export interface BragShareDoc { _id: string; studentId: string }

const loose = { versionKey: false, strict: false } as const;
const documentSchema = new Schema<SchoolDocumentDoc>({ _id: String, studentId: String }, loose);
documentSchema.index({ studentId: 1 });
const profileSchema = new Schema<SchoolProfileDoc>({ _id: String, schoolId: String, schoolYear: String }, loose);
profileSchema.index({ schoolId: 1, schoolYear: -1 });
const shareSchema = new Schema<BragShareDoc>({ _id: String, studentId: String }, loose);
shareSchema.index({ studentId: 1 });

/** The packet's and brag sheets' collections, beside the letters' own (models.ts). */
export function packetModels(conn: Connection) {
  return {
    schoolDocuments: conn.model<SchoolDocumentDoc>('LettersSchoolDocument', documentSchema, 'school_documents'),
    schoolProfiles: conn.model<SchoolProfileDoc>('LettersSchoolProfile', profileSchema, 'school_profiles'),
    academics: conn.model<AcademicsDoc>('LettersStudentAcademics', new Schema<AcademicsDoc>({ _id: String }, loose), 'student_academics'),
    bragQuestions: conn.model<BragQuestionsDoc>('LettersBragQuestions', new Schema<BragQuestionsDoc>({ _id: String }, loose), 'brag_questions'),
    bragSheets: conn.model<BragSheetDoc>('LettersBragSheet', new Schema<BragSheetDoc>({ _id: String }, loose), 'brag_sheets'),
    bragShares: conn.model<BragShareDoc>('LettersBragShare', shareSchema, 'brag_shares'),
  };
}
export type PacketModels = ReturnType<typeof packetModels>;
