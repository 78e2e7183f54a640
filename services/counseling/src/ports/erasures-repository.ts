import type { Meeting } from '../domain/meeting.js';
import type { Note, NoteRevision } from '../domain/note.js';
import type { StudentRecord } from '../domain/student.js';
import type { StudentTask } from '../domain/task.js';

/** One student's erasure, kept after it as the tombstone that keeps late events from recreating them. */
export interface StudentErasure {
  deletionId: string;
  studentId: string;
  at: string;
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

/** A student's record across the aggregates, and the ledger of erasures. */
export interface ErasureRepository {
  holdings(studentId: string): Promise<StudentHoldings>;
  done(deletionId: string): Promise<boolean>;
  wasErased(studentId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /**
   * Erases everything held on one student: notes and their history, meetings, task assignments (and tasks left
   * with none), their applications and read-model row. Records the erasure: a second one with the same
   * deletionId is refused (the unit of work rolls back).
   */
  erase(erasure: StudentErasure): void;
}
