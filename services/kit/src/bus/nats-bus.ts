import { connect, headers, type JetStreamClient, type JetStreamManager, type JsMsg, type NatsConnection } from 'nats';
import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import { waitForDependency } from '../wait-for-dependency.js';
import { busMetrics } from './bus-metrics.js';
import type { TraceHeaders } from '../tracing/trace-context.js';
import { tracedPublish, tracedPublishBatch } from './bus-tracing.js';
import { makeEnvelope } from './envelope.js';
import { DEAD_LETTER_PREFIX, DEFAULT_MAX_DELIVERIES, type EventBus, type EventHandler, type SubscribeOptions, type Subscription, type PublishOptions, type PublishRequest } from './event-bus.js';
import { DeadLetterHeaders, deadLetterEnvelope, ensureDurable, ensureStream, readAll } from './nats-stream.js';
import { NatsSubscription } from './nats-subscription.js';

export interface NatsBusOptions {
  /** Comma-separated server URLs, e.g. nats://nats:4222. */
  servers: string;
  /** JetStream stream holding every `counsel.>` event (created or updated at connect). */
  stream: string;
  log: Logger;
  /** Connection name shown by the server's monitoring. */
  name?: string;
  /** nak delay after failed delivery number `delivery` (1 = first). Default: exponential, 1 s to 60 s. */
  retryDelayMs?: (delivery: number) => number;
  /** How long start-up waits for a first connection. Default 120 s. */
  connectWaitMs?: number;
  /** How long a delivery may run before JetStream redelivers it. Default 30 s. */
  ackWaitMs?: number;
  /** How long the stream keeps events. Default 7 days. */
  maxAgeMs?: number;
  /**
   * Put in front of every subject on the wire (stream subjects included); envelopes keep the canonical
   * subject. Lets isolated test runs share one server. Default: none.
   */
  subjectPrefix?: string;
  /** Most publishes of a batch sent and not yet acknowledged. Default 256. */
  maxPublishesInFlight?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Republishing the same event id within this window is dropped by JetStream. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const defaultRetryDelay = (delivery: number) => Math.min(1000 * 2 ** (delivery - 1), 60_000);

/**
 * The JetStream adapter: one file-backed stream for all events, a durable pull consumer per
 * subscription, explicit acks, nak with backoff, and `counsel.deadletter.<subject>` after the last delivery.
 */
export class NatsBus implements EventBus {
  private readonly subscriptions = new Set<NatsSubscription>();
  /** Subscriptions per durable in this process, and how to stop reporting its pending count. */
  private readonly tracked = new Map<string, { subscriptions: number; untrack: () => void }>();
  private readonly encoder = new TextEncoder();
  private closed = false;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly opts: NatsBusOptions,
  ) {}

  static async connect(opts: NatsBusOptions): Promise<NatsBus> {
    const servers = opts.servers.split(',').map((s) => s.trim());
    // First contact waits for NATS with backoff; once connected, the client reconnects by itself, forever,
    // and JetStream redelivers whatever was unacknowledged meanwhile.
    const nc = await waitForDependency('NATS', () => connect({ servers, name: opts.name ?? 'counsel', maxReconnectAttempts: -1 }), opts.log, { maxWaitMs: opts.connectWaitMs });
    try {
      const jsm = await nc.jetstreamManager();
      await ensureStream(jsm, {
        name: opts.stream,
        subjects: [`${opts.subjectPrefix ?? ''}counsel.>`],
        maxAgeMs: opts.maxAgeMs ?? 7 * DAY_MS,
        duplicateWindowMs: DUPLICATE_WINDOW_MS,
      });
      void nc.closed().then((err) => {
        if (err) opts.log.error({ err }, 'NATS connection closed with an error');
      });
      return new NatsBus(nc, nc.jetstream(), jsm, opts);
    } catch (err) {
      await nc.close();
      throw err;
    }
  }

