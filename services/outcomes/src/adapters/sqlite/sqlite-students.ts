import type { SqliteDatabase } from '@counsel/kit';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { toApplication, toStudent, type ApplicationRow, type StudentRow } from './rows.js';

/** The student copies with their tracked applications. Writes run inside the unit of work's transaction. */
export class SqliteStudents implements StudentRepository {
  readonly writes: StudentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (s) => {
        db.prepare('INSERT OR REPLACE INTO students (student_id, user_id, school_id, status, gpa, sat, act) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(s.studentId, s.userId, s.schoolId, s.status, s.gpa, s.sat, s.act);
      },
      saveApplication: (a) => {
        db.prepare('INSERT OR REPLACE INTO applications (application_id, student_id, college_id, plan, status, submitted_at, gpa, sat, act) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(a.applicationId, a.studentId, a.collegeId, a.plan, a.status, a.submittedAt, a.gpa, a.sat, a.act);
      },
      removeApplication: (id) => { db.prepare('DELETE FROM applications WHERE application_id = ?').run(id); },
    };
  }

  /** The student's applications and copy go (an erasure, inside its transaction). */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM applications WHERE student_id = ?').run(studentId);
    this.db.prepare('DELETE FROM students WHERE student_id = ?').run(studentId);
  }

  async get(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async ofUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }

  async applications(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY application_id').all(studentId) as ApplicationRow[]).map(toApplication);
  }
}
