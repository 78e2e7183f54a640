import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import { makeEnvelope } from './envelope.js';
import { DEFAULT_MAX_DELIVERIES, type EventBus, type EventHandler, type SubscribeOptions, type Subscription } from './event-bus.js';

interface Consumer {
  subject: string;
  handler: EventHandler<keyof EventPayloads>;
  opts: Required<SubscribeOptions>;
  active: number;
  queue: { env: EventEnvelope; attempt: number }[];
  stopped: boolean;
}

/**
 * The embedded bus: same contract as JetStream (async delivery, retries with backoff, dead letters),
 * inside one process. Durability comes from each service reconciling its own store on start-up.
 */
export class InProcessBus implements EventBus {
  private consumers: Consumer[] = [];
  private dead: EventEnvelope[] = [];
  private inFlight = new Set<Promise<void>>();
  private turn = 0;

  constructor(private readonly log: Logger, private readonly retryDelayMs = (attempt: number) => Math.min(2 ** attempt * 50, 2000)) {}

  async publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S]) {
    const env = makeEnvelope(subject, data);
    // One delivery per durable: subscriptions sharing a durable take turns, as JetStream pull consumers do.
    const byDurable = new Map<string, Consumer[]>();
    for (const c of this.consumers) {
      if (c.subject === subject && !c.stopped) byDurable.set(c.opts.durable, [...(byDurable.get(c.opts.durable) ?? []), c]);
    }
    for (const group of byDurable.values()) this.enqueue(group[this.turn++ % group.length], env as EventEnvelope, 1);
    return env;
  }

  async subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions): Promise<Subscription> {
    const consumer: Consumer = {
      subject,
      handler: handler as EventHandler<keyof EventPayloads>,
      opts: { maxDeliveries: DEFAULT_MAX_DELIVERIES, concurrency: 4, deliverFrom: 'all', ...opts },
      active: 0,
      queue: [],
      stopped: false,
    };
    this.consumers.push(consumer);
    return {
      stop: async () => {
        consumer.stopped = true;
        this.consumers = this.consumers.filter((c) => c !== consumer);
        // Events already accepted finish; retries scheduled from now on are dropped.
        while (consumer.active > 0 || consumer.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
      },
    };
  }

  async deadLetters() {
    return [...this.dead];
  }

  /** Resolves when every delivery under way (and every retry it schedules) has finished. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0 || this.consumers.some((c) => c.queue.length > 0 || c.active > 0)) {
      await Promise.race([...this.inFlight, new Promise((r) => setTimeout(r, 10))]);
    }
  }

  async close() {
    for (const c of this.consumers) c.stopped = true;
    await this.drain();
    this.consumers = [];
  }

  private enqueue(c: Consumer, env: EventEnvelope, attempt: number) {
    c.queue.push({ env, attempt });
    this.pump(c);
  }

  private pump(c: Consumer) {
    while (c.active < c.opts.concurrency && c.queue.length > 0) {
      const job = c.queue.shift()!;
      c.active++;
      const run = this.deliver(c, job.env, job.attempt).finally(() => {
        c.active--;
        this.inFlight.delete(run);
        this.pump(c);
      });
      this.inFlight.add(run);
    }
  }

  private async deliver(c: Consumer, env: EventEnvelope, attempt: number) {
    await new Promise((r) => setImmediate(r));
    try {
      await c.handler(env as EventEnvelope<EventPayloads[keyof EventPayloads]>);
    } catch (err) {
      if (attempt >= c.opts.maxDeliveries) {
        this.log.error({ err, subject: env.subject, eventId: env.id, durable: c.opts.durable }, 'event dead-lettered');
        this.dead.push(env);
        return;
      }
      this.log.warn({ err, subject: env.subject, eventId: env.id, attempt }, 'event handler failed; will retry');
      const wait = new Promise<void>((r) => setTimeout(r, this.retryDelayMs(attempt)));
      const retry = wait.then(() => { if (!c.stopped) this.enqueue(c, env, attempt + 1); });
      this.inFlight.add(retry);
      void retry.finally(() => this.inFlight.delete(retry));
    }
  }
}
