import { SqliteOutbox, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import type { NoteView, Note } from '../../domain/note.js';
import type { Assignment, StudentTask } from '../../domain/task.js';
import type { MeetingView } from '../../domain/meeting.js';
import type { CounselingChange, CounselingStore, Schools, StudentErasure, StudentHoldings, TaskQuery } from '../../ports/counseling-store.js';
import {
  TASK_COLUMNS, assignmentParams, meetingParams, noteParams, revisionParams, studentParams, taskParams, toAssignment, toMeeting, toNote,
  toRevision, toStudent, toStudentTask, toTask,
  type AssignmentRow, type MeetingRow, type NoteRow, type RevisionRow, type StudentRow, type StudentTaskRow, type TaskRow,
} from './rows.js';

const UPSERT_STUDENT = `INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name, grade, status)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, counselor_user_id = excluded.counselor_user_id,
    first_name = excluded.first_name, last_name = excluded.last_name, grade = excluded.grade, status = excluded.status`;
const UPSERT_NOTE = `INSERT OR REPLACE INTO notes (id, student_id, body, pinned, tags, author_id, author_name, created_at, updated_at, updated_by, updated_by_name)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_REVISION = `INSERT INTO note_revisions (id, note_id, student_id, previous_body, previous_pinned, previous_tags, edited_at, edited_by, edited_by_name)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const UPSERT_MEETING = `INSERT OR REPLACE INTO meetings (id, student_id, counselor_user_id, counselor_name, starts_at, length_minutes, kind, topics, note, state, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_TASK = `INSERT INTO tasks (id, title, due_date, application_id, group_school_id, group_grade, created_by, created_by_name, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
// The assignee's school comes from the read model ('' for a student it does not hold: no school's lists count them).
const INSERT_ASSIGNMENT = `INSERT INTO task_assignments (task_id, student_id, done, done_at, done_by, school_id)
  VALUES (?, ?, ?, ?, ?, COALESCE((SELECT school_id FROM students WHERE student_id = ?), ''))`;
const ADJUST_COUNTS = `INSERT INTO task_counts (task_id, school_id, total, done) VALUES (?, ?, ?, ?)
  ON CONFLICT(task_id, school_id) DO UPDATE SET total = total + excluded.total, done = done + excluded.done`;

/** `AND s.school_id IN (...)` for a school list; nothing for 'all'. The list is bound as JSON (@schools). */
const schoolFilter = (schools: Schools) => (schools === 'all' ? '' : 'AND s.school_id IN (SELECT value FROM json_each(@schools))');
const schoolParams = (schools: Schools) => (schools === 'all' ? {} : { schools: JSON.stringify(schools) });

/** The embedded counseling store: one SQLite file, every change in one transaction with its outbox rows. */
export class SqliteCounselingStore implements CounselingStore {
  private readonly outbox: SqliteOutbox;
  private open = true;

  constructor(readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
  }

  async commit(c: CounselingChange, events: readonly OutboxEvent[] = []) {
    const db = this.db;
    db.transaction(() => {
      if (c.marker) db.prepare('INSERT INTO markers (key) VALUES (?)').run(c.marker);
      for (const s of c.students ?? []) {
        const before = db.prepare('SELECT school_id FROM students WHERE student_id = ?').get(s.studentId) as { school_id: string } | undefined;
        db.prepare(UPSERT_STUDENT).run(...studentParams(s));
        if (before && before.school_id !== s.schoolId) this.moveAssignments(s.studentId, s.schoolId);
      }
      if (c.applications && this.newerList(c.applications)) {
        const { studentId, applicationIds } = c.applications;
        db.prepare('DELETE FROM student_applications WHERE student_id = ?').run(studentId);
        for (const id of applicationIds) db.prepare('INSERT OR REPLACE INTO student_applications (application_id, student_id) VALUES (?, ?)').run(id, studentId);
      }
      if (c.note) db.prepare(UPSERT_NOTE).run(...noteParams(c.note));
      if (c.noteRevision) db.prepare(INSERT_REVISION).run(...revisionParams(c.noteRevision));
      if (c.deleteNote) {
        db.prepare('DELETE FROM note_revisions WHERE note_id = ?').run(c.deleteNote);
        db.prepare('DELETE FROM notes WHERE id = ?').run(c.deleteNote);
      }
      if (c.meeting) db.prepare(UPSERT_MEETING).run(...meetingParams(c.meeting));
      if (c.deleteMeeting) db.prepare('DELETE FROM meetings WHERE id = ?').run(c.deleteMeeting);
      if (c.taskEdit) db.prepare('UPDATE tasks SET title = ?, due_date = ? WHERE id = ?').run(c.taskEdit.title, c.taskEdit.dueDate, c.taskEdit.id);
      if (c.deleteTask) {
        for (const table of ['task_counts', 'task_assignments']) db.prepare(`DELETE FROM ${table} WHERE task_id = ?`).run(c.deleteTask);
        db.prepare('DELETE FROM tasks WHERE id = ?').run(c.deleteTask);
      }
      if (c.task) {
        db.prepare(INSERT_TASK).run(...taskParams(c.task.task));
        for (const a of c.task.assignments) this.insertAssignment(a);
      }
      if (c.assignment) this.setAssignment(c.assignment);
      if (c.erase) this.erase(c.erase);
      this.outbox.append(events);
    })();
  }

  /** Inside a transaction: whether this list is newer than the one held (and, if so, notes its time). */
  private newerList(l: { studentId: string; updatedAt: string }): boolean {
    const held = this.db.prepare('SELECT updated_at FROM application_lists WHERE student_id = ?').get(l.studentId) as { updated_at: string } | undefined;
    if (held && held.updated_at > l.updatedAt) return false;
    this.db.prepare('INSERT OR REPLACE INTO application_lists (student_id, updated_at) VALUES (?, ?)').run(l.studentId, l.updatedAt);
    return true;
  }

  /** Inside a transaction: a new assignment, counted for its school. */
  private insertAssignment(a: Assignment) {
    this.db.prepare(INSERT_ASSIGNMENT).run(...assignmentParams(a), a.studentId);
    const { school_id } = this.db.prepare('SELECT school_id FROM task_assignments WHERE task_id = ? AND student_id = ?').get(a.taskId, a.studentId) as { school_id: string };
    this.adjust(a.taskId, school_id, 1, a.done ? 1 : 0);
  }

  /** Inside a transaction: an assignment's completion changed (or a new one). */
  private setAssignment(a: Assignment) {
    const before = this.db.prepare('SELECT done, school_id FROM task_assignments WHERE task_id = ? AND student_id = ?').get(a.taskId, a.studentId) as
      { done: number; school_id: string } | undefined;
    if (!before) return this.insertAssignment(a);
    this.db.prepare('UPDATE task_assignments SET done = ?, done_at = ?, done_by = ? WHERE task_id = ? AND student_id = ?')
      .run(a.done ? 1 : 0, a.doneAt, a.doneBy, a.taskId, a.studentId);
    this.adjust(a.taskId, before.school_id, 0, (a.done ? 1 : 0) - before.done);
  }

  /** Inside a transaction: a student changed school; their assignments count for the new one. */
  private moveAssignments(studentId: string, schoolId: string) {
    for (const r of this.db.prepare('SELECT task_id, school_id, done FROM task_assignments WHERE student_id = ?').all(studentId) as { task_id: string; school_id: string; done: number }[]) {
      this.adjust(r.task_id, r.school_id, -1, -r.done);
      this.adjust(r.task_id, schoolId, 1, r.done);
    }
    this.db.prepare('UPDATE task_assignments SET school_id = ? WHERE student_id = ?').run(schoolId, studentId);
  }

  private adjust(taskId: string, schoolId: string, total: number, done: number) {
    if (total === 0 && done === 0) return;
    this.db.prepare(ADJUST_COUNTS).run(taskId, schoolId, total, done);
    if (total < 0) this.db.prepare('DELETE FROM task_counts WHERE task_id = ? AND school_id = ? AND total <= 0').run(taskId, schoolId);
  }

  /** Inside commit's transaction. The erasure's row goes first: its primary key refuses a second run of one deletion. */
  private erase(e: StudentErasure) {
    const db = this.db;
    db.prepare('INSERT INTO erasures (deletion_id, student_id, at) VALUES (?, ?, ?)').run(e.deletionId, e.studentId, e.at);
    const held = db.prepare('SELECT task_id, school_id, done FROM task_assignments WHERE student_id = ?').all(e.studentId) as { task_id: string; school_id: string; done: number }[];
    for (const r of held) this.adjust(r.task_id, r.school_id, -1, -r.done);
    const taskIds = held.map((r) => r.task_id);
    for (const table of ['note_revisions', 'notes', 'meetings', 'task_assignments', 'student_applications', 'application_lists', 'students']) {
      db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(e.studentId);
    }
    // A task given to this student alone (or whose other assignees are gone) has nobody left: it goes too.
    for (const id of taskIds) {
      db.prepare('DELETE FROM tasks WHERE id = ? AND NOT EXISTS (SELECT 1 FROM task_assignments WHERE task_id = ?)').run(id, id);
    }
  }

  async holdings(studentId: string): Promise<StudentHoldings> {
    const revisions = (this.db.prepare('SELECT * FROM note_revisions WHERE student_id = ? ORDER BY edited_at, rowid').all(studentId) as RevisionRow[]).map(toRevision);
    const sole = this.db.prepare(`SELECT COUNT(*) AS n FROM task_assignments a
      WHERE a.student_id = ? AND NOT EXISTS (SELECT 1 FROM task_assignments o WHERE o.task_id = a.task_id AND o.student_id <> a.student_id)`).get(studentId) as { n: number };
    return {
      student: await this.student(studentId), notes: await this.notes(studentId), revisions, meetings: await this.meetings(studentId),
      assignments: await this.studentTasks(studentId), soleTasks: sole.n,
    };
  }

  async erasureDone(deletionId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE deletion_id = ?').get(deletionId) !== undefined;
  }

  async wasErased(studentId: string) {
    return this.db.prepare('SELECT 1 FROM erasures WHERE student_id = ? LIMIT 1').get(studentId) !== undefined;
  }

  async hasMarker(key: string) {
    return this.db.prepare('SELECT 1 FROM markers WHERE key = ?').get(key) !== undefined;
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async students(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM students WHERE student_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(studentIds)) as StudentRow[]).map(toStudent);
  }

  async studentsOfUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }

  async groupMembers(schoolId: string, grade: string | null) {
    const sql = `SELECT * FROM students WHERE school_id = ? AND status = 'active' ${grade ? 'AND grade = ?' : ''}
      ORDER BY last_name COLLATE NOCASE, first_name COLLATE NOCASE, student_id`;
    const rows = (grade ? this.db.prepare(sql).all(schoolId, grade) : this.db.prepare(sql).all(schoolId)) as StudentRow[];
    return rows.map(toStudent);
  }

  async applicationStudent(applicationId: string) {
    const r = this.db.prepare('SELECT student_id FROM student_applications WHERE application_id = ?').get(applicationId) as { student_id: string } | undefined;
    return r?.student_id ?? null;
  }

  async note(id: string) {
    const r = this.db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
    return r ? toNote(r) : null;
  }

  async notes(studentId: string): Promise<Note[]> {
    return (this.db.prepare('SELECT * FROM notes WHERE student_id = ? ORDER BY pinned DESC, created_at DESC, rowid DESC').all(studentId) as NoteRow[]).map(toNote);
  }

  async noteHistory(noteId: string) {
    return (this.db.prepare('SELECT * FROM note_revisions WHERE note_id = ? ORDER BY edited_at, rowid').all(noteId) as RevisionRow[]).map(toRevision);
  }

  async recentNotes(schools: Schools, limit: number): Promise<NoteView[]> {
    const rows = this.db.prepare(`SELECT n.*, s.first_name AS s_first_name, s.last_name AS s_last_name FROM students s
      CROSS JOIN notes n ON n.student_id = s.student_id
      WHERE 1 = 1 ${schoolFilter(schools)}
      ORDER BY n.created_at DESC, n.rowid DESC LIMIT @limit`).all({ ...schoolParams(schools), limit }) as (NoteRow & { s_first_name: string | null; s_last_name: string | null })[];
    return rows.map((r) => ({ ...toNote(r), studentName: [r.s_first_name, r.s_last_name].filter(Boolean).join(' ').trim() || r.student_id }));
  }

  async meeting(id: string) {
    const r = this.db.prepare('SELECT * FROM meetings WHERE id = ?').get(id) as MeetingRow | undefined;
    return r ? toMeeting(r) : null;
  }

  async meetings(studentId: string) {
    return (this.db.prepare('SELECT * FROM meetings WHERE student_id = ? ORDER BY starts_at, rowid').all(studentId) as MeetingRow[]).map(toMeeting);
  }

  async counselorMeetings(counselorUserId: string, from: string, to: string): Promise<MeetingView[]> {
    const rows = this.db.prepare(`SELECT m.*, s.first_name AS s_first_name, s.last_name AS s_last_name FROM meetings m
      LEFT JOIN students s ON s.student_id = m.student_id
      WHERE m.counselor_user_id = ? AND m.starts_at >= ? AND m.starts_at < ? ORDER BY m.starts_at, m.rowid`)
      .all(counselorUserId, from, to) as (MeetingRow & { s_first_name: string | null; s_last_name: string | null })[];
    return rows.map((r) => ({ ...toMeeting(r), studentName: [r.s_first_name, r.s_last_name].filter(Boolean).join(' ').trim() || r.student_id }));
  }

  async scheduledMeetings(studentId: string, from: string) {
    return (this.db.prepare("SELECT * FROM meetings WHERE student_id = ? AND state = 'scheduled' AND starts_at >= ? ORDER BY starts_at, rowid")
      .all(studentId, from) as MeetingRow[]).map(toMeeting);
  }

  async task(id: string) {
    const r = this.db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow | undefined;
    return r ? toTask(r) : null;
  }

  async assignment(taskId: string, studentId: string) {
    const r = this.db.prepare('SELECT * FROM task_assignments WHERE task_id = ? AND student_id = ?').get(taskId, studentId) as AssignmentRow | undefined;
    return r ? toAssignment(r) : null;
  }

  /** From the per-school counters: its cost follows the number of tasks, not of assignees. */
  async taskSummaries(q: TaskQuery) {
    const rows = this.db.prepare(`SELECT t.*, SUM(c.total) AS total, SUM(c.done) AS done_count
      FROM task_counts c JOIN tasks t ON t.id = c.task_id
      WHERE c.total > 0 ${q.createdBy !== null ? 'AND t.created_by = @createdBy' : ''} ${q.schools === 'all' ? '' : 'AND c.school_id IN (SELECT value FROM json_each(@schools))'}
      GROUP BY t.id ORDER BY t.due_date, t.created_at, t.id LIMIT @limit`)
      .all({ ...schoolParams(q.schools), limit: q.limit, ...(q.createdBy !== null ? { createdBy: q.createdBy } : {}) }) as (TaskRow & { total: number; done_count: number })[];
    return rows.map((r) => ({ task: toTask(r), total: r.total, done: r.done_count, overdue: r.due_date < q.today ? r.total - r.done_count : 0 }));
  }

  async taskAssignments(taskId: string, schools: Schools) {
    const rows = this.db.prepare(`SELECT a.*, ${TASK_COLUMNS}, s.first_name AS s_first_name, s.last_name AS s_last_name
      FROM task_assignments a JOIN tasks t ON t.id = a.task_id JOIN students s ON s.student_id = a.student_id
      WHERE a.task_id = @taskId ${schoolFilter(schools)}
      ORDER BY s.last_name COLLATE NOCASE, s.first_name COLLATE NOCASE, a.student_id`).all({ ...schoolParams(schools), taskId }) as StudentTaskRow[];
    return rows.map(toStudentTask);
  }

  async studentTasks(studentId: string, applicationId?: string) {
    const rows = this.db.prepare(`SELECT a.*, ${TASK_COLUMNS} FROM task_assignments a JOIN tasks t ON t.id = a.task_id
      WHERE a.student_id = @studentId ${applicationId !== undefined ? 'AND t.application_id = @applicationId' : ''}
      ORDER BY t.due_date, t.created_at, t.id`).all({ studentId, ...(applicationId !== undefined ? { applicationId } : {}) }) as StudentTaskRow[];
    return rows.map(toStudentTask);
  }

  /**
   * Past-due tasks with open assignments in the schools come from the counters, oldest due first; each task's
   * open assignees are read by name until the limit is reached, so the cost follows the rows shown.
   */
  async overdue(q: { schools: Schools; counselorUserId: string | null; today: string; limit: number }) {
    const out: StudentTask[] = [];
    const tasksSql = `SELECT t.id FROM task_counts c JOIN tasks t ON t.id = c.task_id
      WHERE c.total > c.done AND t.due_date < @today ${q.schools === 'all' ? '' : 'AND c.school_id IN (SELECT value FROM json_each(@schools))'}
      GROUP BY t.id ORDER BY t.due_date, t.created_at, t.id LIMIT @page OFFSET @offset`;
    const openSql = `SELECT a.*, ${TASK_COLUMNS}, s.first_name AS s_first_name, s.last_name AS s_last_name
      FROM task_assignments a JOIN tasks t ON t.id = a.task_id JOIN students s ON s.student_id = a.student_id
      WHERE a.task_id = @taskId AND a.done = 0 AND s.status = 'active' ${schoolFilter(q.schools)} ${q.counselorUserId !== null ? 'AND s.counselor_user_id = @counselor' : ''}
      ORDER BY s.last_name COLLATE NOCASE, s.first_name COLLATE NOCASE, a.student_id LIMIT @limit`;
    const page = Math.max(q.limit, 20);
    for (let offset = 0; out.length < q.limit; offset += page) {
      const tasks = this.db.prepare(tasksSql).all({ ...schoolParams(q.schools), today: q.today, page, offset }) as { id: string }[];
      for (const { id } of tasks) {
        if (out.length >= q.limit) break;
        const rows = this.db.prepare(openSql).all({
          ...schoolParams(q.schools), taskId: id, limit: q.limit - out.length, ...(q.counselorUserId !== null ? { counselor: q.counselorUserId } : {}),
        }) as StudentTaskRow[];
        out.push(...rows.map(toStudentTask));
      }
      if (tasks.length < page) break;
    }
    return out;
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
