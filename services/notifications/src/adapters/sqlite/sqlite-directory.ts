import type { SqliteDatabase } from '@counsel/kit';
import type { ApplicationDeadline, Recipient, StudentFacts } from '../../domain/notification.js';
import type { TaskChanged } from '@counsel/proto-events';
import type { DirectoryRepository, DueCursor, GuardianLinkFacts, TaskCursor } from '../../ports/notifications-store.js';
import { isLanguage } from '../../domain/texts/index.js';

interface RecipientRow { user_id: string; email: string | null; first_name: string | null; last_name: string | null; role: Recipient['role']; school_ids_json: string | null; language: string | null }
interface StudentRow { student_id: string; user_id: string; school_id: string | null; counselor_user_id: string | null; first_name: string | null; last_name: string | null; date_of_birth: string | null }
interface AppRow { application_id: string; student_id: string; college_name: string; deadline: string; missing_json: string }

const toRecipient = (r: RecipientRow): Recipient => ({
  userId: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role,
  schoolIds: r.school_ids_json === null ? null : JSON.parse(r.school_ids_json) as string[], language: isLanguage(r.language) ? r.language : null,
});
const toStudent = (r: StudentRow): StudentFacts => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, counselorUserId: r.counselor_user_id, firstName: r.first_name, lastName: r.last_name,
  dateOfBirth: r.date_of_birth,
});
const toApp = (r: AppRow): ApplicationDeadline => ({
  applicationId: r.application_id, studentId: r.student_id, collegeName: r.college_name, deadline: r.deadline, missing: JSON.parse(r.missing_json) as string[],
});

export class SqliteDirectory implements DirectoryRepository {
  constructor(private readonly db: SqliteDatabase) {}

