import type { Assignment, StudentTask, Task, TaskSummary } from '../domain/task.js';
import type { Schools } from './schools.js';

export interface TaskQuery {
  /** Only tasks this user created (scope MINE). */
  createdBy: string | null;
  /** Counts cover assignees of these schools; a task with none there is not listed. */
  schools: Schools;
  today: string;
  limit: number;
}

export interface OverdueQuery {
  schools: Schools;
  /** One counselor's caseload when set. */
  counselorUserId: string | null;
  today: string;
  limit: number;
}

export interface TaskRepository {
  get(id: string): Promise<Task | null>;
  assignment(taskId: string, studentId: string): Promise<Assignment | null>;
  /** By due date then creation, with counts over the schools' assignees. */
  summaries(q: TaskQuery): Promise<TaskSummary[]>;
  /** A task's assignments with student names, of the schools' students, by name. */
  assignees(taskId: string, schools: Schools): Promise<StudentTask[]>;
  /** The student's assignments by due date (tasks of one application when applicationId is set). */
  ofStudent(studentId: string, applicationId?: string): Promise<StudentTask[]>;
  /** Open assignments due before `today` of the schools' active students: oldest due task first, then by name. */
  overdue(q: OverdueQuery): Promise<StudentTask[]>;
}

export interface TaskWrites {
  /** A new task with its assignments. */
  create(task: Task, assignments: readonly Assignment[]): void;
  /** A task's new title and due date (its assignees stay). */
  edit(task: Task): void;
  /** Removes a task with every assignment (and completion) of it. */
  remove(taskId: string): void;
  /** An assignment's completion (or a new assignment). */
  setAssignment(assignment: Assignment): void;
}
