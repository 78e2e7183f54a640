import { SqliteErasures, SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import { erasedItems } from '../../domain/erasure.js';
import type { ChatRecordStore, ErasureTarget, HeldStudentDocument, RemovedItem } from '../../ports/chat-records.js';
import { toRecord, type Row } from './sqlite-chat-answers.js';

interface ContextRow {
  user_id: string; school_id: string | null; profile_json: string; profile_at: string; preferences_json: string | null; preferences_at: string | null;
  college_list_json: string | null; college_list_at: string | null;
  academic_plan_json: string | null; academic_plan_at: string | null;
}
const json = (v: string | null): unknown => (v ? JSON.parse(v) : null);

/** The student record over chat's SQLite file: the same tables as the other stores, and the same outbox. */
export class SqliteChatRecordStore implements ChatRecordStore {
  readonly outbox: SqliteOutbox;
  private readonly erasures: SqliteErasures;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.erasures = new SqliteErasures(db, this.outbox);
  }

  async studentRecord(studentId: string, studentUserId: string) {
    const turns = (where: string, ...args: string[]) => (this.db.prepare(`SELECT * FROM chat_turns WHERE ${where} ORDER BY at, id`).all(...args) as Row[]).map(toRecord);
    const c = this.db.prepare('SELECT * FROM student_context WHERE student_id = ?').get(studentId) as ContextRow | undefined;
    const docs = this.db.prepare('SELECT * FROM student_documents WHERE student_id = ? ORDER BY created_at, document_id').all(studentId) as
      { document_id: string; file_name: string; file_type: string; created_at: string; deleted_at: string | null }[];
    return {
      turnsAsked: turns('actor_id = ?', studentUserId),
      turnsAbout: turns('student_id = ? AND actor_id != ?', studentId, studentUserId),
      context: c ? {
        userId: c.user_id || null, schoolId: c.school_id, profile: c.profile_at ? json(c.profile_json) : null, profileAt: c.profile_at || null,
        preferences: json(c.preferences_json), preferencesAt: c.preferences_at, collegeList: json(c.college_list_json), collegeListAt: c.college_list_at,
        academicPlan: json(c.academic_plan_json), academicPlanAt: c.academic_plan_at,
      } : null,
      documents: docs.map((d): HeldStudentDocument => ({ documentId: d.document_id, fileName: d.file_name, fileType: d.file_type, createdAt: d.created_at, deletedAt: d.deleted_at })),
    };
  }

  async eraseStudent(t: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent) {
    return this.erasures.eraseOnce(t, () => {
      const mine = 'actor_id = ? OR student_id = ?';
      const ratings = (this.db.prepare(`SELECT count(*) AS n FROM chat_turns WHERE (${mine}) AND rating_helpful IS NOT NULL`).get(t.studentUserId, t.studentId) as { n: number }).n;
      const asked = this.db.prepare('DELETE FROM chat_turns WHERE actor_id = ?').run(t.studentUserId).changes;
      const about = this.db.prepare('DELETE FROM chat_turns WHERE student_id = ?').run(t.studentId).changes;
      const context = this.db.prepare('DELETE FROM student_context WHERE student_id = ?').run(t.studentId).changes;
      const documents = this.db.prepare('DELETE FROM student_documents WHERE student_id = ?').run(t.studentId).changes;
      return erasedItems({ asked, about, ratings, context, documents });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  async deleteTurnsBefore(cutoff: string) {
    return this.db.transaction(() => {
      const ratings = (this.db.prepare('SELECT count(*) AS n FROM chat_turns WHERE at < ? AND rating_helpful IS NOT NULL').get(cutoff) as { n: number }).n;
      const turns = this.db.prepare('DELETE FROM chat_turns WHERE at < ?').run(cutoff).changes;
      return { turns, ratings };
    })();
  }
}
