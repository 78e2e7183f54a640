import type { SqliteDatabase } from '@counsel/kit';
import { worstTrack, type Plan, type PlanComment, type PlanHistoryEntry } from '../../domain/plan.js';
import { studentName, type StudentRecord } from '../../domain/student.js';
import type { PlanListFilter, PlanRepository, PlanWrites } from '../../ports/plans-repository.js';
import { SqlitePlanList } from './sqlite-plan-list.js';

/**
 * What a plan row keeps of the plan: its entries and lifecycle. Its checks are worked out again on every read (against
 * the catalog as it reads then); only their status is stored, per set (plan_tracks) and the worst (plans.track).
 */
const storedBody = ({ checks: _checks, problems: _problems, ...rest }: Plan) => rest;
const fromBody = (json: string): Plan => ({ ...JSON.parse(json) as Omit<Plan, 'checks' | 'problems'>, checks: [], problems: [] });

const PLAN_TABLES = ['plans', 'plan_tracks', 'plan_comments', 'plan_history'] as const;

/** Plans with their comments and history, and the staff's lists. Writes run inside the unit of work's transaction. */
export class SqlitePlans implements PlanRepository {
  readonly writes: PlanWrites;
  private readonly lists: SqlitePlanList;

  /** `studentOf` reads the student's copy inside the transaction (the row keeps its counselor, name and grade for the list). */
  constructor(private readonly db: SqliteDatabase, studentOf: (studentId: string) => StudentRecord | null) {
    this.lists = new SqlitePlanList(db);
    const planRow = db.prepare(`INSERT OR REPLACE INTO plans (student_id, school_id, counselor_user_id, student_name, grade, status, track, body_json, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.writes = {
      save: (p) => {
        const student = studentOf(p.studentId);
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
    };
  }

  /** Inside the student's save: the list reads school, counselor and name from the plan's row, so they follow the student. */
  followStudent(s: StudentRecord) {
    this.db.prepare('UPDATE plans SET school_id = ?, counselor_user_id = ?, student_name = ?, grade = ? WHERE student_id = ?')
      .run(s.schoolId, s.counselorUserId, studentName(s), s.grade, s.studentId);
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string) {
    for (const table of PLAN_TABLES) this.db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(studentId);
  }

  async get(studentId: string) {
    const r = this.db.prepare('SELECT body_json FROM plans WHERE student_id = ?').get(studentId) as { body_json: string } | undefined;
    return r ? fromBody(r.body_json) : null;
  }

  async ofSchool(schoolId: string) {
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

  async list(f: PlanListFilter) { return this.lists.list(f); }
  async counts(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.lists.counts(f); }
  async sets(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.lists.sets(f); }
}
