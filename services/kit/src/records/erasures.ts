import type { OutboxEvent } from '../outbox/outbox.js';

/** What one service removed for a student's deletion, by kind ("files", 2), as the records service reports it. */
export interface RemovedItem { item: string; count: number }

/** Whom a deletion erases. */
export interface ErasureTarget { deletionId: string; studentId: string; studentUserId: string }

/** Builds the confirmation event from what was removed; it is committed with the erasure. */
export type ErasureConfirmation = (removed: RemovedItem[]) => OutboxEvent;