  async publish<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S], opts?: PublishOptions): Promise<EventEnvelope<EventPayloads[S]>> {
    return tracedPublish(subject, async (trace) => {
      const env = makeEnvelope(subject, data, opts);
      await this.send(env, trace);
      return env;
    });
  }

  /**
   * Pipelined: up to maxPublishesInFlight publishes are on the wire at once instead of one round trip per
   * event; JetStream stores them in the order sent. After a refusal nothing more is sent, the acks under way
   * are awaited, and the batch rejects: the caller sends it again and JetStream drops the repeats of what it
   * already stored (same msgID, within the duplicate window). So an event refused while later ones were
   * stored lands after them; consumers get each event at least once, as always, but then not in write order.
   */
  async publishBatch(events: readonly PublishRequest[]): Promise<void> {
    if (events.length === 0) return;
    const maxInFlight = this.opts.maxPublishesInFlight ?? 256;
    await tracedPublishBatch(events.map((e) => e.subject), async (traceFor) => {
      const envs = events.map((e) => makeEnvelope(e.subject, e.data, e.opts) as EventEnvelope);
      const inFlight = new Set<Promise<void>>();
      const refusals: unknown[] = [];
      for (const env of envs) {
        if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
        if (refusals.length > 0) break;
        const sent: Promise<void> = this.send(env, traceFor(env.subject)).then(
          () => { inFlight.delete(sent); },
          (err: unknown) => { inFlight.delete(sent); refusals.push(err); },
        );
        inFlight.add(sent);
      }
      await Promise.all(inFlight);
      if (refusals.length > 0) throw refusals[0];
    });
  }

  private async send(env: EventEnvelope, trace: TraceHeaders) {
    const h = headers();
    // The envelope stays the event's contract; the trace context travels beside it, as message headers.
    if (trace.traceparent) h.set('traceparent', trace.traceparent);
    if (trace.tracestate) h.set('tracestate', trace.tracestate);
    const ack = await this.js.publish(this.wire(env.subject), this.encoder.encode(JSON.stringify(env)), {
      msgID: env.id,
      expect: { streamName: this.opts.stream },
      headers: h,
    });
    if (ack.duplicate) this.opts.log.warn({ subject: env.subject, eventId: env.id }, 'event already in the stream; JetStream dropped the duplicate');
  }

  async subscribe<S extends keyof EventPayloads>(subject: S, handler: EventHandler<S>, opts: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    const maxDeliveries = opts.maxDeliveries ?? DEFAULT_MAX_DELIVERIES;
    const concurrency = opts.concurrency ?? 4;
    if (maxDeliveries < 1 || concurrency < 1) throw new Error('maxDeliveries and concurrency must be at least 1');
    await ensureDurable(this.jsm, this.opts.stream, {
      durable: opts.durable,
      filterSubject: this.wire(subject),
      maxDeliver: maxDeliveries,
      ackWaitMs: this.opts.ackWaitMs ?? 30_000,
      deliverFrom: opts.deliverFrom,
    });
    const consumer = await this.js.consumers.get(this.opts.stream, opts.durable);
    const sub = await NatsSubscription.start(consumer, {
      subject,
      durable: opts.durable,
      maxDeliveries,
      concurrency,
      handler: handler as EventHandler<keyof EventPayloads>,
      log: this.opts.log,
      retryDelayMs: this.opts.retryDelayMs ?? defaultRetryDelay,
      deadLetter: (m, reason) => this.deadLetter(subject, opts.durable, m, reason),
      flush: () => this.nc.flush(),
    });
    this.subscriptions.add(sub);
    const release = this.trackPending(subject, opts.durable);
    return {
      stop: async () => {
        if (this.subscriptions.delete(sub)) release();
        await sub.stop();
      },
    };
  }

  async deadLetters(): Promise<EventEnvelope[]> {
    const messages = await readAll(this.js, this.jsm, this.opts.stream, `${this.wire(DEAD_LETTER_PREFIX)}>`);
    return messages.map(deadLetterEnvelope);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.subscriptions].map((s) => s.stop()));
    this.subscriptions.clear();
    for (const t of this.tracked.values()) t.untrack();
    this.tracked.clear();
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  /**
   * Reports the durable's queue lag at scrape time from JetStream's consumer info: events not yet delivered
   * plus those delivered and not yet acked (by any instance). Once per durable, however many subscriptions.
   */
  private trackPending(subject: string, durable: string): () => void {
    let t = this.tracked.get(durable);
    if (!t) {
      const pending = async () => {
        const info = await this.jsm.consumers.info(this.opts.stream, durable);
        return info.num_pending + info.num_ack_pending;
      };
      this.tracked.set(durable, (t = { subscriptions: 0, untrack: busMetrics.trackPending({ subject, durable, pending }) }));
    }
    const entry = t;
    entry.subscriptions++;
    return () => {
      if (--entry.subscriptions > 0 || this.tracked.get(durable) !== entry) return;
      entry.untrack();
      this.tracked.delete(durable);
    };
  }

  private wire(subject: string) {
    return `${this.opts.subjectPrefix ?? ''}${subject}`;
  }

  /** Stores the original bytes on `counsel.deadletter.<subject>`, once per event and durable. */
  private async deadLetter(subject: string, durable: string, m: JsMsg, reason: string) {
    const h = headers();
    h.set(DeadLetterHeaders.durable, durable);
    h.set(DeadLetterHeaders.subject, subject);
    h.set(DeadLetterHeaders.deliveries, String(m.info.redeliveryCount));
    h.set(DeadLetterHeaders.reason, reason.replace(/[\r\n]+/g, ' ').slice(0, 500));
    const traceparent = m.headers?.get('traceparent');
    if (traceparent) h.set('traceparent', traceparent);
    await this.js.publish(this.wire(`${DEAD_LETTER_PREFIX}${subject}`), m.data, {
      msgID: `deadletter:${durable}:${m.seq}`,
      headers: h,
      expect: { streamName: this.opts.stream },
    });
  }
}
