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

/** A ledger whose reads may answer at once (SQLite) or later (MongoDB): the kit's SqliteErasures and MongoErasures. */
export interface ErasureLedgerSource {
  recorded(deletionId: string): RemovedItem[] | null | Promise<RemovedItem[] | null>;
  isErased(studentId: string): boolean | Promise<boolean>;
  isUserErased(studentUserId: string): boolean | Promise<boolean>;
}

/**
 * The ledger's reads as a store's erasures repository answers them, whatever its technology: a store's erasures
 * class extends it (and reaches the ledger as `this.ledger` for its writes), so no store spells them out again.
 */
export class ErasureLedgerReads<L extends ErasureLedgerSource = ErasureLedgerSource> implements ErasureLedger {
  constructor(protected readonly ledger: L) {}

  async recorded(deletionId: string): Promise<RemovedItem[] | null> {
    return this.ledger.recorded(deletionId);
  }

  /** Whether this student was erased (their late events must not bring them back). */
  async isErased(studentId: string): Promise<boolean> {
    return this.ledger.isErased(studentId);
  }

  async isUserErased(studentUserId: string): Promise<boolean> {
    return this.ledger.isUserErased(studentUserId);
  }
}
