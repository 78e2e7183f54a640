import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import type { TraceHeaders } from '../tracing/trace-context.js';
import { busMetrics } from './bus-metrics.js';
import { tracedDelivery, tracedPublish } from './bus-tracing.js';
import { makeEnvelope } from './envelope.js';
import { DEFAULT_MAX_DELIVERIES, type EventBus, type EventHandler, type SubscribeOptions, type Subscription } from './event-bus.js';

interface Consumer {
  subject: string;
  handler: EventHandler<keyof EventPayloads>;
  opts: Required<SubscribeOptions>;
  active: number;
  queue: Job[];
  /** Failed deliveries waiting for their retry. */
  retrying: number;
  stopped: boolean;
  untrack: () => void;
}

interface Job {
  env: EventEnvelope;
  attempt: number;
  trace: TraceHeaders;
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
    return tracedPublish(subject, async (trace) => {
      const env = makeEnvelope(subject, data);
      // One delivery per durable: subscriptions sharing a durable take turns, as JetStream pull consumers do.
      const byDurable = new Map<string, Consumer[]>();
      for (const c of this.consumers) {
        if (c.subject === subject && !c.stopped) byDurable.set(c.opts.durable, [...(byDurable.get(c.opts.durable) ?? []), c]);
      }
      for (const group of byDurable.values()) this.enqueue(group[this.turn++ % group.length], { env: env as EventEnvelope, attempt: 1, trace });
      return env;
    });
  }

  async subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions): Promise<Subscription> {
    const consumer: Consumer = {
      subject,
      handler: handler as EventHandler<keyof EventPayloads>,
      opts: { maxDeliveries: DEFAULT_MAX_DELIVERIES, concurrency: 4, deliverFrom: 'all', ...opts },
      active: 0,
      queue: [],
      retrying: 0,
      stopped: false,
      untrack: () => undefined,
    };
    consumer.untrack = busMetrics.trackPending({ subject, durable: opts.durable, pending: () => consumer.queue.length + consumer.active + consumer.retrying });
    this.consumers.push(consumer);
    return {
      stop: async () => {
        consumer.stopped = true;
        this.consumers = this.consumers.filter((c) => c !== consumer);
        // Events already accepted finish; retries scheduled from now on are dropped.
        while (consumer.active > 0 || consumer.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
        consumer.untrack();
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
    for (const c of this.consumers) c.untrack();
    this.consumers = [];
  }

  private enqueue(c: Consumer, job: Job) {
    c.queue.push(job);
    this.pump(c);
  }

  private pump(c: Consumer) {
    while (c.active < c.opts.concurrency && c.queue.length > 0) {
      const job = c.queue.shift()!;
      c.active++;
      const run = this.deliver(c, job).finally(() => {
        c.active--;
        this.inFlight.delete(run);
        this.pump(c);
      });
      this.inFlight.add(run);
    }
  }

  private async deliver(c: Consumer, job: Job) {
    const { env, attempt } = job;
    const durable = c.opts.durable;
    await new Promise((r) => setImmediate(r));
    await tracedDelivery(env.subject, durable, job.trace, () => c.handler(env as EventEnvelope<EventPayloads[keyof EventPayloads]>), (err) => {
      if (attempt >= c.opts.maxDeliveries) {
        this.log.error({ err, subject: env.subject, eventId: env.id, durable }, 'event dead-lettered');
        this.dead.push(env);
        return 'dead_lettered';
      }
      this.log.warn({ err, subject: env.subject, eventId: env.id, attempt }, 'event handler failed; will retry');
      c.retrying++;
      const wait = new Promise<void>((r) => setTimeout(r, this.retryDelayMs(attempt)));
      const retry = wait.then(() => {
        c.retrying--;
        if (!c.stopped) this.enqueue(c, { ...job, attempt: attempt + 1 });
      });
      this.inFlight.add(retry);
      void retry.finally(() => this.inFlight.delete(retry));
      return 'retried';
    });
  }
}
