import type { Outcome } from '../domain/outcome.js';

/** The outcomes: graduated classes' decisions, from rollovers and imports. */
export interface OutcomeRepository {
  /** The outcomes still tied to a student (their record exists). */
  ofStudent(studentId: string): Promise<Outcome[]>;
  /** A school's outcomes at one college, every class. */
  at(schoolId: string, collegeId: string): Promise<Outcome[]>;
  count(schoolId: string): Promise<number>;
  /** Every outcome of every school, by id (the start-up backfill). */
  all(): Promise<Outcome[]>;
}

export interface OutcomeWrites {
  /** Adds an outcome once: a second outcome of one application is ignored (redelivered rollover events). */
  add(o: Outcome): void;
  /** A decision that came after graduation (a waitlist that turned into an offer) follows onto the outcome. */
  updateResult(applicationId: string, result: Outcome['result']): void;
}
