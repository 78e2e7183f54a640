import type { SqliteDatabase } from '@counsel/kit';
import type { BragQuestion, BragSheet } from '../../domain/brag-sheet.js';
import type { BragSheetRepository, BragSheetWrites } from '../../ports/brag-sheets-repository.js';

/** Brag sheet questions per school, answers per student, and the requests they are shared with. */
export class SqliteBragSheets implements BragSheetRepository {
  readonly writes: BragSheetWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      saveQuestions: (schoolId, questions, at) => {
        db.prepare('INSERT OR REPLACE INTO brag_questions (school_id, questions, updated_at) VALUES (?, ?, ?)').run(schoolId, JSON.stringify(questions), at);
      },
      saveAnswers: (s) => {
        db.prepare('INSERT OR REPLACE INTO brag_sheets (student_id, answers, updated_at) VALUES (?, ?, ?)').run(s.studentId, JSON.stringify(s.answers), s.updatedAt);
      },
      share: (requestId, studentId, shared) => {
        if (shared) db.prepare('INSERT OR IGNORE INTO brag_shares (request_id, student_id) VALUES (?, ?)').run(requestId, studentId);
        else db.prepare('DELETE FROM brag_shares WHERE request_id = ?').run(requestId);
      },
    };
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM brag_sheets WHERE student_id = ?').run(studentId);
    this.db.prepare('DELETE FROM brag_shares WHERE student_id = ?').run(studentId);
  }

  async questions(schoolId: string) {
    const r = this.db.prepare('SELECT questions FROM brag_questions WHERE school_id = ?').get(schoolId) as { questions: string } | undefined;
    return r ? JSON.parse(r.questions) as BragQuestion[] : null;
  }

  async answers(studentId: string) {
    const r = this.db.prepare('SELECT * FROM brag_sheets WHERE student_id = ?').get(studentId) as { student_id: string; answers: string; updated_at: string } | undefined;
    return r ? { studentId: r.student_id, answers: JSON.parse(r.answers) as BragSheet['answers'], updatedAt: r.updated_at } : null;
  }

  async sharedWith(requestIds: readonly string[]) {
    if (requestIds.length === 0) return new Set<string>();
    const rows = this.db.prepare(`SELECT request_id FROM brag_shares WHERE request_id IN (${requestIds.map(() => '?').join(',')})`).all(...requestIds) as { request_id: string }[];
    return new Set(rows.map((r) => r.request_id));
  }
}
