import { BoundedCache, type SqliteDatabase } from '@counsel/kit';
import type { AcademicPlan } from '../../domain/academic-plan.js';
import type { CollegeListEntry } from '../../domain/college-list.js';
import type { StudentContext, StudentPreferences, StudentProfileData } from '../../domain/student-context.js';
import type { StudentContextStore } from '../../ports/student-context-store.js';
import { contextRevision } from './context-revision.js';

interface Row { student_id: string; user_id: string; school_id: string | null; profile_json: string; preferences_json: string | null; college_list_json: string | null; academic_plan_json: string | null }

/** Students whose parsed context is kept: a district's counselors chat about a few hundred at a time. */
const KEPT_CONTEXTS = 2_000;

export class SqliteStudentContextStore implements StudentContextStore {
  /**
   * Each student's context as last parsed, with the revision of the tables it was read at: every chat turn about a
   * student read and parsed the same JSON again until an event changed it. Frozen, since every caller now shares it.
   */
  private readonly parsed = new BoundedCache<string, { revision: number; context: StudentContext }>(KEPT_CONTEXTS);

  constructor(private readonly db: SqliteDatabase) {}

  async upsertProfile(studentId: string, userId: string, profile: StudentProfileData, at: string, schoolId: string | null = null) {
    this.db.prepare(
      `INSERT INTO student_context (student_id, user_id, school_id, profile_json, profile_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, profile_json = excluded.profile_json,
         profile_at = excluded.profile_at
       WHERE excluded.profile_at >= student_context.profile_at`,
    ).run(studentId, userId, schoolId, JSON.stringify(profile), at);
  }

  async savePreferences(studentId: string, preferences: StudentPreferences, at: string) {
    // Preferences need a profile first (spec: 'Profile not found'); a late profile event creates the row.
    this.db.prepare(
      `INSERT INTO student_context (student_id, user_id, profile_json, profile_at, preferences_json, preferences_at) VALUES (?, '', '{}', '', ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET preferences_json = excluded.preferences_json, preferences_at = excluded.preferences_at
       WHERE student_context.preferences_at IS NULL OR excluded.preferences_at >= student_context.preferences_at`,
    ).run(studentId, JSON.stringify(preferences), at);
  }

  async saveCollegeList(studentId: string, applications: CollegeListEntry[], at: string) {
    // A list that comes before the profile makes a row get() ignores until the profile comes (as preferences do).
    this.db.prepare(
      `INSERT INTO student_context (student_id, user_id, profile_json, profile_at, college_list_json, college_list_at) VALUES (?, '', '{}', '', ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET college_list_json = excluded.college_list_json, college_list_at = excluded.college_list_at
       WHERE student_context.college_list_at IS NULL OR excluded.college_list_at >= student_context.college_list_at`,
    ).run(studentId, JSON.stringify(applications), at);
  }

  async saveAcademicPlan(studentId: string, plan: AcademicPlan, at: string) {
    this.db.prepare(
      `INSERT INTO student_context (student_id, user_id, profile_json, profile_at, academic_plan_json, academic_plan_at) VALUES (?, '', '{}', '', ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET academic_plan_json = excluded.academic_plan_json, academic_plan_at = excluded.academic_plan_at
       WHERE student_context.academic_plan_at IS NULL OR excluded.academic_plan_at >= student_context.academic_plan_at`,
    ).run(studentId, JSON.stringify(plan), at);
  }

  async addDocument(studentId: string, doc: { documentId: string; fileName: string; fileType: string }, at: string) {
    // A delete seen first leaves a tombstone, so a late "created" cannot resurrect the document.
    this.db.prepare(
      `INSERT INTO student_documents (document_id, student_id, file_name, file_type, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(document_id) DO NOTHING`,
    ).run(doc.documentId, studentId, doc.fileName, doc.fileType, at);
  }

  async removeDocument(studentId: string, documentId: string, at: string) {
    this.db.prepare(
      `INSERT INTO student_documents (document_id, student_id, file_name, file_type, created_at, deleted_at) VALUES (?, ?, '', '', ?, ?)
       ON CONFLICT(document_id) DO UPDATE SET deleted_at = excluded.deleted_at`,
    ).run(documentId, studentId, at, at);
  }

  async get(studentId: string): Promise<StudentContext | null> {
    const revision = contextRevision(this.db);
    const kept = this.parsed.get(studentId);
    if (kept?.revision === revision) return kept.context;
    const context = this.read(studentId);
    // Inside a transaction the revision may yet be rolled back and reached again by another write: not kept then.
    if (context && !this.db.inTransaction) this.parsed.set(studentId, { revision, context: deepFreeze(context) });
    return context;
  }

  private read(studentId: string): StudentContext | null {
    const row = this.db.prepare("SELECT * FROM student_context WHERE student_id = ? AND profile_at != ''").get(studentId) as Row | undefined;
    if (!row) return null;
    const docs = this.db.prepare('SELECT document_id, file_name, file_type FROM student_documents WHERE student_id = ? AND deleted_at IS NULL ORDER BY created_at')
      .all(studentId) as { document_id: string; file_name: string; file_type: string }[];
    return {
      studentId: row.student_id,
      userId: row.user_id,
      schoolId: row.school_id ?? null,
      profile: JSON.parse(row.profile_json) as StudentProfileData,
      preferences: row.preferences_json ? JSON.parse(row.preferences_json) as StudentPreferences : null,
      documents: docs.map((d) => ({ documentId: d.document_id, fileName: d.file_name, fileType: d.file_type })),
      collegeList: row.college_list_json ? JSON.parse(row.college_list_json) as CollegeListEntry[] : [],
      academicPlan: row.academic_plan_json ? JSON.parse(row.academic_plan_json) as AcademicPlan : null,
    };
  }
}

/** Frozen all the way down: a caller that changed a shared context would change every later turn's. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
