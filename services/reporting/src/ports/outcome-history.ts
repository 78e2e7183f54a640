import type { OutcomesRecorded } from '@counsel/proto-events';

/** One outcome of a past class as the outcomes service reports it: anonymous (school, class, college, result). */
export type OutcomeFact = OutcomesRecorded['outcomes'][number];
export type OutcomeResult = OutcomeFact['result'];

/** The count keys that stand for every school (the district), every class and every college. */
export const EVERY = { school: '*', classYear: -1, college: '*' } as const;

/** Whose outcomes a history figure counts: some schools (or the district), one class (or every class). */
export interface HistoryScope { schoolIds: readonly string[] | 'all'; classYear: number | null }

export interface ClassResultCount { classYear: number; result: OutcomeResult; n: number }
export interface CollegeResultCount { collegeId: string; result: OutcomeResult; n: number }

/**
 * Reporting's history of past classes, from the outcomes service's events (never its store). Each outcome is kept by
 * its id with what it adds to the counts, so a redelivered or repeated event changes nothing and a later decision
 * moves the outcome from one count to another; an event older than the row it would replace is ignored. The counts
 * are kept per school and for the district, per class and for every class, so a dashboard reads one slice of them.
 */
export interface OutcomeHistory {
  record(outcomes: readonly OutcomeFact[], at: string): Promise<void>;
  /** Colleges' names as the colleges service's lists announce them (an outcome carries only the college's id). */
  nameColleges(names: readonly { collegeId: string; name: string }[]): Promise<void>;
  /** Outcomes per class and result (every class that has any, or the one chosen). */
  byClass(scope: HistoryScope): Promise<ClassResultCount[]>;
  /** Outcomes per college and result, over the scope's classes. */
  byCollege(scope: HistoryScope): Promise<CollegeResultCount[]>;
  collegeNames(collegeIds: readonly string[]): Promise<Map<string, string>>;
  /** The past classes these schools have outcomes of, newest first. */
  classYears(schoolIds: readonly string[] | 'all'): Promise<number[]>;
  /** When the newest outcome event reached the history (null before any). */
  updatedAt(): Promise<string | null>;
  ready(): boolean;
  close(): Promise<void>;
}