  async upsertRecipient(r: Partial<Recipient> & { userId: string }) {
    const was = this.db.prepare('SELECT * FROM recipients WHERE user_id = ?').get(r.userId) as RecipientRow | undefined;
    const cur: Recipient = was ? toRecipient(was) : { userId: r.userId, email: null, firstName: null, lastName: null, role: null, schoolIds: null, language: null };
    const next = { ...cur, ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) } as Recipient;
    this.db.prepare(`INSERT INTO recipients (user_id, email, first_name, last_name, role, school_ids_json, language) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
        role = excluded.role, school_ids_json = excluded.school_ids_json, language = excluded.language`)
      .run(next.userId, next.email, next.firstName, next.lastName, next.role, next.schoolIds === null ? null : JSON.stringify(next.schoolIds), next.language);
  }

  async recipients(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    const rows = this.db.prepare(`SELECT * FROM recipients WHERE user_id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(userIds)) as RecipientRow[];
    return rows.map(toRecipient);
  }

  async upsertStudent(s: StudentFacts) {
    this.db.prepare(`INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, date_of_birth) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id,
        counselor_user_id = excluded.counselor_user_id, first_name = excluded.first_name, last_name = excluded.last_name, date_of_birth = excluded.date_of_birth`)
      .run(s.studentId, s.userId, s.schoolId, s.counselorUserId, s.firstName, s.lastName, s.dateOfBirth);
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async students(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM students WHERE student_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(studentIds)) as StudentRow[]).map(toStudent);
  }

  async studentByUser(userId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE user_id = ?').get(userId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async replaceApplications(studentId: string, apps: readonly ApplicationDeadline[]) {
    const insert = this.db.prepare('INSERT OR REPLACE INTO applications (application_id, student_id, college_name, deadline, missing_json) VALUES (?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM applications WHERE student_id = ?').run(studentId);
      for (const a of apps) insert.run(a.applicationId, studentId, a.collegeName, a.deadline, JSON.stringify(a.missing));
    })();
  }

  async applicationsOf(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY deadline, application_id').all(studentId) as AppRow[]).map(toApp);
  }

  async applicationsDue(from: string, to: string, after: DueCursor | null, limit: number) {
    // Keyset over (deadline, application_id): one index range, constant memory per page however large the district.
    const d = after?.deadline ?? '', id = after?.applicationId ?? '';
    const rows = this.db.prepare(`SELECT * FROM applications WHERE deadline BETWEEN ? AND ?
      AND (deadline > ? OR (deadline = ? AND application_id > ?)) ORDER BY deadline, application_id LIMIT ?`)
      .all(from, to, d, d, id, limit) as AppRow[];
    return rows.map(toApp);
  }

  async applyTask(e: TaskChanged) {
    const db = this.db;
    db.transaction(() => {
      if (e.change === 'assigned') {
        const add = db.prepare('INSERT OR IGNORE INTO tasks (task_id, student_id, title, due_date) VALUES (?, ?, ?, ?)');
        for (const s of e.studentIds) add.run(e.taskId, s, e.title, e.dueDate);
      } else if (e.change === 'edited') {
        db.prepare('UPDATE tasks SET title = ?, due_date = ? WHERE task_id = ?').run(e.title, e.dueDate, e.taskId);
      } else if (e.change === 'removed') {
        db.prepare('DELETE FROM tasks WHERE task_id = ?').run(e.taskId);
      } else {
        const set = db.prepare('UPDATE tasks SET done = ? WHERE task_id = ? AND student_id = ?');
        for (const s of e.studentIds) set.run(e.change === 'done' ? 1 : 0, e.taskId, s);
      }
    })();
  }

  async openTasksDue(day: string, after: TaskCursor | null, limit: number) {
    const rows = this.db.prepare(`SELECT task_id, student_id, title, due_date FROM tasks WHERE due_date = ? AND done = 0
      AND (task_id > ? OR (task_id = ? AND student_id > ?)) ORDER BY task_id, student_id LIMIT ?`)
      .all(day, after?.taskId ?? '', after?.taskId ?? '', after?.studentId ?? '', limit) as { task_id: string; student_id: string; title: string; due_date: string }[];
    return rows.map((r) => ({ taskId: r.task_id, studentId: r.student_id, title: r.title, dueDate: r.due_date }));
  }

  async rememberDeletion(deletionId: string, requestedBy: string | null) {
    this.db.prepare('INSERT OR IGNORE INTO deletions (deletion_id, requested_by) VALUES (?, ?)').run(deletionId, requestedBy);
  }

  async deletionRequester(deletionId: string) {
    const r = this.db.prepare('SELECT requested_by FROM deletions WHERE deletion_id = ?').get(deletionId) as { requested_by: string | null } | undefined;
    return r?.requested_by ?? null;
  }

  async setGuardianLink(l: GuardianLinkFacts & { linked: boolean }) {
    this.db.prepare(`INSERT INTO guardian_links (guardian_user_id, student_user_id, active, consent_withdrawn) VALUES (?, ?, ?, ?)
      ON CONFLICT (student_user_id, guardian_user_id) DO UPDATE SET active = excluded.active, consent_withdrawn = excluded.consent_withdrawn`)
      .run(l.guardianUserId, l.studentUserId, l.linked ? 1 : 0, l.consentWithdrawn ? 1 : 0);
  }

  async guardianLinksOf(studentUserIds: readonly string[]) {
    if (studentUserIds.length === 0) return [];
    // `active` holds whether the link exists (removed: 0); consent is weighed by the caller on the day.
    const rows = this.db.prepare(`SELECT guardian_user_id, student_user_id, consent_withdrawn FROM guardian_links
      WHERE student_user_id IN (SELECT value FROM json_each(?)) AND active = 1 ORDER BY student_user_id, guardian_user_id`)
      .all(JSON.stringify(studentUserIds)) as { guardian_user_id: string; student_user_id: string; consent_withdrawn: number }[];
    return rows.map((r) => ({ guardianUserId: r.guardian_user_id, studentUserId: r.student_user_id, consentWithdrawn: r.consent_withdrawn === 1 }));
  }
}
