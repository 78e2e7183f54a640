import type { OutboxEvent, Outbox } from '@counsel/kit';
import type { AnswerFilter, TurnFlag, TurnRating } from '../domain/answer-review.js';
import type { ChatTurnRecord } from './chat-log.js';

/** A logged turn as the AI answers page reads it: the turn with its question, answer, rating and flag. */
export interface ChatAnswerRecord extends ChatTurnRecord {
  question: string | null;
  answer: string | null;
  rating: TurnRating | null;
  flag: TurnFlag | null;
}

/**
 * Ratings and flags of logged turns, and the admin's reading of them. The outbox carries the
 * "answers viewed" events to the staff audit log (identity).
 */
export interface ChatAnswerStore {
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  get(turnId: string): Promise<ChatAnswerRecord | null>;
  /** Sets (or replaces) the turn's rating; false when there is no such turn. */
  rate(turnId: string, rating: TurnRating): Promise<boolean>;
  /** Flags the turn (flag) or clears its flag (null); false when there is no such turn. */
  setFlag(turnId: string, flag: TurnFlag | null): Promise<boolean>;
  /** Turns matching the filter, newest first. */
  search(filter: AnswerFilter, limit: number, offset: number): Promise<{ items: ChatAnswerRecord[]; total: number }>;
  /** Writes events to the outbox (the page's read has no state change of its own to commit them with). */
  recordEvents(events: readonly OutboxEvent[]): Promise<void>;
}
