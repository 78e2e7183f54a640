import { SqliteErasures, SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { CourseImport } from '../../domain/course-import.js';
import { worstTrack, type Plan, type PlanComment, type PlanHistoryEntry } from '../../domain/plan.js';
import type { RequirementSet } from '../../domain/requirement-set.js';
import { studentName } from '../../domain/student.js';
import type { PlanListFilter, PlanningStore, PlanningWrites } from '../../ports/planning-store.js';
import { courseParams, studentParams, toCourse, toStudent, type CourseRow, type StudentRow } from './rows.js';
import { SqlitePlanList } from './sqlite-plan-list.js';

const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, status, courses_json)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id,
  counselor_user_id = excluded.counselor_user_id, first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade,
  status = excluded.status, courses_json = excluded.courses_json`;
const UPSERT_COURSE = `INSERT OR REPLACE INTO courses (id, school_id, code, title, subject_area, credits, grade_levels_json, level,
  prerequisites_json, entrance_areas_json, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
/**
 * What a plan row keeps of the plan: its entries and lifecycle. Its checks are worked out again on every read (against
 * the catalog as it reads then); only their status is stored, per set (plan_tracks) and the worst (plans.track).
 */
const storedBody = ({ checks: _checks, problems: _problems, ...rest }: Plan) => rest;
const fromBody = (json: string): Plan => ({ ...JSON.parse(json) as Omit<Plan, 'checks' | 'problems'>, checks: [], problems: [] });

const STUDENT_TABLES = ['plans', 'plan_tracks', 'plan_comments', 'plan_history', 'students'] as const;

/** The embedded planning store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqlitePlanningStore extends SqliteUnitStore<PlanningWrites> implements PlanningStore {
  private readonly erasures: SqliteErasures;
  private readonly list: SqlitePlanList;
  protected override readonly writes: PlanningWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.erasures = new SqliteErasures(db, this.outbox);
    this.list = new SqlitePlanList(db);
    const planRow = db.prepare(`INSERT OR REPLACE INTO plans (student_id, school_id, counselor_user_id, student_name, grade, status, track, body_json, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.writes = {
      saveStudent: (s) => {
        db.prepare(UPSERT_STUDENT).run(...studentParams(s));
        // The list reads school, counselor and name from the plan's row: they follow the student.
        db.prepare('UPDATE plans SET school_id = ?, counselor_user_id = ?, student_name = ?, grade = ? WHERE student_id = ?')
          .run(s.schoolId, s.counselorUserId, studentName(s), s.grade, s.studentId);
      },
      saveCourse: (c) => { db.prepare(UPSERT_COURSE).run(...courseParams(c)); },
      deleteCourse: (id) => { db.prepare('DELETE FROM courses WHERE id = ?').run(id); },
      saveImport: (i) => { db.prepare('INSERT OR REPLACE INTO course_imports (id, school_id, body_json) VALUES (?, ?, ?)').run(i.id, i.schoolId, JSON.stringify(i)); },
      saveSet: (s) => { db.prepare('INSERT OR REPLACE INTO requirement_sets (id, school_id, body_json) VALUES (?, ?, ?)').run(s.id, s.schoolId ?? '', JSON.stringify(s)); },
      savePlan: (p) => {
        const s = db.prepare('SELECT * FROM students WHERE student_id = ?').get(p.studentId) as StudentRow | undefined;
        const student = s ? toStudent(s) : null;
        planRow.run(p.studentId, p.schoolId, student?.counselorUserId ?? null, student ? studentName(student) : p.studentId, student?.grade ?? null,
          p.status, worstTrack(p.checks), JSON.stringify(storedBody(p)), p.updatedAt ?? new Date().toISOString());
        db.prepare('DELETE FROM plan_tracks WHERE student_id = ?').run(p.studentId);
        const track = db.prepare('INSERT INTO plan_tracks (student_id, set_id, set_name, status) VALUES (?, ?, ?, ?)');
        for (const c of p.checks) track.run(p.studentId, c.setId, c.setName, c.status);
      },
      addComment: (studentId, c) => {
        db.prepare('INSERT INTO plan_comments (id, student_id, author_user_id, author_name, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(c.id, studentId, c.authorUserId, c.authorName, c.text, c.createdAt);
      },
      addHistory: (studentId, h) => {
        db.prepare('INSERT INTO plan_history (student_id, at, actor_user_id, actor_name, action, detail) VALUES (?, ?, ?, ?, ?, ?)')
          .run(studentId, h.at, h.actorUserId, h.actorName, h.action, h.detail);
      },
      erase: (t, removed) => {
        // The ledger's row goes first: its primary key refuses a second run of one deletion.
        this.erasures.record(t, removed);
        for (const table of STUDENT_TABLES) db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(t.studentId);
      },
    };
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async studentsOfSchool(schoolId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE school_id = ? ORDER BY student_id').all(schoolId) as StudentRow[]).map(toStudent);
  }

  async studentsOfUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }

  async course(id: string) {
    const r = this.db.prepare('SELECT * FROM courses WHERE id = ?').get(id) as CourseRow | undefined;
    return r ? toCourse(r) : null;
  }

  async courseByCode(schoolId: string, code: string) {
    const r = this.db.prepare('SELECT * FROM courses WHERE school_id = ? AND code = ?').get(schoolId, code) as CourseRow | undefined;
    return r ? toCourse(r) : null;
  }

  async courses(schoolId: string) {
    return (this.db.prepare('SELECT * FROM courses WHERE school_id = ? ORDER BY code').all(schoolId) as CourseRow[]).map(toCourse);
  }

  async coursePage(schoolId: string, q: string | null, first: number, offset: number) {
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? "WHERE school_id = ? AND (code LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')" : 'WHERE school_id = ?';
    const params = like ? [schoolId, like, like] : [schoolId];
    const items = (this.db.prepare(`SELECT * FROM courses ${where} ORDER BY subject_area, code LIMIT ? OFFSET ?`).all(...params, first, offset) as CourseRow[]).map(toCourse);
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM courses ${where}`).get(...params) as { n: number }).n;
    return { items, total };
  }

  async courseImport(id: string) {
    const r = this.db.prepare('SELECT body_json FROM course_imports WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as CourseImport : null;
  }

  async schoolSets(schoolId: string) {
    return (this.db.prepare('SELECT body_json FROM requirement_sets WHERE school_id = ? ORDER BY id').all(schoolId) as { body_json: string }[])
      .map((r) => JSON.parse(r.body_json) as RequirementSet);
  }

  async set(id: string) {
    const r = this.db.prepare('SELECT body_json FROM requirement_sets WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as RequirementSet : null;
  }

  async plan(studentId: string) {
    const r = this.db.prepare('SELECT body_json FROM plans WHERE student_id = ?').get(studentId) as { body_json: string } | undefined;
    return r ? fromBody(r.body_json) : null;
  }

  async plansOfSchool(schoolId: string) {
    return (this.db.prepare('SELECT body_json FROM plans WHERE school_id = ?').all(schoolId) as { body_json: string }[]).map((r) => fromBody(r.body_json));
  }

  async comments(studentId: string) {
    return (this.db.prepare('SELECT * FROM plan_comments WHERE student_id = ? ORDER BY created_at, id').all(studentId) as
      { id: string; author_user_id: string; author_name: string; text: string; created_at: string }[])
      .map((r): PlanComment => ({ id: r.id, authorUserId: r.author_user_id, authorName: r.author_name, text: r.text, createdAt: r.created_at }));
  }

  async history(studentId: string) {
    return (this.db.prepare('SELECT * FROM plan_history WHERE student_id = ? ORDER BY seq').all(studentId) as
      { at: string; actor_user_id: string; actor_name: string; action: string; detail: string | null }[])
      .map((r): PlanHistoryEntry => ({ at: r.at, actorUserId: r.actor_user_id, actorName: r.actor_name, action: r.action, detail: r.detail }));
  }

  async planList(f: PlanListFilter) { return this.list.list(f); }
  async planCounts(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.list.counts(f); }
  async planSets(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.list.sets(f); }
  async erasedDeletion(deletionId: string) { return this.erasures.recorded(deletionId); }
  async isErased(studentId: string) { return this.erasures.isErased(studentId); }
  async isUserErased(userId: string) { return this.erasures.isUserErased(userId); }
}
