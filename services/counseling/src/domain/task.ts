/** A task staff gave one student, a group (a school, optionally one grade) or one application's student. */
export interface Task {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  applicationId: string | null;
  /** The group it was given to (null for students named one by one): members were expanded at creation. */
  groupSchoolId: string | null;
  groupGrade: string | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
}

/** One student's copy of a task. */
export interface Assignment {
  taskId: string;
  studentId: string;
  done: boolean;
  doneAt: string | null;
  doneBy: string | null;
}

/** A task with completion across the assignees the caller may see. */
export interface TaskSummary {
  task: Task;
  total: number;
  done: number;
  overdue: number;
}

/** One student's assignment with its task (the student's checklist, the overdue list). */
export interface StudentTask extends Assignment {
  task: Task;
  studentName?: string | null;
}

export const isOverdue = (a: { done: boolean; task: { dueDate: string } }, today: string) => !a.done && a.task.dueDate < today;
