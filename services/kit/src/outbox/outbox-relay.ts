import type { EventPayloads } from '@counsel/proto-events';
import type { EventBus } from '../bus/event-bus.js';
import type { Logger } from '../logger.js';
import type { OutboxEvent, OutboxStore } from './outbox.js';

export interface OutboxRelayOptions {
  store: OutboxStore;
  bus: EventBus;
  log: Logger;
  /** Wait before attempt `attempt + 1` after the bus refused one. Default: exponential, 200 ms to 30 s. */
  retryDelayMs?: (attempt: number) => number;
  /** Events read, published and cleared per batch. Default 500. */
  batchSize?: number;
}

const defaultRetryDelay = (attempt: number) => Math.min(200 * 2 ** (attempt - 1), 30_000);

/**
 * Publishes what a service's outbox holds, oldest first, in batches (one bus write and one outbox write per batch
 * where the bus and the store offer batch methods), and forgets events once the bus acknowledged them.
 * `start()` relays what a crash or an outage left behind; `kick()` after each commit relays the new events.
 * While the bus refuses, a timer retries with backoff, so no user request ever waits on (or fails with) the
 * bus. Delivery is at least once: a crash between the ack and the delete publishes the event again with the
 * same id (NATS drops it inside its duplicate window; consumers are idempotent by id).
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly o: OutboxRelayOptions) {}

  /** Relays whatever is pending now (call once at start-up). */
  start(): void {
    this.kick();
  }

  /** Call after every commit that appended events: relays in the background, never throws. */
  kick(): void {
    void this.flush();
  }

  /**
   * Relays until the outbox is empty or the bus refuses (then a retry is scheduled). Resolves when this pass is
   * over; tests and shutdown await it. Never rejects.
   */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => { this.running = null; });
    return this.running;
  }

  /** Stops relaying; waits for the publish under way. Events still pending go out at the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    const batchSize = this.o.batchSize ?? 500;
    do {
      this.again = false;
      let batch;
      try {
        batch = await this.o.store.pendingEvents(batchSize);
      } catch (err) {
        this.failed(err, 'outbox unreadable; will retry');
        return;
      }
      if (this.closed || batch.length === 0) return;
      const { published, error } = await this.publish(batch);
      if (published.length) {
        try {
          await this.forget(published.map((e) => e.id));
        } catch (err) {
          // Published but still pending: the retry publishes them again under the same ids.
          this.failed(err, 'published events not cleared from the outbox; will retry', { events: published.length });
          return;
        }
      }
      if (error) {
        this.failed(error.err, 'event not published yet; will retry', { subject: error.event.subject, eventId: error.event.id });
        return;
      }
      this.attempt = 0;
      if (batch.length === batchSize) this.again = true;
    } while (this.again && !this.closed);
  }

  /**
   * Publishes the batch in order and says which events the bus took (always a prefix of the batch). With a
   * batch method that is all or, on a refusal, none of them (some may be stored: they go again, same ids).
   */
  private async publish(batch: OutboxEvent[]): Promise<{ published: OutboxEvent[]; error?: { err: unknown; event: OutboxEvent } }> {
    const { bus } = this.o;
    if (bus.publishMany) {
      try {
        await bus.publishMany(batch.map((e) => ({ subject: e.subject, data: e.data, opts: { id: e.id, time: e.time } })));
        return { published: batch };
      } catch (err) {
        return { published: [], error: { err, event: batch[0] } };
      }
    }
    for (let i = 0; i < batch.length; i++) {
      const e = batch[i];
      if (this.closed) return { published: batch.slice(0, i) };
      try {
        await bus.publish<keyof EventPayloads>(e.subject, e.data, { id: e.id, time: e.time });
      } catch (err) {
        return { published: batch.slice(0, i), error: { err, event: e } };
      }
    }
    return { published: batch };
  }

  /** One write for the batch where the store offers it; else one call per id, all at once (SqliteOutbox joins them). */
  private async forget(ids: string[]): Promise<void> {
    const { store } = this.o;
    if (store.eventsPublished) await store.eventsPublished(ids);
    else await Promise.all(ids.map((id) => store.eventPublished(id)));
  }

  private failed(err: unknown, msg: string, fields: Record<string, unknown> = {}) {
    this.attempt++;
    const delay = (this.o.retryDelayMs ?? defaultRetryDelay)(this.attempt);
    this.o.log.warn({ err, ...fields, attempt: this.attempt, retryInMs: delay }, msg);
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delay);
    this.retryTimer.unref();
  }
}
