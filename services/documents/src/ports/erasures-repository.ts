import type { ErasureLedger, ErasureTarget, RemovedItem } from '@counsel/kit';

/** The kit's erasure ledger: what a deletion removed (a redelivered request finds it there), and the tombstones. */
export interface ErasureRepository extends ErasureLedger {
  /** True once a student was erased: late profile events must not bring their owner row back. */
  isErased(studentId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /** The erasure's ledger row, then the student's documents, the account's uploads and the owner row. */
  erase(t: ErasureTarget, removed: RemovedItem[]): void;
}
