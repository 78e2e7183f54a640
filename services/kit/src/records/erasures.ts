import type { OutboxEvent } from '../outbox/outbox.js';

/** What one service removed for a student's deletion, by kind ("files", 2), as the records service reports it. */
export interface RemovedItem { item: string; count: number }

/** Whom a deletion erases. */
export interface ErasureTarget { deletionId: string; studentId: string; studentUserId: string }

/** Builds the confirmation event from what was removed; it is committed with the erasure. */
export type ErasureConfirmation = (removed: RemovedItem[]) => OutboxEvent;

/**
 * A service's ledger of erasures as its application reads it: what a deletion removed (a redelivered request
 * confirms the same counts), and whether a student's account was erased (their late events must not rebuild them).
 */
export interface ErasureLedger {
  recorded(deletionId: string): Promise<RemovedItem[] | null>;
  isUserErased(studentUserId: string): Promise<boolean>;
}
