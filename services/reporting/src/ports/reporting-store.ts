import type { ApplicationFact, StudentFacts } from '../domain/contributions.js';
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
  /** Forgets a student (a deletion): their facts and what they added to the counts; later events about them are dropped. */
  erase(studentId: string, userId: string): Promise<number>;
  isErased(studentId: string): Promise<boolean>;
  isUserErased(userId: string): Promise<boolean>;
  /** The newest event time of these sources (null before any). */
  updatedAt(sources: readonly string[]): Promise<string | null>;
  /** The class years that have students in these schools, newest first. */
  classYears(schoolIds: readonly string[] | 'all'): Promise<number[]>;
}

export interface ReportingStore {
  readonly model: ReadModel;
  readonly figures: FigureReader;
  ready(): boolean;
  close(): Promise<void>;
}
