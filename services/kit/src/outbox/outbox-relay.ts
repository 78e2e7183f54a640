import type { EventBus } from '../bus/event-bus.js';
import type { Logger } from '../logger.js';
import type { Outbox } from './outbox.js';

export interface OutboxRelayOptions {
  store: Outbox;
  bus: EventBus;
  log: Logger;
  /** Wait before attempt `attempt + 1` after the bus refused one. Default: exponential, 200 ms to 30 s. */
  retryDelayMs?: (attempt: number) => number;
  /** Events read, published and forgotten together. Default 500. */
  batchSize?: number;
}

const defaultRetryDelay = (attempt: number) => Math.min(200 * 2 ** (attempt - 1), 30_000);

/**
 * Lets timers, I/O and other requests run. The SQLite outbox and the embedded bus do their work synchronously
 * behind promises that are already settled, so without this a drain is one unbroken chain of microtasks and the
 * process answers nothing until the outbox is empty (20,000 events held the event loop for 42 s).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Publishes what a service's outbox holds, oldest first, in batches: one read, one bus publish and one outbox
 * write per batch, each after a turn of the event loop, so a large backlog (a roster import's
 * 100,000 events) never holds up the requests being served meanwhile.
 * `start()` relays what a crash or an outage left behind; `kick()` after each commit relays the new events.
 * While the bus refuses, a timer retries with backoff, so no user request ever waits on (or fails with) the
 * bus. Delivery is at least once: a batch refused part way, or a crash between the ack and the forgetting,
 * publishes those events again with the same ids (both buses drop the repeats; consumers are idempotent by id).
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: OutboxRelayOptions) {}

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
      // A call that lands after the pass last looked at `again` (while it winds down) gets a pass of its own
      // as this one ends, and waits for that one too.
      return this.running.then(() => this.running ?? undefined);
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.closed && !this.retryTimer) this.kick();
    });
    return this.running;
  }

  /** Stops relaying; waits for the batch under way. Events still pending go out at the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    for (let first = true; ; first = false) {
      // Between batches a turn of the event loop, so a long backlog never holds up requests; the first batch goes
      // at once, so an event a request committed (a session ended) is delivered as promptly as before batching.
      if (!first) await yieldToEventLoop();
      if (this.closed) return;
      this.again = false;
      let batch;
      try {
        batch = await this.options.store.pendingEvents(batchSize);
      } catch (err) {
        this.failed(err, 'outbox unreadable; will retry');
        return;
      }
      if (this.closed || batch.length === 0) return;
      try {
        await this.options.bus.publishBatch(batch.map((e) => ({ subject: e.subject, data: e.data, opts: { id: e.id, time: e.time } })));
      } catch (err) {
        this.failed(err, 'events not published yet; will retry', { events: batch.length, firstEventId: batch[0].id });
        return;
      }
      try {
        await this.options.store.eventsPublished(batch.map((e) => e.id));
      } catch (err) {
        // Published but still pending: the retry publishes them again under the same ids.
        this.failed(err, 'published events not cleared from the outbox; will retry', { events: batch.length });
        return;
      }
      this.attempt = 0;
      if (batch.length === batchSize) this.again = true;
      if (!this.again || this.closed) return;
    }
  }

  private failed(err: unknown, msg: string, fields: Record<string, unknown> = {}) {
    this.attempt++;
    const delay = (this.options.retryDelayMs ?? defaultRetryDelay)(this.attempt);
    this.options.log.warn({ err, ...fields, attempt: this.attempt, retryInMs: delay }, msg);
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delay);
    this.retryTimer.unref();
  }
}
