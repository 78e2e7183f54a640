import { randomUUID } from 'node:crypto';
import { canActInSchool, canSeeStudent, ForbiddenError, NotFoundError, requireStaff, requireUser, ValidationError, type Principal, isoDay } from '@counsel/kit';
import { parseLimit, parseTaskInput, parseTaskPatch, type TaskFields } from '../domain/rules.js';
import type { StudentRecord } from '../domain/student.js';
import { isOverdue, type Assignment, type StudentTask, type Task, type TaskSummary } from '../domain/task.js';
import type { CreateTaskInput, TaskPatch } from '../graphql/generated/resolvers-types.js';
import { actorName, nowOf, schoolsOf, readableStudent, STUDENT_NOT_FOUND, visibleStudent, type CounselingDeps } from './access.js';
import { taskEvent } from './student-events.js';

const TASK_NOT_FOUND = 'Task not found';
export type TaskScope = 'MINE' | 'ALL';

/**
 * Tasks staff give a student, a group or one application's student, with a due date. A group expands at creation
 * to its CURRENT active members the caller may see (a student who joins later is not assigned). Each assignee
 * has their own done/doneAt/doneBy; the student ticks their own, staff of the student any.
 */
export class TasksService {
  constructor(private readonly deps: CounselingDeps) {}

  async create(p: Principal | null | undefined, input: CreateTaskInput): Promise<TaskSummary> {
    const user = requireStaff(p);
    const f = parseTaskInput(input);
    const members = await this.assignees(user, f);
    const at = nowOf(this.deps).toISOString();
    const task: Task = {
      id: randomUUID(), title: f.title, dueDate: f.dueDate, applicationId: f.applicationId, groupSchoolId: f.schoolId, groupGrade: f.grade,
      createdBy: user.userId, createdByName: actorName(user), createdAt: at,
    };
    const assignments: Assignment[] = members.map((s) => ({ taskId: task.id, studentId: s.studentId, done: false, doneAt: null, doneBy: null }));
    await this.deps.store.write((w) => w.tasks.create(task, assignments), [taskEvent(task, assignments.map((a) => a.studentId), 'assigned', at)]);
    this.deps.events?.committed();
    return { task, total: assignments.length, done: 0, overdue: task.dueDate < this.today() ? assignments.length : 0 };
  }

  /** Who the task goes to; anything the caller may not see is not found (never a 403 that confirms it exists). */
  private async assignees(user: Principal, f: TaskFields): Promise<StudentRecord[]> {
    if (f.applicationId) {
      const owner = await this.deps.store.students.applicationStudent(f.applicationId);
      if (!owner || (f.studentIds.length > 0 && f.studentIds[0] !== owner)) throw new NotFoundError('Application not found');
      const s = await this.deps.store.students.get(owner);
      if (!s || !canSeeStudent(user, s.userId, s.schoolId)) throw new NotFoundError('Application not found');
      return [s];
    }
    if (f.schoolId) {
      if (!canActInSchool(user, f.schoolId)) throw new NotFoundError('School not found');
      const members = (await this.deps.store.students.groupMembers(f.schoolId, f.grade)).filter((s) => canSeeStudent(user, s.userId, s.schoolId));
      if (members.length === 0) throw new ValidationError('The group has no active students');
      return members;
    }
    const found = await this.deps.store.students.many(f.studentIds);
    const visible = found.filter((s) => canSeeStudent(user, s.userId, s.schoolId));
    if (visible.length !== f.studentIds.length) throw new NotFoundError(STUDENT_NOT_FOUND);
    return visible;
  }

  /**
   * A task's title or due date, changed by the staff member who created it or an admin. Staff who see none of its
   * assignees get 404 (it is not theirs to know of); other staff who see it get 403.
   */
  async update(p: Principal | null | undefined, taskId: string, input: TaskPatch): Promise<TaskSummary> {
    const task = await this.changeable(p, taskId);
    const patch = parseTaskPatch(input);
    const next: Task = { ...task, ...patch };
    if (next.title !== task.title || next.dueDate !== task.dueDate) {
      const everyone = (await this.deps.store.tasks.assignees(taskId, 'all')).map((a) => a.studentId);
      await this.deps.store.write((w) => w.tasks.edit(next), [taskEvent(next, everyone, 'edited', nowOf(this.deps).toISOString())]);
      this.deps.events?.committed();
    }
    // Completion over the assignees the caller may see, as the task list counts it.
    const seen = await this.deps.store.tasks.assignees(taskId, schoolsOf(requireStaff(p)));
    const today = this.today();
    return { task: next, total: seen.length, done: seen.filter((a) => a.done).length, overdue: seen.filter((a) => isOverdue({ done: a.done, task: next }, today)).length };
  }

