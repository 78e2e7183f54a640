import { DEFAULT_SCHOOL_ID, type SqliteDatabase } from '@counsel/kit';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { studentParams, toStudent, type StudentRow } from './applications-rows.js';

const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, gpa, sat, act, status)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, counselor_user_id = excluded.counselor_user_id,
    first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade, gpa = excluded.gpa, sat = excluded.sat, act = excluded.act, status = excluded.status`;
/** The students read model. Writes run inside the unit of work's transaction. */
export class SqliteListStudents implements StudentRepository {
  readonly writes: StudentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (s) => { db.prepare(UPSERT_STUDENT).run(...studentParams(s, DEFAULT_SCHOOL_ID)); } };
  }

  async get(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }
}
