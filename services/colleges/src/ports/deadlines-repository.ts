import type { CuratedDeadline } from '../domain/application.js';

/** Curated deadlines per college and cycle. */
export interface DeadlineRepository {
  /** A college's curated deadlines, of one cycle or all, by cycle then plan order. */
  ofCollege(collegeId: string, cycle: number | null): Promise<CuratedDeadline[]>;
  /** The curated deadlines of these (college, cycle) pairs. */
  curatedFor(keys: readonly { collegeId: string; cycle: number }[]): Promise<CuratedDeadline[]>;
}

export interface DeadlineWrites {
  /** The full set of curated deadlines of one college and cycle (plans left out are removed). */
  replace(set: { collegeId: string; cycle: number; deadlines: CuratedDeadline[] }): void;
}
