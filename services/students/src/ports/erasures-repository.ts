import type { ErasureTarget, RemovedItem } from '@counsel/kit';

export interface ErasureWrites {
  /**
   * Erases everything held on the student: the record, courses, activities, preferences and the college list's
   * mirror, and records the erasure with what it removed (ids and counts). A second run of one deletion is refused
   * (WriteRefused 'erased'; the unit of work rolls back).
   */
  erase(target: ErasureTarget, removed: readonly RemovedItem[]): void;
}
