import type { ErasureLedger, ErasureTarget, RemovedItem } from '@counsel/kit';

/** The kit's erasure ledger in this store: what a deletion removed, and the tombstones late events are checked against. */
export interface ErasureRepository extends ErasureLedger {
  isErased(studentId: string): Promise<boolean>;
  /** The letters' files held for the student (deleted from the blob store before the rows go). */
  heldBlobIds(studentId: string): Promise<string[]>;
}

export interface ErasureWrites {
  /** Removes the student's requests, letters, applications and read-model row, and records the erasure with `removed`. */
  erase(target: ErasureTarget, removed: RemovedItem[]): void;
}
