import { randomUUID } from 'node:crypto';
import { assertEventPayload, type EventPayloads } from '@counsel/proto-events';

/**
 * An event written in the same transaction as the change it reports and published afterwards by the
 * OutboxRelay. Its id and time are fixed here, so a republished event (after a crash between the bus's ack
 * and the delete) reaches consumers with the same id and they can drop it.
 */
export interface OutboxEvent<S extends keyof EventPayloads = keyof EventPayloads> {
  id: string;
  subject: S;
  time: string;
  data: EventPayloads[S];
}

/** Builds an outbox event, checking the payload against its contract now rather than at publish time. */
export function outboxEvent<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], now = new Date()): OutboxEvent<S> {
  assertEventPayload(subject, data);
  return { id: randomUUID(), subject, time: now.toISOString(), data };
}

/**
 * A service's outbox as its relay sees it: the oldest pending events, and forgetting what the bus took. Written
 * once per technology (SqliteOutbox, MongoOutbox); a store appends inside its own transaction with the one it
 * holds and exposes it as `outbox`, which the service's declaration hands to the kit's relay.
 */
export interface Outbox {
  /** The oldest pending events, at most `limit`, oldest first. */
  pendingEvents(limit: number): Promise<OutboxEvent[]>;
  /** Forgets an event once the bus has acknowledged it; a second call is a no-op. */
  eventPublished(id: string): Promise<void>;
  /**
   * Forgets a batch the bus has acknowledged, in one short write; ids no longer pending are skipped. After a
   * throw some may still be pending: the relay publishes them again under the same ids, which the bus drops.
   */
  eventsPublished(ids: readonly string[]): Promise<void>;
}
