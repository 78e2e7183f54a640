import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import { busMetrics } from './bus-metrics.js';
import { tracedPublish, tracedPublishBatch } from './bus-tracing.js';
import { DurableConsumer, type ConsumerMember } from './durable-consumer.js';
import { DurableLog } from './durable-log.js';
import { makeEnvelope } from './envelope.js';
import { DEFAULT_MAX_DELIVERIES, type EventBus, type EventHandler, type SubscribeOptions, type Subscription, type PublishOptions, type PublishRequest } from './event-bus.js';

export interface DurableLocalBusOptions {
  /** Folder of `bus.sqlite` (the services' DATA_DIR); ':memory:' keeps the log in memory (tests only). */
  dataDir: string;
  log: Logger;
  /** Delay before delivery number `delivery + 1` after a failed one. Default: exponential, 100 ms to 60 s. */
  retryDelayMs?: (delivery: number) => number;
  /** How long events (and dead letters) are kept once every durable has passed them. Default 7 days. */
  maxAgeMs?: number;
  /** A durable not subscribed for this long (while the bus is in use) is forgotten. Default: maxAgeMs. */
  inactiveDurableMs?: number;
  /** How often old events are pruned (also once at open). Default 1 hour. */
  pruneEveryMs?: number;
  /** How often the log is checked for events written by another connection. Default 1 s. */
  pollMs?: number;
  /** How long close() waits for running handlers before closing anyway (they are redelivered). Default 10 s. */
  closeGraceMs?: number;
  /** Most events per durable read and not yet acked. Default 1000. */
  maxPending?: number;
  /** The clock (tests). */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const defaultRetryDelay = (delivery: number) => Math.min(100 * 2 ** (delivery - 1), 60_000);

/**
 * The embedded, durable bus: an append-only event log in `DATA_DIR/bus.sqlite` with a cursor per durable
 * and subject. publish resolves once the event is written; a durable that subscribes late, or after a
 * restart, first gets every retained event after its cursor. Same semantics as the JetStream adapter:
 * at-least-once, bounded concurrency, retries with backoff, dead letters, shared durables split the events.
 * One process per bus file: in-process notification wakes subscribers, a slow poll sees other writers.
 */
export class DurableLocalBus implements EventBus {
  private readonly consumers = new Map<string, DurableConsumer>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly untrack: (() => void)[] = [];
  private readonly now: () => number;
  private lastSeq: number;
  private closed = false;
  private closing: Promise<void> | null = null;

  private constructor(private readonly store: DurableLog, private readonly opts: DurableLocalBusOptions) {
    this.now = opts.now ?? Date.now;
    this.lastSeq = store.lastSeq();
    this.prune();
    this.timers.push(setInterval(() => this.prune(), opts.pruneEveryMs ?? 60 * 60 * 1000));
    this.timers.push(setInterval(() => this.poll(), opts.pollMs ?? 1000));
    for (const t of this.timers) t.unref();
  }

  static async open(opts: DurableLocalBusOptions): Promise<DurableLocalBus> {
    return new DurableLocalBus(DurableLog.open(opts.dataDir), opts);
  }

