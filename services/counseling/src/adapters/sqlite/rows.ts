import type { Meeting, MeetingKind, MeetingState } from '../../domain/meeting.js';
import type { Note, NoteRevision, NoteTag } from '../../domain/note.js';
import type { StudentRecord } from '../../domain/student.js';
import type { Assignment, StudentTask, Task } from '../../domain/task.js';

export interface StudentRow {
  student_id: string; user_id: string; school_id: string; counselor_user_id: string | null; first_name: string | null; last_name: string | null;
  grade: string | null; status: string;
}
export interface NoteRow {
  id: string; student_id: string; body: string; pinned: number; tags: string; author_id: string; author_name: string;
  created_at: string; updated_at: string; updated_by: string; updated_by_name: string;
}
export interface RevisionRow {
  id: string; note_id: string; student_id: string; previous_body: string; previous_pinned: number; previous_tags: string;
  edited_at: string; edited_by: string; edited_by_name: string;
}
export interface MeetingRow {
  id: string; student_id: string; counselor_user_id: string; counselor_name: string; starts_at: string; length_minutes: number; kind: string;
  topics: string; note: string | null; state: string; created_at: string; updated_at: string;
}
export interface TaskRow {
  id: string; title: string; due_date: string; application_id: string | null; group_school_id: string | null; group_grade: string | null;
  created_by: string; created_by_name: string; created_at: string;
}
export interface AssignmentRow { task_id: string; student_id: string; done: number; done_at: string | null; done_by: string | null }

export const toStudent = (r: StudentRow): StudentRecord => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, counselorUserId: r.counselor_user_id, firstName: r.first_name,
  lastName: r.last_name, grade: r.grade as StudentRecord['grade'], status: r.status as StudentRecord['status'],
});
export const studentParams = (s: StudentRecord) =>
  [s.studentId, s.userId, s.schoolId, s.counselorUserId, s.firstName, s.lastName, s.grade, s.status] as const;

export const toNote = (r: NoteRow): Note => ({
  id: r.id, studentId: r.student_id, body: r.body, pinned: r.pinned === 1, tags: JSON.parse(r.tags) as NoteTag[], authorId: r.author_id,
  authorName: r.author_name, createdAt: r.created_at, updatedAt: r.updated_at, updatedBy: r.updated_by, updatedByName: r.updated_by_name,
});
export const noteParams = (n: Note) => [n.id, n.studentId, n.body, n.pinned ? 1 : 0, JSON.stringify(n.tags), n.authorId, n.authorName,
  n.createdAt, n.updatedAt, n.updatedBy, n.updatedByName] as const;

export const toRevision = (r: RevisionRow): NoteRevision => ({
  id: r.id, noteId: r.note_id, studentId: r.student_id, previousBody: r.previous_body, previousPinned: r.previous_pinned === 1,
  previousTags: JSON.parse(r.previous_tags) as NoteTag[], editedAt: r.edited_at, editedBy: r.edited_by, editedByName: r.edited_by_name,
});
export const revisionParams = (v: NoteRevision) => [v.id, v.noteId, v.studentId, v.previousBody, v.previousPinned ? 1 : 0,
  JSON.stringify(v.previousTags), v.editedAt, v.editedBy, v.editedByName] as const;

export const toMeeting = (r: MeetingRow): Meeting => ({
  id: r.id, studentId: r.student_id, counselorUserId: r.counselor_user_id, counselorName: r.counselor_name, startsAt: r.starts_at,
  lengthMinutes: r.length_minutes, kind: r.kind as MeetingKind, topics: JSON.parse(r.topics) as string[], note: r.note,
  state: r.state as MeetingState, createdAt: r.created_at, updatedAt: r.updated_at,
});
export const meetingParams = (m: Meeting) => [m.id, m.studentId, m.counselorUserId, m.counselorName, m.startsAt, m.lengthMinutes, m.kind,
  JSON.stringify(m.topics), m.note, m.state, m.createdAt, m.updatedAt] as const;

export const toTask = (r: TaskRow): Task => ({
  id: r.id, title: r.title, dueDate: r.due_date, applicationId: r.application_id, groupSchoolId: r.group_school_id, groupGrade: r.group_grade,
  createdBy: r.created_by, createdByName: r.created_by_name, createdAt: r.created_at,
});
export const taskParams = (t: Task) => [t.id, t.title, t.dueDate, t.applicationId, t.groupSchoolId, t.groupGrade, t.createdBy, t.createdByName, t.createdAt] as const;

export const toAssignment = (r: AssignmentRow): Assignment => ({
  taskId: r.task_id, studentId: r.student_id, done: r.done === 1, doneAt: r.done_at, doneBy: r.done_by,
});
export const assignmentParams = (a: Assignment) => [a.taskId, a.studentId, a.done ? 1 : 0, a.doneAt, a.doneBy] as const;

/** A joined row: the task's columns under t_, the student's name under s_ (when joined). */
export type StudentTaskRow = AssignmentRow & { [K in keyof TaskRow as `t_${K}`]: TaskRow[K] } & { s_first_name?: string | null; s_last_name?: string | null };
export const TASK_COLUMNS = 't.id AS t_id, t.title AS t_title, t.due_date AS t_due_date, t.application_id AS t_application_id, '
  + 't.group_school_id AS t_group_school_id, t.group_grade AS t_group_grade, t.created_by AS t_created_by, t.created_by_name AS t_created_by_name, t.created_at AS t_created_at';
export function toStudentTask(r: StudentTaskRow): StudentTask {
  const task = toTask({
    id: r.t_id, title: r.t_title, due_date: r.t_due_date, application_id: r.t_application_id, group_school_id: r.t_group_school_id,
    group_grade: r.t_group_grade, created_by: r.t_created_by, created_by_name: r.t_created_by_name, created_at: r.t_created_at,
  });
  const named = r.s_first_name !== undefined || r.s_last_name !== undefined;
  const studentName = named ? [r.s_first_name, r.s_last_name].filter(Boolean).join(' ').trim() || r.student_id : undefined;
  return { ...toAssignment(r), task, ...(named ? { studentName } : {}) };
}
