import type { OutboxEvent, OutboxStore } from '@counsel/kit';
import type { Meeting, MeetingView } from '../domain/meeting.js';
import type { Note, NoteRevision, NoteView } from '../domain/note.js';
import type { StudentRecord } from '../domain/student.js';
import type { Assignment, StudentTask, Task, TaskSummary } from '../domain/task.js';

/** Which students a list across students covers: 'all' (admins) or these schools' students. */
export type Schools = 'all' | string[];

/** One student's erasure, kept after it as the tombstone that keeps late events from recreating them. */
export interface StudentErasure {
  deletionId: string;
  studentId: string;
  at: string;
}

/**
 * Everything one use case changes, written in ONE transaction with the events that report it (the kit's outbox).
 * Upserts are by id.
 */
export interface CounselingChange {
  students?: StudentRecord[];
  /**
   * A student's applications in full (from the colleges list event): the ones left out are no longer theirs. A list
   * older than the one held (`updatedAt`; a redelivery out of order) changes nothing.
   */
  applications?: { studentId: string; applicationIds: string[]; updatedAt: string };
  note?: Note;
  noteRevision?: NoteRevision;
  /** Removes the note and its history (hard delete: a deleted note is gone, as a person deleting it expects). */
  deleteNote?: string;
  meeting?: Meeting;
  deleteMeeting?: string;
  /** A new task with its assignments. */
  task?: { task: Task; assignments: Assignment[] };
  /** A task's new title and due date (its assignees stay). */
  taskEdit?: Task;
  /** Removes a task with every assignment (and completion) of it. */
  deleteTask?: string;
  assignment?: Assignment;
  /**
   * Erases everything held on one student: notes and their history, meetings, task assignments (and tasks left
   * with none), their applications and read-model row. Records the erasure: a second one with the same
   * deletionId is refused (the change rolls back).
   */
  erase?: StudentErasure;
  /** Marks a one-time job done (the demo seed), refused when already marked. */
  marker?: string;
}

/** Everything held on one student (an export reads it; an erasure counts it). */
export interface StudentHoldings {
  student: StudentRecord | null;
  notes: Note[];
  revisions: NoteRevision[];
  meetings: Meeting[];
  assignments: StudentTask[];
  /** Tasks that would be left with no assignee once this student's assignments go. */
  soleTasks: number;
}

export interface TaskQuery {
  /** Only tasks this user created (scope MINE). */
  createdBy: string | null;
  /** Counts cover assignees of these schools; a task with none there is not listed. */
  schools: Schools;
  today: string;
  limit: number;
}

/**
 * The counseling store: the students read model, notes with their history, meetings, tasks with per-student
 * assignments. SQLite embedded, MongoDB distributed; both pass test/counseling-store.contract.ts.
 */
export interface CounselingStore extends OutboxStore {
  commit(change: CounselingChange, events?: readonly OutboxEvent[]): Promise<void>;

  student(studentId: string): Promise<StudentRecord | null>;
  students(studentIds: readonly string[]): Promise<StudentRecord[]>;
  /** The records of one account (a student has one). */
  studentsOfUser(userId: string): Promise<StudentRecord[]>;
  /** Active students of a school (and grade), by last then first name. */
  groupMembers(schoolId: string, grade: string | null): Promise<StudentRecord[]>;
  /** The student whose list holds this application, if counseling heard of it. */
  applicationStudent(applicationId: string): Promise<string | null>;

  note(id: string): Promise<Note | null>;
  /** Pinned first, then newest first. */
  notes(studentId: string): Promise<Note[]>;
  /** Oldest first. */
  noteHistory(noteId: string): Promise<NoteRevision[]>;
  /** Newest first, with the student's name, across the schools' students. */
  recentNotes(schools: Schools, limit: number): Promise<NoteView[]>;

  meeting(id: string): Promise<Meeting | null>;
  /** By start, oldest first. */
  meetings(studentId: string): Promise<Meeting[]>;
  /** One counselor's meetings starting in [from, to), with student names, by start. */
  counselorMeetings(counselorUserId: string, from: string, to: string): Promise<MeetingView[]>;
  /** The student's scheduled meetings starting at or after `from`, by start. */
  scheduledMeetings(studentId: string, from: string): Promise<Meeting[]>;

  task(id: string): Promise<Task | null>;
  assignment(taskId: string, studentId: string): Promise<Assignment | null>;
  /** By due date then creation, with counts over the schools' assignees. */
  taskSummaries(q: TaskQuery): Promise<TaskSummary[]>;
  /** A task's assignments with student names, of the schools' students, by name. */
  taskAssignments(taskId: string, schools: Schools): Promise<StudentTask[]>;
  /** The student's assignments by due date (tasks of one application when applicationId is set). */
  studentTasks(studentId: string, applicationId?: string): Promise<StudentTask[]>;
  /** Open assignments due before `today` of the schools' active students (one counselor's caseload when set): oldest due task first, then by name. */
  overdue(q: { schools: Schools; counselorUserId: string | null; today: string; limit: number }): Promise<StudentTask[]>;

  holdings(studentId: string): Promise<StudentHoldings>;
  erasureDone(deletionId: string): Promise<boolean>;
  wasErased(studentId: string): Promise<boolean>;
  hasMarker(key: string): Promise<boolean>;

  ready(): boolean;
  close(): Promise<void>;
}