  async publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], opts?: PublishOptions): Promise<EventEnvelope<EventPayloads[S]>> {
    if (this.closed) throw new Error('event bus is closed');
    return tracedPublish(subject, async (trace) => {
      const env = makeEnvelope(subject, data, opts);
      // Committed with the other events published in this turn of the event loop; resolves once written.
      this.lastSeq = Math.max(this.lastSeq, await this.store.appendSoon(env as EventEnvelope, trace.traceparent));
      for (const c of this.consumers.values()) if (c.subject === subject) c.wake();
      return env;
    });
  }

  /**
   * The batch in one transaction: all of it is in the log or (on a throw) none of it. Its subscribers are only
   * woken here; they read and handle the events in later turns of the event loop, never inside this call.
   */
  async publishBatch(events: readonly PublishRequest[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (events.length === 0) return;
    await tracedPublishBatch(events.map((e) => e.subject), async (traceFor) => {
      const envs = events.map((e) => makeEnvelope(e.subject, e.data, e.opts) as EventEnvelope);
      this.lastSeq = this.store.appendBatch(envs, (env) => traceFor(env.subject).traceparent);
      const subjects = new Set(envs.map((e) => e.subject));
      for (const c of this.consumers.values()) if (subjects.has(c.subject)) c.wake();
    });
  }

  async subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions): Promise<Subscription> {
    if (this.closed || this.closing) throw new Error('event bus is closed');
    const member: ConsumerMember = {
      handler: handler as EventHandler<keyof EventPayloads>,
      maxDeliveries: opts.maxDeliveries ?? DEFAULT_MAX_DELIVERIES,
      concurrency: opts.concurrency ?? 4,
      active: new Set(),
    };
    if (member.maxDeliveries < 1 || member.concurrency < 1) throw new Error('maxDeliveries and concurrency must be at least 1');
    const key = `${opts.durable}\u0000${subject}`;
    let consumer = this.consumers.get(key);
    if (!consumer) {
      consumer = new DurableConsumer(this.store, opts.durable, subject, opts.deliverFrom ?? 'all', {
        log: this.opts.log,
        retryDelayMs: this.opts.retryDelayMs ?? defaultRetryDelay,
        maxPending: this.opts.maxPending ?? 1000,
        now: this.now,
      });
      this.consumers.set(key, consumer);
      const c = consumer;
      this.untrack.push(busMetrics.trackPending({ subject, durable: opts.durable, pending: () => c.pending() }));
    }
    const owner = consumer;
    owner.add(member);
    let stopping: Promise<void> | null = null;
    const sub: Subscription = {
      stop: () => {
        stopping ??= owner.remove(member).finally(() => this.subscriptions.delete(sub));
        return stopping;
      },
    };
    this.subscriptions.add(sub);
    return sub;
  }

  async deadLetters(): Promise<EventEnvelope[]> {
    if (this.closed) throw new Error('event bus is closed');
    return this.store.deadLetters();
  }

  /**
   * Stops every subscription and waits for the handlers under way, at most closeGraceMs; a handler still
   * running then is abandoned unacked, exactly as after a crash, and its event is delivered again next time.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const t of this.timers) clearInterval(t);
      const stopped = Promise.allSettled([...this.subscriptions].map((s) => s.stop()));
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), this.opts.closeGraceMs ?? 10_000)));
      if ((await Promise.race([stopped, grace])) === 'late') {
        this.opts.log.warn('event handlers still running at close; their events will be delivered again on the next start');
      }
      clearTimeout(timer);
      this.closed = true;
      for (const stop of this.untrack.splice(0)) stop();
      for (const c of this.consumers.values()) c.close();
      this.consumers.clear();
      this.store.close();
    })();
    return this.closing;
  }

  /** Deletes events older than maxAgeMs that every durable has passed, and forgets long-gone durables. */
  prune() {
    if (this.closed) return;
    try {
      const now = this.now();
      this.store.touch([...this.consumers.values()], now);
      const maxAge = this.opts.maxAgeMs ?? 7 * DAY_MS;
      const pruned = this.store.prune(now, maxAge, this.opts.inactiveDurableMs ?? maxAge);
      if (pruned.events > 0 || pruned.durables > 0) this.opts.log.info(pruned, 'event log pruned');
    } catch (err) {
      this.opts.log.error({ err }, 'event log pruning failed');
    }
  }

  /** Wakes the durables when another connection has written to the log. */
  private poll() {
    if (this.closed) return;
    try {
      const last = this.store.lastSeq();
      if (last === this.lastSeq) return;
      this.lastSeq = last;
      for (const c of this.consumers.values()) c.wake();
    } catch (err) {
      this.opts.log.error({ err }, 'event log poll failed');
    }
  }
}
