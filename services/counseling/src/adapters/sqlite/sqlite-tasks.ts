import type { SqliteDatabase } from '@counsel/kit';
import type { Assignment, StudentTask } from '../../domain/task.js';
import type { Schools } from '../../ports/schools.js';
import type { OverdueQuery, TaskQuery, TaskRepository, TaskWrites } from '../../ports/tasks-repository.js';
import {
  TASK_COLUMNS, assignmentParams, taskParams, toAssignment, toStudentTask, toTask, type AssignmentRow, type StudentTaskRow, type TaskRow,
} from './rows.js';
import { schoolFilter, schoolParams } from './school-filter.js';

const INSERT_TASK = `INSERT INTO tasks (id, title, due_date, application_id, group_school_id, group_grade, created_by, created_by_name, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
// The assignee's school comes from the read model ('' for a student it does not hold: no school's lists count them).
const INSERT_ASSIGNMENT = `INSERT INTO task_assignments (task_id, student_id, done, done_at, done_by, school_id)
  VALUES (?, ?, ?, ?, ?, COALESCE((SELECT school_id FROM students WHERE student_id = ?), ''))`;
const ADJUST_COUNTS = `INSERT INTO task_counts (task_id, school_id, total, done) VALUES (?, ?, ?, ?)
  ON CONFLICT(task_id, school_id) DO UPDATE SET total = total + excluded.total, done = done + excluded.done`;

/**
 * Tasks with per-student assignments, and per-school counters of them (so a list's cost follows the number of
 * tasks, not of assignees). Writes run inside the unit of work's transaction.
 */
export class SqliteTasks implements TaskRepository {
  readonly writes: TaskWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      create: (task, assignments) => {
        db.prepare(INSERT_TASK).run(...taskParams(task));
        for (const a of assignments) this.insertAssignment(a);
      },
      edit: (t) => { db.prepare('UPDATE tasks SET title = ?, due_date = ? WHERE id = ?').run(t.title, t.dueDate, t.id); },
      remove: (taskId) => {
        for (const table of ['task_counts', 'task_assignments']) db.prepare(`DELETE FROM ${table} WHERE task_id = ?`).run(taskId);
        db.prepare('DELETE FROM tasks WHERE id = ?').run(taskId);
      },
      setAssignment: (a) => this.setAssignment(a),
    };
  }

  /** A new assignment, counted for its school. */
  private insertAssignment(a: Assignment) {
    this.db.prepare(INSERT_ASSIGNMENT).run(...assignmentParams(a), a.studentId);
    const { school_id } = this.db.prepare('SELECT school_id FROM task_assignments WHERE task_id = ? AND student_id = ?').get(a.taskId, a.studentId) as { school_id: string };
    this.adjust(a.taskId, school_id, 1, a.done ? 1 : 0);
  }

  /** An assignment's completion changed (or a new one). */
  private setAssignment(a: Assignment) {
    const before = this.db.prepare('SELECT done, school_id FROM task_assignments WHERE task_id = ? AND student_id = ?').get(a.taskId, a.studentId) as
      { done: number; school_id: string } | undefined;
    if (!before) return this.insertAssignment(a);
    this.db.prepare('UPDATE task_assignments SET done = ?, done_at = ?, done_by = ? WHERE task_id = ? AND student_id = ?')
      .run(a.done ? 1 : 0, a.doneAt, a.doneBy, a.taskId, a.studentId);
    this.adjust(a.taskId, before.school_id, 0, (a.done ? 1 : 0) - before.done);
  }

  /** Inside the student's write: a student changed school; their assignments count for the new one. */
  moveStudent(studentId: string, schoolId: string) {
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

  /** Inside an erasure's transaction: the student's assignments, and tasks given to them alone (or whose other assignees are gone). */
  eraseStudent(studentId: string) {
    const held = this.db.prepare('SELECT task_id, school_id, done FROM task_assignments WHERE student_id = ?').all(studentId) as { task_id: string; school_id: string; done: number }[];
    for (const r of held) this.adjust(r.task_id, r.school_id, -1, -r.done);
    this.db.prepare('DELETE FROM task_assignments WHERE student_id = ?').run(studentId);
    for (const { task_id: id } of held) {
      this.db.prepare('DELETE FROM tasks WHERE id = ? AND NOT EXISTS (SELECT 1 FROM task_assignments WHERE task_id = ?)').run(id, id);
    }
  }

  /** Tasks that would be left with no assignee once this student's assignments go. */
  async soleTasks(studentId: string): Promise<number> {
    const sole = this.db.prepare(`SELECT COUNT(*) AS n FROM task_assignments a
      WHERE a.student_id = ? AND NOT EXISTS (SELECT 1 FROM task_assignments o WHERE o.task_id = a.task_id AND o.student_id <> a.student_id)`).get(studentId) as { n: number };
    return sole.n;
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow | undefined;
    return r ? toTask(r) : null;
  }

  async assignment(taskId: string, studentId: string) {
    const r = this.db.prepare('SELECT * FROM task_assignments WHERE task_id = ? AND student_id = ?').get(taskId, studentId) as AssignmentRow | undefined;
    return r ? toAssignment(r) : null;
  }

  /** From the per-school counters. */
  async summaries(q: TaskQuery) {
    const rows = this.db.prepare(`SELECT t.*, SUM(c.total) AS total, SUM(c.done) AS done_count
      FROM task_counts c JOIN tasks t ON t.id = c.task_id
      WHERE c.total > 0 ${q.createdBy !== null ? 'AND t.created_by = @createdBy' : ''} ${q.schools === 'all' ? '' : 'AND c.school_id IN (SELECT value FROM json_each(@schools))'}
      GROUP BY t.id ORDER BY t.due_date, t.created_at, t.id LIMIT @limit`)
      .all({ ...schoolParams(q.schools), limit: q.limit, ...(q.createdBy !== null ? { createdBy: q.createdBy } : {}) }) as (TaskRow & { total: number; done_count: number })[];
    return rows.map((r) => ({ task: toTask(r), total: r.total, done: r.done_count, overdue: r.due_date < q.today ? r.total - r.done_count : 0 }));
  }

  async assignees(taskId: string, schools: Schools) {
    const rows = this.db.prepare(`SELECT a.*, ${TASK_COLUMNS}, s.first_name AS s_first_name, s.last_name AS s_last_name
      FROM task_assignments a JOIN tasks t ON t.id = a.task_id JOIN students s ON s.student_id = a.student_id
      WHERE a.task_id = @taskId ${schoolFilter(schools)}
      ORDER BY s.last_name COLLATE NOCASE, s.first_name COLLATE NOCASE, a.student_id`).all({ ...schoolParams(schools), taskId }) as StudentTaskRow[];
    return rows.map(toStudentTask);
  }

  async ofStudent(studentId: string, applicationId?: string) {
    const rows = this.db.prepare(`SELECT a.*, ${TASK_COLUMNS} FROM task_assignments a JOIN tasks t ON t.id = a.task_id
      WHERE a.student_id = @studentId ${applicationId !== undefined ? 'AND t.application_id = @applicationId' : ''}
      ORDER BY t.due_date, t.created_at, t.id`).all({ studentId, ...(applicationId !== undefined ? { applicationId } : {}) }) as StudentTaskRow[];
    return rows.map(toStudentTask);
  }

  /**
   * Past-due tasks with open assignments in the schools come from the counters, oldest due first; each task's
   * open assignees are read by name until the limit is reached, so the cost follows the rows shown.
   */
  async overdue(q: OverdueQuery) {
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
}
