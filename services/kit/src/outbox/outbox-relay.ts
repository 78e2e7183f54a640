import type { EventPayloads } from '@counsel/proto-events';
import type { EventBus } from '../bus/event-bus.js';
import type { Logger } from '../logger.js';
import type { OutboxStore } from './outbox.js';

export interface OutboxRelayOptions {
  store: OutboxStore;
  bus: EventBus;
  log: Logger;
  /** Wait before attempt `attempt + 1` after the bus refused one. Default: exponential, 200 ms to 30 s. */
  retryDelayMs?: (attempt: number) => number;
  /** Events read per batch. Default 100. */
  batchSize?: number;
}

const defaultRetryDelay = (attempt: number) => Math.min(200 * 2 ** (attempt - 1), 30_000);

/**
 * Publishes what a service's outbox holds, oldest first, and forgets each event once the bus acknowledged it.
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
    const batchSize = this.o.batchSize ?? 100;
    do {
      this.again = false;
      let batch;
      try {
        batch = await this.o.store.pendingEvents(batchSize);
      } catch (err) {
        this.failed(err, 'outbox unreadable; will retry');
        return;
      }
      for (const e of batch) {
        if (this.closed) return;
        try {
          await this.o.bus.publish<keyof EventPayloads>(e.subject, e.data, { id: e.id, time: e.time });
        } catch (err) {
          this.failed(err, 'event not published yet; will retry', { subject: e.subject, eventId: e.id });
          return;
        }
        try {
          await this.o.store.eventPublished(e.id);
        } catch (err) {
          // Published but still pending: the retry publishes it again under the same id.
          this.failed(err, 'published event not cleared from the outbox; will retry', { eventId: e.id });
          return;
        }
      }
      this.attempt = 0;
      if (batch.length === batchSize) this.again = true;
    } while (this.again && !this.closed);
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
