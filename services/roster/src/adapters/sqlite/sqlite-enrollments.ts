import type { SqliteDatabase } from '@counsel/kit';
import type { EnrollmentQuery, EnrollmentRepository, EnrollmentWrites } from '../../ports/enrollments-repository.js';
import { enrollmentParams, toEnrollment, type EnrollmentRow } from './rows.js';

const UPSERT_ENROLLMENT = `INSERT INTO enrollments (student_user_id, student_id, school_id, grade, status, manual_counselor_id, counselor_id, sourced_id,
    first_name, last_name, email, graduated_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_user_id) DO UPDATE SET student_id = excluded.student_id, school_id = excluded.school_id, grade = excluded.grade,
    status = excluded.status, manual_counselor_id = excluded.manual_counselor_id, counselor_id = excluded.counselor_id,
    sourced_id = excluded.sourced_id, first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
    graduated_at = excluded.graduated_at, updated_at = excluded.updated_at`;

export class SqliteEnrollments implements EnrollmentRepository {
  readonly writes: EnrollmentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (e) => { db.prepare(UPSERT_ENROLLMENT).run(...enrollmentParams(e)); } };
  }

  async get(studentUserId: string) {
    const r = this.db.prepare('SELECT * FROM enrollments WHERE student_user_id = ?').get(studentUserId) as EnrollmentRow | undefined;
    return r ? toEnrollment(r) : null;
  }

  async byStudentId(studentId: string) {
    const r = this.db.prepare('SELECT * FROM enrollments WHERE student_id = ?').get(studentId) as EnrollmentRow | undefined;
    return r ? toEnrollment(r) : null;
  }

  async list(q: EnrollmentQuery = {}) {
    const where: string[] = [];
    const params: string[] = [];
    if (q.schoolId) { where.push('school_id = ?'); params.push(q.schoolId); }
    if (q.status) { where.push('status = ?'); params.push(q.status); }
    const sql = `SELECT * FROM enrollments ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY student_user_id`;
    return (this.db.prepare(sql).all(...params) as EnrollmentRow[]).map(toEnrollment);
  }

  async countActive(schoolId: string) {
    return (this.db.prepare(`SELECT count(*) AS n FROM enrollments WHERE school_id = ? AND status = 'active'`).get(schoolId) as { n: number }).n;
  }
}
