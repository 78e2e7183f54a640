import { SqliteStudentProjection, type SqliteDatabase } from '@counsel/kit';
import { listsByStudent, type StudentApplication, type StudentRecord } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { toApplication, toStudent, type ApplicationRow, type StudentRow } from './rows.js';

const UPSERT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, counselor_user_id = excluded.counselor_user_id,
    first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade`;
const INSERT_APPLICATION = `INSERT OR REPLACE INTO applications (application_id, student_id, position, college_id, college_name, plan, deadline, status)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** The students read model (the kit's projection) and their applications. Writes run inside the unit of work's transaction. */
export class SqliteStudents extends SqliteStudentProjection<StudentRow, StudentRecord> implements StudentRepository {
  readonly writes: StudentWrites;

  constructor(db: SqliteDatabase) {
    super(db, 'applications', toStudent);
    this.writes = {
      save: (s) => { db.prepare(UPSERT).run(s.studentId, s.userId, s.schoolId, s.counselorUserId, s.firstName, s.lastName, s.grade); },
      replaceApplications: (l) => {
        if (!this.newerList(l)) return;
        db.prepare('DELETE FROM applications WHERE student_id = ?').run(l.studentId);
        const insert = db.prepare(INSERT_APPLICATION);
        l.applications.forEach((a, i) => insert.run(a.applicationId, l.studentId, i, a.collegeId, a.collegeName, a.plan, a.deadline, a.status));
      },
      saveSchool: (s) => { db.prepare('INSERT INTO schools (school_id, name) VALUES (?, ?) ON CONFLICT(school_id) DO UPDATE SET name = excluded.name').run(s.schoolId, s.name); },
    };
  }

  async applicationsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return new Map<string, StudentApplication[]>();
    const rows = this.db.prepare('SELECT * FROM applications WHERE student_id IN (SELECT value FROM json_each(?)) ORDER BY student_id, position')
      .all(JSON.stringify(studentIds)) as ApplicationRow[];
    return listsByStudent(rows.map(toApplication));
  }

  async schoolNames(schoolIds: readonly string[]) {
    if (schoolIds.length === 0) return new Map<string, string>();
    const rows = this.db.prepare('SELECT school_id, name FROM schools WHERE school_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(schoolIds)) as { school_id: string; name: string }[];
    return new Map(rows.map((r) => [r.school_id, r.name]));
  }

  async applications(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY position').all(studentId) as ApplicationRow[]).map(toApplication);
  }
}
