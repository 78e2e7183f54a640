import { ConflictError, type SqliteDatabase } from '@counsel/kit';
import { ALREADY_ON_LIST } from '../../domain/application-rules.js';
import type { ApplicationRepository, ApplicationWrites, BoardEntry, BoardQuery } from '../../ports/applications-repository.js';
import { applicationParams, toApplication, toChange, toStudent, type ApplicationRow, type ChangeRow, type StudentRow } from './applications-rows.js';

const INSERT_APPLICATION = `INSERT INTO applications (id, student_id, college_id, college_name, plan, status, cycle, own_deadline, materials, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const REPLACE_APPLICATION = `INSERT OR REPLACE INTO applications (id, student_id, college_id, college_name, plan, status, cycle, own_deadline, materials, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
/**
 * The board, starting from the caseload's or school's students (CROSS JOIN keeps that order: SQLite never
 * starts from the million applications), each student's applications through the unique index, and each
 * curated date by its primary key. The deadline in force is the student's own, else the curated one.
 */
const boardSql = (q: BoardQuery) => `
  SELECT a.*, s.user_id AS s_user_id, s.school_id AS s_school_id, s.counselor_user_id AS s_counselor_user_id, s.first_name AS s_first_name,
    s.last_name AS s_last_name, s.grade AS s_grade, s.gpa AS s_gpa, s.sat AS s_sat, s.act AS s_act, s.status AS s_status,
    COALESCE(a.own_deadline, c.date) AS due,
    (SELECT COUNT(*) FROM applications b WHERE b.student_id = a.student_id AND b.plan IN ('ED', 'ED2') AND b.status NOT IN ('denied', 'declined')) AS binding
  FROM students s
  CROSS JOIN applications a ON a.student_id = s.student_id
  LEFT JOIN curated_deadlines c ON c.college_id = a.college_id AND c.cycle = a.cycle AND c.plan = a.plan
  WHERE s.status = 'active'
    ${q.counselorUserId !== null ? 'AND s.counselor_user_id = @counselor' : ''}
    ${q.schoolIds !== 'all' ? `AND ${schoolsIn(q.schoolIds)}` : ''}
    ${q.status ? 'AND a.status = @status' : ''}
    ${q.plan ? 'AND a.plan = @plan' : ''}
    AND COALESCE(a.own_deadline, c.date) BETWEEN @from AND @to
  ORDER BY due, s.last_name COLLATE NOCASE, s.first_name COLLATE NOCASE, a.college_name COLLATE NOCASE, a.id
  LIMIT @limit`;

/**
 * The caller's schools as one parameter each: with the list in json_each the same board query took ten times as
 * long (measured on the demo's data). Callers have a handful of schools, so the statement texts stay few.
 */
const schoolsIn = (ids: readonly string[]) => (ids.length ? `s.school_id IN (${ids.map((_, i) => `@school${i}`).join(', ')})` : '0');

type BoardRow = ApplicationRow & { due: string; binding: number } & { [K in keyof StudentRow as `s_${K}`]: StudentRow[K] };

/** Applications with their history, and the deadline board. Writes run inside the unit of work's transaction. */
export class SqliteApplications implements ApplicationRepository {
  readonly writes: ApplicationWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      add: (a) => {
        const taken = db.prepare('SELECT 1 FROM applications WHERE student_id = ? AND college_id = ? AND cycle = ?').get(a.studentId, a.collegeId, a.cycle);
        if (taken) throw new ConflictError(ALREADY_ON_LIST);
        db.prepare(INSERT_APPLICATION).run(...applicationParams(a));
      },
      replace: (a) => { db.prepare(REPLACE_APPLICATION).run(...applicationParams(a)); },
      remove: (id) => { db.prepare('DELETE FROM applications WHERE id = ?').run(id); },
      recordChange: (h) => {
        db.prepare('INSERT INTO application_changes (id, application_id, student_id, at, actor_id, actor_name, summary) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(h.id, h.applicationId, h.studentId, h.at, h.actorId, h.actorName, h.summary);
      },
    };
  }

  /** Every change of the student's applications, also of removed ones, oldest first (an export's history). */
  async changesOf(studentId: string) {
    return (this.db.prepare('SELECT * FROM application_changes WHERE student_id = ? ORDER BY at, rowid').all(studentId) as ChangeRow[]).map(toChange);
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY created_at, id').all(studentId) as ApplicationRow[]).map(toApplication);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow | undefined;
    return r ? toApplication(r) : null;
  }

  async history(applicationId: string) {
    return (this.db.prepare('SELECT * FROM application_changes WHERE application_id = ? ORDER BY at, rowid').all(applicationId) as ChangeRow[]).map(toChange);
  }

  async hasHistory(studentId: string) {
    return this.db.prepare('SELECT 1 FROM application_changes WHERE student_id = ? LIMIT 1').get(studentId) !== undefined;
  }

  async studentsWithCollege(collegeId: string, cycle: number) {
    return (this.db.prepare('SELECT DISTINCT student_id FROM applications WHERE college_id = ? AND cycle = ?').all(collegeId, cycle) as { student_id: string }[])
      .map((r) => r.student_id);
  }

  async board(q: BoardQuery): Promise<BoardEntry[]> {
    const params: Record<string, unknown> = { from: q.from, to: q.to, limit: q.limit };
    if (q.counselorUserId !== null) params.counselor = q.counselorUserId;
    if (q.schoolIds !== 'all') q.schoolIds.forEach((id, i) => { params[`school${i}`] = id; });
    if (q.status) params.status = q.status;
    if (q.plan) params.plan = q.plan;
    const rows = this.db.prepare(boardSql(q)).all(params) as BoardRow[];
    return rows.map((r) => ({
      application: toApplication(r),
      student: toStudent({
        student_id: r.student_id, user_id: r.s_user_id, school_id: r.s_school_id, counselor_user_id: r.s_counselor_user_id, first_name: r.s_first_name,
        last_name: r.s_last_name, grade: r.s_grade, gpa: r.s_gpa, sat: r.s_sat, act: r.s_act, status: r.s_status,
      }),
      deadline: r.due,
      liveBindingCount: r.binding,
    }));
  }
}
