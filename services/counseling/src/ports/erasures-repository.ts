import type { ErasureLedger, ErasureTarget, RemovedItem } from '@counsel/kit';
import type { Meeting } from '../domain/meeting.js';
import type { Note, NoteRevision } from '../domain/note.js';
import type { StudentRecord } from '../domain/student.js';
import type { StudentTask } from '../domain/task.js';

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

/**
 * A student's record across the aggregates, and the kit's erasure ledger: what a deletion removed (a redelivered
 * request finds it there), and the tombstones late events are checked against.
 */
export interface ErasureRepository extends ErasureLedger {
  holdings(studentId: string): Promise<StudentHoldings>;
  /** Whether this student was erased (their late events must not bring them back). */
  isErased(studentId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /**
   * Erases everything held on one student: notes and their history, meetings, task assignments (and tasks left
   * with none), their applications and read-model row. Records the erasure with `removed` in the ledger: a second
   * one with the same deletionId is refused (the unit of work rolls back).
   */
  erase(target: ErasureTarget, removed: RemovedItem[]): void;
}
