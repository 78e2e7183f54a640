import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';

export type EventHandler<S extends keyof EventPayloads> = (event: EventEnvelope<EventPayloads[S]>) => Promise<void>;

export interface SubscribeOptions {
  /** Durable consumer name; one delivery per name per event. */
  durable: string;
  /** Deliveries before the event goes to the dead-letter subject. */
  maxDeliveries?: number;
  /** Handlers of this subscription running at once. */
  concurrency?: number;
  /**
   * Where a durable that has no position yet starts: 'all' (default) replays every retained event of the
   * subject; 'new' starts at the end of the log (for per-instance durables, e.g. cache eviction). A durable
   * that already has a position always resumes from it.
   */
  deliverFrom?: 'all' | 'new';
}

/** What an outbox fixes when it writes an event, so every redelivery carries the same id (and time). */
export interface PublishOptions {
  id?: string;
  time?: string;
}

/** One event of a `publishBatch`, with the id and time its outbox fixed. */
export interface PublishRequest<S extends keyof EventPayloads = keyof EventPayloads> {
  subject: S;
  data: EventPayloads[S];
  opts?: PublishOptions;
}

export interface Subscription {
  /** Stops taking events and resolves once the handlers under way have finished (and been acked). */
  stop(): Promise<void>;
}

/**
 * The event-bus port. publish resolves once the bus has accepted the event (JetStream: stored).
 * Handlers must be idempotent: an event can arrive more than once.
 */
export interface EventBus {
  /** `opts.id` fixes the envelope's id (default: a fresh one); NATS drops a repeat within its duplicate window. */
  publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], opts?: PublishOptions): Promise<EventEnvelope<EventPayloads[S]>>;
  /**
   * Publishes a batch in order and resolves once the bus has accepted all of it. A rejection says nothing about
   * which events were taken: the caller treats the whole batch as not published and sends it again with the same
   * ids, which the bus drops as repeats. Far cheaper than a publish per event (the outbox relay uses it).
   */
  publishBatch(events: readonly PublishRequest[]): Promise<void>;
  subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions): Promise<Subscription>;
  /** Events that exhausted their deliveries, for operators and tests. */
  deadLetters(): Promise<EventEnvelope[]>;
  close(): Promise<void>;
}

export const DEAD_LETTER_PREFIX = 'counsel.deadletter.';
export const DEFAULT_MAX_DELIVERIES = 5;
