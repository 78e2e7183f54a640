import type { ErasureLedger, RemovedItem } from '@counsel/kit';

/** The kit's erasure ledger: what a deletion removed (a redelivered request finds it there), and the tombstones. */
export interface ErasureRepository extends ErasureLedger {
  /** Whether this student was erased (their late events must not bring them back). */
  isErased(studentId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /** Erases the student: their copy and applications go, their outcomes stay without student or application id. */
  erase(t: { deletionId: string; studentId: string; studentUserId: string }, removed: RemovedItem[]): void;
}
