import type { ErasureTarget } from '@counsel/kit';

/** One kind of item erased for a deletion, with how many there were (0 where none). */
export interface ErasedItem {
  item: string;
  count: number;
}

/** The ledger of erasures, kept so late events cannot rebuild an erased student. */
export interface ErasureRepository {
  /** What a deletion removed, if it ran. */
  recorded(deletionId: string): Promise<ErasedItem[] | null>;
  /** Whether the student with this account was erased: their late events must not rebuild them. */
  isUserErased(studentUserId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /**
   * Removes the student's enrollment, the roster's copy of their account and any staff assignment under their
   * id, and records the erasure with what it removed (ids and counts).
   */
  erase(target: ErasureTarget, removed: readonly ErasedItem[]): void;
}
