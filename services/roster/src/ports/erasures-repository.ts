import type { ErasureTarget, RemovedItem } from '@counsel/kit';

export interface ErasureWrites {
  /**
   * Removes the student's enrollment, the roster's copy of their account and any staff assignment under their
   * id, and records the erasure with what it removed (ids and counts).
   */
  erase(target: ErasureTarget, removed: readonly RemovedItem[]): void;
}
