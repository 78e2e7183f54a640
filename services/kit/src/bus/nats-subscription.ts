import type { Consumer, ConsumerMessages, JsMsg } from 'nats';
import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import { busMetrics } from './bus-metrics.js';
import { tracedDelivery } from './bus-tracing.js';
import { readEnvelope } from './envelope.js';
import type { EventHandler, Subscription } from './event-bus.js';
import { logRetry } from './retry-later.js';

export interface NatsSubscriptionOptions {
  subject: keyof EventPayloads;
  durable: string;
  maxDeliveries: number;
  concurrency: number;
  handler: EventHandler<keyof EventPayloads>;
  log: Logger;
  /** nak delay before delivery number `delivery + 1`. */
  retryDelayMs: (delivery: number) => number;
  /** Stores the message on its dead-letter subject; resolves once JetStream has it. */
  deadLetter: (m: JsMsg, reason: string) => Promise<void>;
  /** Resolves once the acks sent so far have reached the server. */
  flush: () => Promise<void>;
}

/**
 * One durable pull consumer's loop: at most `concurrency` handlers at once, explicit ack on success,
 * nak with backoff on failure, dead letter once the deliveries are used up or the event breaks its contract.
 */
export class NatsSubscription implements Subscription {
  private readonly active = new Set<Promise<void>>();
  private stopped = false;
  private stopping: Promise<void> | null = null;
  private readonly loop: Promise<void>;

  private constructor(private readonly messages: ConsumerMessages, private readonly options: NatsSubscriptionOptions) {
    this.loop = this.run();
  }

  static async start(consumer: Consumer, o: NatsSubscriptionOptions): Promise<NatsSubscription> {
    // Never hold more messages than free handler slots: what we hold, other instances cannot take.
    const messages = await consumer.consume({ max_messages: o.concurrency });
    return new NatsSubscription(messages, o);
  }

  /** Stops pulling, waits for the handlers under way, and flushes their acks. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      await this.messages.close();
      await this.loop;
      await Promise.allSettled([...this.active]);
      await this.options.flush().catch((err: unknown) =>
        this.options.log.warn({ err, subject: this.options.subject, durable: this.options.durable }, 'acks not flushed; JetStream will redeliver those events'));
    })();
    return this.stopping;
  }

  private async run() {
    try {
      for await (const m of this.messages) {
        while (this.active.size >= this.options.concurrency) await Promise.race(this.active);
        if (this.stopped) {
          m.nak(); // buffered after stop: hand it straight back for the next consumer
          continue;
        }
        const job: Promise<void> = this.handle(m)
          .catch((err) => this.options.log.error({ err, subject: this.options.subject, durable: this.options.durable }, 'event delivery failed'))
          .finally(() => this.active.delete(job));
        this.active.add(job);
      }
    } catch (err) {
      if (!this.stopped) this.options.log.error({ err, subject: this.options.subject, durable: this.options.durable }, 'event consumer stopped unexpectedly');
    }
  }

  private async handle(m: JsMsg) {
    const { log, subject, durable } = this.options;
    let env: EventEnvelope;
    try {
      env = readEnvelope(m.json());
      if (env.subject !== subject) throw new Error(`envelope subject ${env.subject} on ${subject}`);
    } catch (err) {
      log.error({ err, subject, durable, seq: m.seq }, 'event breaks its contract; dead-lettered');
      if (await this.deadLetter(m, `contract: ${(err as Error).message}`)) busMetrics.handled(subject, durable, 'dead_lettered');
      return;
    }
    const trace = { traceparent: m.headers?.get('traceparent') || undefined, tracestate: m.headers?.get('tracestate') || undefined };
    const handled = await tracedDelivery(subject, durable, trace, () => this.options.handler(env as EventEnvelope<EventPayloads[keyof EventPayloads]>), async (err) => {
      const delivery = m.info.redeliveryCount;
      if (delivery >= this.options.maxDeliveries) {
        log.error({ err, subject, durable, eventId: env.id, delivery }, 'event dead-lettered');
        return (await this.deadLetter(m, `handler: ${(err as Error)?.message ?? String(err)}`)) ? 'dead_lettered' : 'retried';
      }
      logRetry(log, { subject, durable, eventId: env.id }, err, delivery);
      m.nak(this.options.retryDelayMs(delivery));
      return 'retried';
    });
    if (handled) m.ack();
  }

  /** Resolves true once the message is stored as a dead letter (and terminated), false when it is left to come again. */
  private async deadLetter(m: JsMsg, reason: string): Promise<boolean> {
    try {
      await this.options.deadLetter(m, reason);
      m.term();
      return true;
    } catch (err) {
      // Not stored as a dead letter: leave it to JetStream to redeliver (if deliveries remain).
      this.options.log.error({ err, subject: this.options.subject, durable: this.options.durable, seq: m.seq }, 'could not dead-letter event');
      m.nak(this.options.retryDelayMs(m.info.redeliveryCount));
      return false;
    }
  }
}