  /** Removes a task with its assignments and their completion (the same people as update). */
  async remove(p: Principal | null | undefined, taskId: string): Promise<void> {
    const task = await this.changeable(p, taskId);
    const everyone = (await this.deps.store.tasks.assignees(taskId, 'all')).map((a) => a.studentId);
    await this.deps.store.write((w) => w.tasks.remove(taskId), [taskEvent(task, everyone, 'removed', nowOf(this.deps).toISOString())]);
    this.deps.events?.committed();
  }

  private async changeable(p: Principal | null | undefined, taskId: string): Promise<Task> {
    const user = requireStaff(p);
    const task = await this.deps.store.tasks.get(taskId);
    const mine = task?.createdBy === user.userId;
    if (!task || (!mine && (await this.deps.store.tasks.assignees(task.id, schoolsOf(user))).length === 0)) throw new NotFoundError(TASK_NOT_FOUND);
    if (!mine && user.role !== 'admin') throw new ForbiddenError('Only the staff member who gave this task, or an admin, can change it');
    return task;
  }

  /** Staff: tasks with completion over the assignees they may see; MINE: the ones they created. */
  async list(p: Principal | null | undefined, scope: TaskScope | null | undefined, limit?: number | null): Promise<TaskSummary[]> {
    const user = requireStaff(p);
    return this.deps.store.tasks.summaries({
      createdBy: scope === 'ALL' ? null : user.userId, schools: schoolsOf(user), today: this.today(), limit: parseLimit(limit, 100, 500),
    });
  }

  /** Who has the task and who is done, among the students the caller may see (a list across students: not logged). */
  async assignments(p: Principal | null | undefined, task: Task): Promise<StudentTask[]> {
    const user = requireStaff(p);
    return this.deps.store.tasks.assignees(task.id, schoolsOf(user));
  }

  /** A student's tasks: the student for themselves, staff of that student (logged), a linked guardian the open ones (logged). */
  async ofStudent(p: Principal | null | undefined, studentId: string, request?: object): Promise<StudentTask[]> {
    const user = requireUser(p);
    await readableStudent(this.deps.store, user, studentId);
    await this.deps.reads.staffRead(user, studentId, 'tasks', request);
    const tasks = await this.deps.store.tasks.ofStudent(studentId);
    return user.role === 'guardian' ? tasks.filter((t) => !t.done) : tasks;
  }

  /** The tasks tied to one application (its checklist), for whoever may see the application's student. */
  async ofApplication(p: Principal | null | undefined, applicationId: string, request?: object): Promise<StudentTask[]> {
    const user = requireUser(p);
    const studentId = await this.deps.store.students.applicationStudent(applicationId);
    if (!studentId) return [];
    try {
      await visibleStudent(this.deps.store, user, studentId);
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('Application not found');
      throw err;
    }
    await this.deps.reads.staffRead(user, studentId, 'tasks', request);
    return this.deps.store.tasks.ofStudent(studentId, applicationId);
  }

  async setCompletion(p: Principal | null | undefined, taskId: string, studentId: string, done: boolean, request?: object): Promise<StudentTask> {
    const user = requireUser(p);
    if (user.role !== 'student') requireStaff(user);
    await visibleStudent(this.deps.store, user, studentId);
    if (typeof done !== 'boolean') throw new ValidationError('done must be true or false');
    const [task, assignment] = await Promise.all([this.deps.store.tasks.get(taskId), this.deps.store.tasks.assignment(taskId, studentId)]);
    if (!task || !assignment) throw new NotFoundError(TASK_NOT_FOUND);
    await this.deps.reads.staffRead(user, studentId, 'tasks', request);
    if (assignment.done === done) return { ...assignment, task };
    const next: Assignment = done
      ? { ...assignment, done: true, doneAt: nowOf(this.deps).toISOString(), doneBy: user.userId }
      : { ...assignment, done: false, doneAt: null, doneBy: null };
    await this.deps.store.write((w) => w.tasks.setAssignment(next), [taskEvent(task, [studentId], done ? 'done' : 'reopened', nowOf(this.deps).toISOString())]);
    this.deps.events?.committed();
    return { ...next, task };
  }

  /** The counselor dashboard: open assignments past due among the caller's schools' active students. */
  async overdue(p: Principal | null | undefined, limit?: number | null): Promise<StudentTask[]> {
    const user = requireStaff(p);
    return this.deps.store.tasks.overdue({ schools: schoolsOf(user), counselorUserId: null, today: this.today(), limit: parseLimit(limit, 50, 200) });
  }

  today(): string {
    return isoDay(nowOf(this.deps));
  }
}
