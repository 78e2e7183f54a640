import type { SqliteDatabase } from '@counsel/kit';
import type { StudentRecord } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { studentParams, toStudent, type StudentRow } from './rows.js';

const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, status, courses_json)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id,
  counselor_user_id = excluded.counselor_user_id, first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade,
  status = excluded.status, courses_json = excluded.courses_json`;

/** The student copies. Writes run inside the unit of work's transaction. */
export class SqliteStudents implements StudentRepository {
  readonly writes: StudentWrites;

  /** `followed` is told of every saved student, in the same transaction (the plan's row keeps its school, counselor and name). */
  constructor(private readonly db: SqliteDatabase, followed: (s: StudentRecord) => void) {
    this.writes = {
      save: (s) => {
        db.prepare(UPSERT_STUDENT).run(...studentParams(s));
        followed(s);
      },
    };
  }

  /** Inside a unit of work's transaction: the copy as it reads now. */
  copy(studentId: string): StudentRecord | null {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM students WHERE student_id = ?').run(studentId);
  }

  async get(studentId: string) {
    return this.copy(studentId);
  }

  async ofSchool(schoolId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE school_id = ? ORDER BY student_id').all(schoolId) as StudentRow[]).map(toStudent);
  }

  async ofUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }
}
