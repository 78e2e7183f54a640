import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import { pino } from 'pino';
import { DurableLocalBus } from '../../src/bus/durable-local-bus.js';
import type { EventBus, PublishOptions, PublishRequest, SubscribeOptions, EventHandler } from '../../src/bus/event-bus.js';

/**
 * The durable local bus (in memory) with a switch: while `down`, publish rejects as a bus outage would;
 * subscriptions keep working. For the per-service "bus down, writes succeed, events arrive once" tests.
 */
export class OutageBus implements EventBus {
  down = false;
  private constructor(private readonly inner: DurableLocalBus) {}

  static async open(): Promise<OutageBus> {
    return new OutageBus(await DurableLocalBus.open({ dataDir: ':memory:', log: pino({ level: 'silent' }), pollMs: 50 }));
  }

  publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], opts?: PublishOptions): Promise<EventEnvelope<EventPayloads[S]>> {
    if (this.down) return Promise.reject(new Error('event bus unavailable (test outage)'));
    return this.inner.publish(subject, data, opts);
  }

  publishBatch(events: readonly PublishRequest[]): Promise<void> {
    if (this.down) return Promise.reject(new Error('event bus unavailable (test outage)'));
    return this.inner.publishBatch(events);
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
}
