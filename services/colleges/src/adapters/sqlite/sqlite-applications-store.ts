import { ConflictError, DEFAULT_SCHOOL_ID, SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { PLANS } from '../../domain/application.js';
import { ALREADY_ON_LIST } from '../../domain/application-rules.js';
import type { ApplicationsChange, ApplicationsStore, BoardEntry, BoardQuery, StudentErasure, StudentHoldings } from '../../ports/applications-store.js';
import {
  applicationParams, studentParams, toApplication, toChange, toDeadline, toFeed, toStudent,
  type ApplicationRow, type ChangeRow, type DeadlineRow, type FeedRow, type StudentRow,
} from './applications-rows.js';


const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, sat, act, status)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, counselor_user_id = excluded.counselor_user_id,
    first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade, sat = excluded.sat, act = excluded.act, status = excluded.status`;
const INSERT_APPLICATION = `INSERT INTO applications (id, student_id, college_id, college_name, plan, status, cycle, own_deadline, materials, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const REPLACE_APPLICATION = `INSERT OR REPLACE INTO applications (id, student_id, college_id, college_name, plan, status, cycle, own_deadline, materials, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const UPSERT_FEED = `INSERT INTO calendar_feeds (student_id, feed_id, token_hash, created_at, revoked_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET feed_id = excluded.feed_id, token_hash = excluded.token_hash, created_at = excluded.created_at, revoked_at = excluded.revoked_at`;

/**
 * The board, starting from the caseload's or school's students (CROSS JOIN keeps that order: SQLite never
 * starts from the million applications), each student's applications through the unique index, and each
 * curated date by its primary key. The deadline in force is the student's own, else the curated one.
 */
const boardSql = (q: BoardQuery) => `
  SELECT a.*, s.user_id AS s_user_id, s.school_id AS s_school_id, s.counselor_user_id AS s_counselor_user_id, s.first_name AS s_first_name,
    s.last_name AS s_last_name, s.grade AS s_grade, s.sat AS s_sat, s.act AS s_act, s.status AS s_status,
    COALESCE(a.own_deadline, c.date) AS due,
    (SELECT COUNT(*) FROM applications b WHERE b.student_id = a.student_id AND b.plan IN ('ED', 'ED2') AND b.status NOT IN ('denied', 'declined')) AS binding
  FROM students s
  CROSS JOIN applications a ON a.student_id = s.student_id
  LEFT JOIN curated_deadlines c ON c.college_id = a.college_id AND c.cycle = a.cycle AND c.plan = a.plan
  WHERE s.status = 'active'
    ${q.counselorUserId !== null ? 'AND s.counselor_user_id = @counselor' : ''}
    ${q.schoolIds !== 'all' ? 'AND s.school_id IN (SELECT value FROM json_each(@schools))' : ''}
    ${q.status ? 'AND a.status = @status' : ''}
    ${q.plan ? 'AND a.plan = @plan' : ''}
    AND COALESCE(a.own_deadline, c.date) BETWEEN @from AND @to
  ORDER BY due, s.last_name COLLATE NOCASE, s.first_name COLLATE NOCASE, a.college_name COLLATE NOCASE, a.id
  LIMIT @limit`;

type BoardRow = ApplicationRow & { due: string; binding: number } & { [K in keyof StudentRow as `s_${K}`]: StudentRow[K] };

/** The embedded lists store: one SQLite file, every change in one transaction with its outbox rows. */
export class SqliteApplicationsStore implements ApplicationsStore {
  private readonly outbox: SqliteOutbox;
  private open = true;

  constructor(readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async commit(c: ApplicationsChange, events: readonly OutboxEvent[] = []) {
    const db = this.db;
    db.transaction(() => {
      for (const s of c.students ?? []) db.prepare(UPSERT_STUDENT).run(...studentParams(s, DEFAULT_SCHOOL_ID));
      if (c.add) {
        const a = c.add;
        const taken = db.prepare('SELECT 1 FROM applications WHERE student_id = ? AND college_id = ? AND cycle = ?').get(a.studentId, a.collegeId, a.cycle);
        if (taken) throw new ConflictError(ALREADY_ON_LIST);
        db.prepare(INSERT_APPLICATION).run(...applicationParams(a));
      }
      for (const a of c.update ?? []) db.prepare(REPLACE_APPLICATION).run(...applicationParams(a));
      for (const id of c.remove ?? []) db.prepare('DELETE FROM applications WHERE id = ?').run(id);
      for (const h of c.history ?? []) {
        db.prepare('INSERT INTO application_changes (id, application_id, student_id, at, actor_id, actor_name, summary) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(h.id, h.applicationId, h.studentId, h.at, h.actorId, h.actorName, h.summary);
      }
      if (c.deadlines) {
        const { collegeId, cycle, deadlines } = c.deadlines;
        db.prepare('DELETE FROM curated_deadlines WHERE college_id = ? AND cycle = ?').run(collegeId, cycle);
        for (const d of deadlines) {
          db.prepare('INSERT INTO curated_deadlines (college_id, cycle, plan, date, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
            .run(collegeId, cycle, d.plan, d.date, d.updatedBy, d.updatedAt);
        }
      }
      if (c.feed) {
        const f = c.feed;
        db.prepare(UPSERT_FEED).run(f.studentId, f.feedId, f.tokenHash, f.createdAt, f.revokedAt);
      }
      if (c.erase) this.erase(c.erase);
      this.outbox.append(events);
    })();
  }

  /** Inside commit's transaction. The erasure's row goes first: its primary key refuses a second run of one deletion. */
  private erase(e: StudentErasure) {
    const db = this.db;
    db.prepare('INSERT INTO erasures (deletion_id, student_id, at) VALUES (?, ?, ?)').run(e.deletionId, e.studentId, e.at);
    for (const table of ['application_changes', 'applications', 'calendar_feeds', 'students']) {
      db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(e.studentId);
    }
    db.prepare("DELETE FROM outbox WHERE subject = ? AND json_extract(payload, '$.studentId') = ?").run(Subjects.collegesListChanged, e.studentId);
  }

  async holdings(studentId: string): Promise<StudentHoldings> {
    const changes = this.db.prepare('SELECT * FROM application_changes WHERE student_id = ? ORDER BY at, rowid').all(studentId) as ChangeRow[];
    return {
      student: await this.student(studentId), applications: await this.applications(studentId), changes: changes.map(toChange), feed: await this.feed(studentId),
    };
  }

  async erasureDone(deletionId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE deletion_id = ?').get(deletionId) !== undefined;
  }

  async wasErased(studentId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE student_id = ? LIMIT 1').get(studentId) !== undefined;
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async applications(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY created_at, id').all(studentId) as ApplicationRow[]).map(toApplication);
  }

  async application(id: string) {
    const r = this.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow | undefined;
    return r ? toApplication(r) : null;
  }

  async history(applicationId: string) {
    return (this.db.prepare('SELECT * FROM application_changes WHERE application_id = ? ORDER BY at, rowid').all(applicationId) as ChangeRow[]).map(toChange);
  }

  async hasHistory(studentId: string) {
    return this.db.prepare('SELECT 1 FROM application_changes WHERE student_id = ? LIMIT 1').get(studentId) !== undefined;
  }

  async collegeDeadlines(collegeId: string, cycle: number | null) {
    const rows = (cycle === null
      ? this.db.prepare('SELECT * FROM curated_deadlines WHERE college_id = ?').all(collegeId)
      : this.db.prepare('SELECT * FROM curated_deadlines WHERE college_id = ? AND cycle = ?').all(collegeId, cycle)) as DeadlineRow[];
    return rows.map(toDeadline).sort((a, b) => a.cycle - b.cycle || PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan));
  }

  async curatedFor(keys: readonly { collegeId: string; cycle: number }[]) {
    if (keys.length === 0) return [];
    const rows = this.db.prepare(`SELECT c.* FROM json_each(?) k
      JOIN curated_deadlines c ON c.college_id = json_extract(k.value, '$.collegeId') AND c.cycle = json_extract(k.value, '$.cycle')`)
      .all(JSON.stringify(keys.map((k) => ({ collegeId: k.collegeId, cycle: k.cycle })))) as DeadlineRow[];
    return rows.map(toDeadline);
  }

  async studentsWithCollege(collegeId: string, cycle: number) {
    return (this.db.prepare('SELECT DISTINCT student_id FROM applications WHERE college_id = ? AND cycle = ?').all(collegeId, cycle) as { student_id: string }[])
      .map((r) => r.student_id);
  }

  async board(q: BoardQuery): Promise<BoardEntry[]> {
    const params: Record<string, unknown> = { from: q.from, to: q.to, limit: q.limit };
    if (q.counselorUserId !== null) params.counselor = q.counselorUserId;
    if (q.schoolIds !== 'all') params.schools = JSON.stringify(q.schoolIds);
    if (q.status) params.status = q.status;
    if (q.plan) params.plan = q.plan;
    const rows = this.db.prepare(boardSql(q)).all(params) as BoardRow[];
    return rows.map((r) => ({
      application: toApplication(r),
      student: toStudent({
        student_id: r.student_id, user_id: r.s_user_id, school_id: r.s_school_id, counselor_user_id: r.s_counselor_user_id, first_name: r.s_first_name,
        last_name: r.s_last_name, grade: r.s_grade, sat: r.s_sat, act: r.s_act, status: r.s_status,
      }),
      deadline: r.due,
      liveBindingCount: r.binding,
    }));
  }

  async feed(studentId: string) {
    const r = this.db.prepare('SELECT * FROM calendar_feeds WHERE student_id = ?').get(studentId) as FeedRow | undefined;
    return r ? toFeed(r) : null;
  }

  async feedByTokenHash(tokenHash: string) {
    const r = this.db.prepare('SELECT * FROM calendar_feeds WHERE token_hash = ?').get(tokenHash) as FeedRow | undefined;
    return r ? toFeed(r) : null;
  }

  async feedKey() {
    return (this.db.prepare('SELECT key FROM feed_key WHERE id = 1').get() as { key: string }).key;
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  ready() {
    return this.open;
  }

  async close() {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
