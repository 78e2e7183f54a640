import type { StudentProfile } from '../domain/student.js';

/** How far a one-time publication went: finished, or the id of the last record its committed batches covered. */
export type BackfillProgress = { done: true } | { done: false; after: string | null };

/**
 * One-time publications at start, each under a name (application/profile-republish.ts): a mark per name, written
 * in the unit of work that carries a batch's events, so a crash resumes after the last committed batch and a
 * finished one is never sent again.
 */
export interface BackfillRepository {
  /** Not started (`after` null), part-way, or done. */
  progress(name: string): Promise<BackfillProgress>;
  /**
   * Records whose profile events the read models hold, by id after `after` (null: from the first), at most
   * `limit`: every record except the roster's that waits for its student's first save (never published).
   */
  publishedAfter(after: string | null, limit: number): Promise<StudentProfile[]>;
}

export interface BackfillWrites {
  /**
   * The unit carries the events of `batch`, read as given: the mark moves past the last of them. Refused
   * (WriteRefused 'changed') when one of them is no longer as read (a write meanwhile published a newer event, or
   * the record is gone), so the batch's older events go with it.
   */
  advance(name: string, batch: readonly StudentProfile[]): void;
  /** The publication is done: progress reads done from now on (a second mark is ignored). */
  finish(name: string, at: string): void;
}
