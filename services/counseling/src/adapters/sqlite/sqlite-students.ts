import { SqliteStudentProjection, type SqliteDatabase } from '@counsel/kit';
import type { StudentRecord } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { studentParams, toStudent, type StudentRow } from './rows.js';

const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, status)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, counselor_user_id = excluded.counselor_user_id,
    first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade, status = excluded.status`;

/** The students read model (the kit's projection) and which applications are whose. Writes run inside the unit of work's transaction. */
export class SqliteStudents extends SqliteStudentProjection<StudentRow, StudentRecord> implements StudentRepository {
  readonly writes: StudentWrites;

  /** `movedSchool`: the tasks' counters follow a student who changed school (in the same transaction). */
  constructor(db: SqliteDatabase, movedSchool: (studentId: string, schoolId: string) => void) {
    super(db, 'student_applications', toStudent);
    this.writes = {
      save: (s) => {
        const before = db.prepare('SELECT school_id FROM students WHERE student_id = ?').get(s.studentId) as { school_id: string } | undefined;
        db.prepare(UPSERT_STUDENT).run(...studentParams(s));
        if (before && before.school_id !== s.schoolId) movedSchool(s.studentId, s.schoolId);
      },
      replaceApplications: (l) => {
        if (!this.newerList(l)) return;
        db.prepare('DELETE FROM student_applications WHERE student_id = ?').run(l.studentId);
        for (const id of l.applicationIds) db.prepare('INSERT OR REPLACE INTO student_applications (application_id, student_id) VALUES (?, ?)').run(id, l.studentId);
      },
    };
  }

  async ofUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }

  async groupMembers(schoolId: string, grade: string | null): Promise<StudentRecord[]> {
    const sql = `SELECT * FROM students WHERE school_id = ? AND status = 'active' ${grade ? 'AND grade = ?' : ''}
      ORDER BY last_name COLLATE NOCASE, first_name COLLATE NOCASE, student_id`;
    const rows = (grade ? this.db.prepare(sql).all(schoolId, grade) : this.db.prepare(sql).all(schoolId)) as StudentRow[];
    return rows.map(toStudent);
  }

  async applicationStudent(applicationId: string) {
    const r = this.db.prepare('SELECT student_id FROM student_applications WHERE application_id = ?').get(applicationId) as { student_id: string } | undefined;
    return r?.student_id ?? null;
  }
}
