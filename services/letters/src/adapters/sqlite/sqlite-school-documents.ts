import type { SqliteDatabase } from '@counsel/kit';
import type { SchoolDocument, SchoolDocumentKind, SchoolProfile, SchoolReportForm } from '../../domain/school-document.js';
import type { SchoolDocumentRepository, SchoolDocumentWrites } from '../../ports/school-documents-repository.js';

interface DocRow {
  student_id: string; kind: string; state: string; text: string | null; form: string | null; blob_id: string | null; file_name: string | null;
  file_size: number | null; ai_draft_used: number; updated_at: string; updated_by: string;
}
interface ProfileRow { school_id: string; school_year: string; blob_id: string; file_name: string; file_size: number; uploaded_at: string; uploaded_by: string }

const toDoc = (r: DocRow): SchoolDocument => ({
  studentId: r.student_id, kind: r.kind as SchoolDocumentKind, state: r.state as SchoolDocument['state'], text: r.text,
  form: r.form ? JSON.parse(r.form) as SchoolReportForm : null, blobId: r.blob_id, fileName: r.file_name, fileSize: r.file_size,
  aiDraftUsed: r.ai_draft_used === 1, updatedAt: r.updated_at, updatedBy: r.updated_by,
});
const toProfile = (r: ProfileRow): SchoolProfile => ({
  schoolId: r.school_id, schoolYear: r.school_year, blobId: r.blob_id, fileName: r.file_name, fileSize: r.file_size, uploadedAt: r.uploaded_at, uploadedBy: r.uploaded_by,
});

/** School documents, school profiles and the school report's pre-fill. */
export class SqliteSchoolDocuments implements SchoolDocumentRepository {
  readonly writes: SchoolDocumentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (d) => {
        db.prepare(`INSERT OR REPLACE INTO school_documents (student_id, kind, state, text, form, blob_id, file_name, file_size, ai_draft_used, updated_at, updated_by)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(d.studentId, d.kind, d.state, d.text, d.form ? JSON.stringify(d.form) : null, d.blobId, d.fileName,
          d.fileSize, d.aiDraftUsed ? 1 : 0, d.updatedAt, d.updatedBy);
      },
      saveProfile: (p) => {
        db.prepare(`INSERT OR REPLACE INTO school_profiles (school_id, school_year, blob_id, file_name, file_size, uploaded_at, uploaded_by)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(p.schoolId, p.schoolYear, p.blobId, p.fileName, p.fileSize, p.uploadedAt, p.uploadedBy);
      },
      saveAcademics: (a) => {
        db.prepare('INSERT OR REPLACE INTO student_academics (student_id, gpa, class_rank) VALUES (?, ?, ?)').run(a.studentId, a.gpa, a.classRank);
      },
    };
  }

  /** Inside an erasure's transaction (school profiles are the school's, not the student's). */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM school_documents WHERE student_id = ?').run(studentId);
    this.db.prepare('DELETE FROM student_academics WHERE student_id = ?').run(studentId);
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM school_documents WHERE student_id = ?').all(studentId) as DocRow[]).map(toDoc);
  }

  async get(studentId: string, kind: SchoolDocumentKind) {
    const r = this.db.prepare('SELECT * FROM school_documents WHERE student_id = ? AND kind = ?').get(studentId, kind) as DocRow | undefined;
    return r ? toDoc(r) : null;
  }

  async profile(schoolId: string, schoolYear: string) {
    const r = this.db.prepare('SELECT * FROM school_profiles WHERE school_id = ? AND school_year <= ? ORDER BY school_year DESC LIMIT 1')
      .get(schoolId, schoolYear) as ProfileRow | undefined;
    return r ? toProfile(r) : null;
  }

  async academics(studentId: string) {
    const r = this.db.prepare('SELECT * FROM student_academics WHERE student_id = ?').get(studentId) as { student_id: string; gpa: number | null; class_rank: string | null } | undefined;
    return r ? { studentId: r.student_id, gpa: r.gpa, classRank: r.class_rank } : null;
  }

  async blobIdsOf(studentId: string) {
    return (this.db.prepare('SELECT blob_id FROM school_documents WHERE student_id = ? AND blob_id IS NOT NULL').all(studentId) as { blob_id: string }[]).map((r) => r.blob_id);
  }
}
