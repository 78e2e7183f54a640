import type { SqliteDatabase } from '@counsel/kit';
import type { LetterRequestCopy, SchoolDocumentCopy, SchoolDocumentKind } from '../../domain/letters.js';
import type { LetterRepository, LetterWrites } from '../../ports/letters-repository.js';

interface RequestRow { request_id: string; student_id: string; teacher_user_id: string; teacher_name: string | null; application_ids: string; state: string; at: string }
interface DocumentRow { student_id: string; kind: string; state: string; at: string }

const toRequest = (r: RequestRow): LetterRequestCopy => ({
  requestId: r.request_id, studentId: r.student_id, teacherUserId: r.teacher_user_id, teacherName: r.teacher_name,
  applicationIds: JSON.parse(r.application_ids) as string[], state: r.state as LetterRequestCopy['state'], at: r.at,
});
const toDocument = (r: DocumentRow): SchoolDocumentCopy => ({
  studentId: r.student_id, kind: r.kind as SchoolDocumentKind, state: r.state as SchoolDocumentCopy['state'], at: r.at,
});

/** The letters' copies. Many students are read in one query through json_each (the board's rows). */
export class SqliteLetters implements LetterRepository {
  readonly writes: LetterWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      saveRequest: (r) => {
        db.prepare(`INSERT OR REPLACE INTO letter_requests (request_id, student_id, teacher_user_id, teacher_name, application_ids, state, at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(r.requestId, r.studentId, r.teacherUserId, r.teacherName, JSON.stringify(r.applicationIds), r.state, r.at);
      },
      saveSchoolDocument: (d) => {
        db.prepare('INSERT OR REPLACE INTO school_documents (student_id, kind, state, at) VALUES (?, ?, ?, ?)').run(d.studentId, d.kind, d.state, d.at);
      },
    };
  }

  async request(requestId: string) {
    const r = this.db.prepare('SELECT * FROM letter_requests WHERE request_id = ?').get(requestId) as RequestRow | undefined;
    return r ? toRequest(r) : null;
  }

  async requestsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM letter_requests WHERE student_id IN (SELECT value FROM json_each(?)) ORDER BY student_id, request_id')
      .all(JSON.stringify(studentIds)) as RequestRow[]).map(toRequest);
  }

  async schoolDocument(studentId: string, kind: SchoolDocumentKind) {
    const r = this.db.prepare('SELECT * FROM school_documents WHERE student_id = ? AND kind = ?').get(studentId, kind) as DocumentRow | undefined;
    return r ? toDocument(r) : null;
  }

  async schoolDocumentsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM school_documents WHERE student_id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(studentIds)) as DocumentRow[]).map(toDocument);
  }
}
