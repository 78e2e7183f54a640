import { SqliteErasures, SqliteOutbox, SqliteUploadLedger, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { EnrollmentQuery, ErasedItem, RosterChange, RosterStore, StudentErasure } from '../../ports/roster-store.js';
import {
  enrollmentParams, importParams, schoolParams, toEnrollment, toImport, toRule, toSchool, toUser, userParams,
  type EnrollmentRow, type ImportRow, type RuleRow, type SchoolRow, type UserRow,
} from './rows.js';

const UPSERT_SCHOOL = `INSERT INTO schools (id, name, nces_id, city, state, sourced_id, archived, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET name = excluded.name, nces_id = excluded.nces_id, city = excluded.city, state = excluded.state,
    sourced_id = excluded.sourced_id, archived = excluded.archived, updated_at = excluded.updated_at`;
const UPSERT_USER = `INSERT INTO users (user_id, email, role, first_name, last_name, sourced_id, active) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, role = excluded.role, first_name = excluded.first_name,
    last_name = excluded.last_name, sourced_id = excluded.sourced_id, active = excluded.active`;
const UPSERT_ENROLLMENT = `INSERT INTO enrollments (student_user_id, student_id, school_id, grade, status, manual_counselor_id, counselor_id, sourced_id,
    first_name, last_name, email, graduated_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_user_id) DO UPDATE SET student_id = excluded.student_id, school_id = excluded.school_id, grade = excluded.grade,
    status = excluded.status, manual_counselor_id = excluded.manual_counselor_id, counselor_id = excluded.counselor_id,
    sourced_id = excluded.sourced_id, first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
    graduated_at = excluded.graduated_at, updated_at = excluded.updated_at`;
const UPSERT_IMPORT = `INSERT INTO roster_imports (id, format, status, file_name, file_hash, counts, rejected, created_by_id, created_at, applied_at,
    applied_with_rejections, upload_id, blob_id, new_accounts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET status = excluded.status, counts = excluded.counts, rejected = excluded.rejected,
    applied_at = excluded.applied_at, applied_with_rejections = excluded.applied_with_rejections, new_accounts = excluded.new_accounts`;

/** The embedded roster store: one SQLite file, every change in one transaction with its outbox rows. */
export class SqliteRosterStore extends SqliteUploadLedger implements RosterStore {
  private readonly outbox: SqliteOutbox;
  private readonly erasures: SqliteErasures;

  constructor(db: SqliteDatabase) {
    super(db, 'roster_imports');
    this.outbox = new SqliteOutbox(db);
    this.erasures = new SqliteErasures(db, this.outbox);
  }

  async commit(c: RosterChange, events: readonly OutboxEvent[] = []) {
    const db = this.db;
    db.transaction(() => {
      for (const s of c.schools ?? []) db.prepare(UPSERT_SCHOOL).run(...schoolParams(s));
      for (const u of c.users ?? []) db.prepare(UPSERT_USER).run(...userParams(u));
      for (const a of c.staff ?? []) {
        db.prepare('DELETE FROM staff_schools WHERE user_id = ?').run(a.userId);
        for (const schoolId of new Set(a.schoolIds)) db.prepare('INSERT INTO staff_schools (user_id, school_id) VALUES (?, ?)').run(a.userId, schoolId);
      }
      for (const r of c.rules ?? []) {
        db.prepare('DELETE FROM caseload_rules WHERE school_id = ?').run(r.schoolId);
        for (const x of r.rules) {
          db.prepare('INSERT INTO caseload_rules (id, school_id, counselor_id, grade_from, grade_to, surname_from, surname_to, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
            .run(x.id, r.schoolId, x.counselorId, x.gradeFrom, x.gradeTo, x.surnameFrom, x.surnameTo, x.position);
        }
      }
      for (const e of c.enrollments ?? []) db.prepare(UPSERT_ENROLLMENT).run(...enrollmentParams(e));
      for (const i of c.imports ?? []) db.prepare(UPSERT_IMPORT).run(...importParams(i));
      if (c.registerUpload) {
        db.prepare('UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND registered_at IS NULL').run(c.registerUpload.at, c.registerUpload.uploadId);
      }
      if (c.rollover) {
        const r = c.rollover;
        db.prepare('INSERT INTO rollovers (id, actor_id, promoted, graduated, at) VALUES (?, ?, ?, ?, ?)').run(r.id, r.actorId, r.promoted, r.graduated, r.at);
      }
      this.outbox.append(events);
    })();
  }

  async schools(includeArchived: boolean) {
    const sql = includeArchived ? 'SELECT * FROM schools ORDER BY name COLLATE NOCASE, id' : 'SELECT * FROM schools WHERE archived = 0 ORDER BY name COLLATE NOCASE, id';
    return (this.db.prepare(sql).all() as SchoolRow[]).map(toSchool);
  }

  async school(id: string) {
    const r = this.db.prepare('SELECT * FROM schools WHERE id = ?').get(id) as SchoolRow | undefined;
    return r ? toSchool(r) : null;
  }

  async user(userId: string) {
    const r = this.db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined;
    return r ? toUser(r) : null;
  }

  async users() {
    return (this.db.prepare('SELECT * FROM users ORDER BY user_id').all() as UserRow[]).map(toUser);
  }

  async staffSchools(userId: string) {
    return (this.db.prepare('SELECT school_id FROM staff_schools WHERE user_id = ? ORDER BY school_id').all(userId) as { school_id: string }[]).map((r) => r.school_id);
  }

  async staffOf(schoolId: string) {
    return (this.db.prepare('SELECT user_id FROM staff_schools WHERE school_id = ? ORDER BY user_id').all(schoolId) as { user_id: string }[]).map((r) => r.user_id);
  }

  async allStaff() {
    const byUser = new Map<string, string[]>();
    for (const r of this.db.prepare('SELECT user_id, school_id FROM staff_schools ORDER BY user_id, school_id').all() as { user_id: string; school_id: string }[]) {
      byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.school_id]);
    }
    return [...byUser].map(([userId, schoolIds]) => ({ userId, schoolIds }));
  }

  async enrollment(studentUserId: string) {
    const r = this.db.prepare('SELECT * FROM enrollments WHERE student_user_id = ?').get(studentUserId) as EnrollmentRow | undefined;
    return r ? toEnrollment(r) : null;
  }

  async enrollmentByStudentId(studentId: string) {
    const r = this.db.prepare('SELECT * FROM enrollments WHERE student_id = ?').get(studentId) as EnrollmentRow | undefined;
    return r ? toEnrollment(r) : null;
  }

  async enrollments(q: EnrollmentQuery = {}) {
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

  async caseloadRules(schoolId: string) {
    return (this.db.prepare('SELECT * FROM caseload_rules WHERE school_id = ? ORDER BY position').all(schoolId) as RuleRow[]).map(toRule);
  }

  async rosterImport(id: string) {
    const r = this.db.prepare('SELECT * FROM roster_imports WHERE id = ?').get(id) as ImportRow | undefined;
    return r ? toImport(r) : null;
  }

  async rosterImports(limit: number, offset: number) {
    const total = (this.db.prepare('SELECT count(*) AS n FROM roster_imports').get() as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM roster_imports ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?').all(limit, offset) as ImportRow[];
    return { items: rows.map(toImport), total };
  }

  async eraseStudent(erasure: StudentErasure, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]) {
    const id = erasure.studentUserId;
    return this.db.transaction(() => {
      const removed = this.erasures.recorded(erasure.deletionId) ?? this.erasures.record(erasure, [
        { item: 'enrollment', count: this.db.prepare('DELETE FROM enrollments WHERE student_user_id = ?').run(id).changes },
        { item: 'account', count: this.db.prepare('DELETE FROM users WHERE user_id = ?').run(id).changes },
        { item: 'school assignments', count: this.db.prepare('DELETE FROM staff_schools WHERE user_id = ?').run(id).changes },
        { item: 'import rows naming the student', count: erasure.imports.length },
      ]);
      for (const i of erasure.imports) this.db.prepare(UPSERT_IMPORT).run(...importParams(i));
      this.outbox.append(confirm(removed));
      return removed;
    })();
  }

  async isUserErased(studentUserId: string) {
    return this.erasures.isUserErased(studentUserId);
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.db.close();
  }
}
