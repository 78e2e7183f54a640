import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import { pino } from 'pino';
import { DurableLocalBus } from '../../src/bus/durable-local-bus.js';
import type { EventBus, PublishOptions, PublishRequest, SubscribeOptions, EventHandler } from '../../src/bus/event-bus.js';

/**
 * The durable local bus (in memory) with a switch: while `down`, publish rejects as a bus outage would;
 * subscriptions keep working. For the per-service "bus down, writes succeed, events arrive once" tests.
 * `downAfter(n)` lets n more events through and then goes down, in the middle of a batch if need be: the
 * batch's first n events are stored and the batch is refused, as a broker failing between two acks would.
 * Opened with `{ batch: false }` it has no publishMany, so callers take their one-by-one path.
 */
export class OutageBus implements EventBus {
  down = false;
  /** Calls of publish and of publishMany so far (how a caller used the bus). */
  readonly calls = { publish: 0, publishMany: 0 };
  publishMany?: (events: readonly PublishRequest[]) => Promise<void>;
  private allowance: number | null = null;

  private constructor(private readonly inner: DurableLocalBus, batch: boolean) {
    if (batch) this.publishMany = (events) => this.publishBatch(events);
  }

  static async open(opts: { batch?: boolean } = {}): Promise<OutageBus> {
    const inner = await DurableLocalBus.open({ dataDir: ':memory:', log: pino({ level: 'silent' }), pollMs: 50 });
    return new OutageBus(inner, opts.batch ?? true);
  }

  /** Takes `n` more events, then is down until `down = false`. */
  downAfter(n: number) {
    this.allowance = n;
  }

  publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], opts?: PublishOptions): Promise<EventEnvelope<EventPayloads[S]>> {
    this.calls.publish++;
    if (!this.takes()) return Promise.reject(new Error('event bus unavailable (test outage)'));
    return this.inner.publish(subject, data, opts);
  }

  subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions) {
    return this.inner.subscribe(subject, handler, opts);
  }

  deadLetters() {
    return this.inner.deadLetters();
  }

  close() {
    return this.inner.close();
  }

  /** Every event of `subjects` delivered from now on, in arrival order. */
  async record(...subjects: (keyof EventPayloads)[]): Promise<EventEnvelope[]> {
    const seen: EventEnvelope[] = [];
    for (const s of subjects) await this.inner.subscribe(s, async (e) => { seen.push(e as EventEnvelope); }, { durable: `record-${s}` });
    return seen;
  }

  private async publishBatch(events: readonly PublishRequest[]): Promise<void> {
    this.calls.publishMany++;
    let taken = 0;
    while (taken < events.length && this.takes()) taken++;
    if (taken) await this.inner.publishMany(events.slice(0, taken));
    if (taken < events.length) throw new Error('event bus unavailable (test outage)');
  }

  /** Whether the next event gets through, counting down a `downAfter` allowance. */
  private takes(): boolean {
    if (this.allowance !== null) {
      if (this.allowance === 0) {
        this.allowance = null;
        this.down = true;
      } else {
        this.allowance--;
      }
    }
    return !this.down;
  }
}

/** Polls until `done()` holds (or fails after `ms`). */
export async function eventually(done: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets a little time pass, to see that nothing more arrives (no duplicate). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
