import type { ErasureTarget } from '@counsel/kit';

/** One kind of item erased for a deletion, with how many there were (0 where none). */
export interface ErasedItem {
  item: string;
  count: number;
}

/** The ledger of erasures, kept so a late enrollment cannot bring an erased student back. */
export interface ErasureRepository {
  /** What a deletion removed, if it ran. */
  recorded(deletionId: string): Promise<ErasedItem[] | null>;
  /** Whether the student with this account was erased. */
  isUserErased(studentUserId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /**
   * Erases everything held on the student: the record, courses, activities, preferences and the college list's
   * mirror, and records the erasure with what it removed (ids and counts). A second run of one deletion is refused
   * (WriteRefused 'erased'; the unit of work rolls back).
   */
  erase(target: ErasureTarget, removed: readonly ErasedItem[]): void;
}
