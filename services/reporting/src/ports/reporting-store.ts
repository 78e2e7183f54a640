import type { ErasureConfirmation, ErasureTarget, Outbox, RemovedItem } from '@counsel/kit';
import type { ApplicationFact, StudentFacts, StudentRecordFacts } from '../domain/contributions.js';
import type { FigureReader } from '../domain/reports.js';

export type TaskChange = 'assigned' | 'edited' | 'removed' | 'done' | 'reopened';

/**
 * The reporting read model: the facts each owning service announced, and the counts made from them. Every write is
 * idempotent (a redelivered event leaves the counts as they were): facts are upserts keyed by their owner's ids, and
 * a sign-in is kept once per event id. `at` is the event's time, which dates the figures it feeds (`source`).
 */
export interface ReadModel {
  upsertStudent(s: StudentFacts, at: string): Promise<void>;
  replaceApplications(studentId: string, apps: readonly ApplicationFact[], at: string): Promise<void>;
  applyTask(t: { taskId: string; dueDate: string; studentIds: readonly string[]; change: TaskChange }, at: string): Promise<void>;
  setLetter(l: { requestId: string; studentId: string; state: string }, at: string): Promise<void>;
  setPlan(studentId: string, track: string, at: string): Promise<void>;
  setMeeting(m: { meetingId: string; studentId: string; counselorUserId: string; cancelled: boolean }, at: string): Promise<void>;
  /** One sign-in, once per event: a student's counts with their school and class, anyone else's with the district's. */
  addSignIn(eventId: string, userId: string, role: string | null, week: string, at: string): Promise<void>;
  setName(userId: string, name: string): Promise<void>;
  setSchool(schoolId: string, name: string, at: string): Promise<void>;
  /**
   * Forgets a student (a deletion): their facts and what they added to the counts, with the erasure ledger's row and
   * `confirm`'s event in one unit; later events about them are dropped. A redelivered deletion confirms the first counts.
   */
  erase(t: ErasureTarget, confirm: ErasureConfirmation): Promise<RemovedItem[]>;
  isErased(studentId: string): Promise<boolean>;
  isUserErased(userId: string): Promise<boolean>;
  /** What the read model holds about one student (their record's export part); null when it holds nothing. */
  studentRecord(studentId: string): Promise<StudentRecordFacts | null>;
  /** The newest event time of these sources (null before any). */
  updatedAt(sources: readonly string[]): Promise<string | null>;
  /** The class years that have students in these schools, newest first. */
  classYears(schoolIds: readonly string[] | 'all'): Promise<number[]>;
}

export interface ReportingStore {
  readonly model: ReadModel;
  /** Only erasure confirmations go through it (the read model announces nothing else). */
  readonly outbox: Outbox;
  readonly figures: FigureReader;
  ready(): boolean;
  close(): Promise<void>;
}
