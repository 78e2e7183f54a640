import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import type { EventEnvelope, EventPayloads } from '@counsel/proto-events';
import type { Logger } from '../logger.js';
import { busMetrics } from './bus-metrics.js';
import { tracedDelivery } from './bus-tracing.js';
import type { DeadLetterRecord, DurableLog, StoredEvent } from './durable-log.js';
import { readEnvelope } from './envelope.js';
import type { EventHandler } from './event-bus.js';
import { logRetry } from './retry-later.js';

/** One subscription using a durable: its handler and its own limits. */
export interface ConsumerMember {
  handler: EventHandler<keyof EventPayloads>;
  concurrency: number;
  maxDeliveries: number;
  active: Set<Promise<void>>;
}

export interface DurableConsumerOptions {
  log: Logger;
  /** Delay before delivery number `delivery + 1` after a failed one. */
  retryDelayMs: (delivery: number) => number;
  /** Most events read from the log and not yet passed by the cursor (like JetStream's max_ack_pending). */
  maxPending: number;
  now: () => number;
}

const BATCH = 256;

/** The stored row as an envelope, and why it breaks its contract if it does. */
function toEnvelope(row: StoredEvent): { env: EventEnvelope; problem?: string } {
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return { env: { id: row.id, subject: row.subject, time: row.time, data: row.data }, problem: 'data is not JSON' };
  }
  const env: EventEnvelope = { id: row.id, subject: row.subject, time: row.time, data };
  try {
    readEnvelope(env);
    return { env };
  } catch (err) {
    return { env, problem: (err as Error).message };
  }
}

/**
 * Delivery for one durable on one subject, shared by every subscription using that durable (they split the
 * events). Reads the log after the cursor, hands each event to a member with a free slot, retries with
 * backoff, dead-letters after maxDeliveries, and moves the cursor over the contiguous prefix of finished
 * events; an event finished out of order keeps a done marker until the cursor passes it.
 */
export class DurableConsumer {
  private members: ConsumerMember[] = [];
  private turn = 0;
  private ackedSeq: number;
  private readSeq: number;
  /** Seqs read from the log and not yet passed by the cursor, ascending. */
  private readonly window: number[] = [];
  private readonly done: Set<number>;
  private readonly attempts: Map<number, number>;
  /** Events waiting for a free handler slot, ascending seq. */
  private readonly ready: StoredEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly store: DurableLog,
    readonly durable: string,
    readonly subject: string,
    from: 'all' | 'new',
    private readonly options: DurableConsumerOptions,
  ) {
    const state = store.openCursor(durable, subject, from, options.now());
    this.ackedSeq = this.readSeq = state.ackedSeq;
    this.done = state.done;
    this.attempts = state.attempts;
  }

  add(member: ConsumerMember) {
    this.members.push(member);
    this.wake();
  }

  /** Takes the member out of the rotation, then waits for its handlers under way (and their acks). */
  async remove(member: ConsumerMember) {
    this.members = this.members.filter((m) => m !== member);
    while (member.active.size > 0) await Promise.allSettled([...member.active]);
    this.store.flush(); // their acks
    this.wake();
  }

  /** There may be new events in the log, or a free slot: read and deliver soon. */
  wake() {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    // In no trace: whoever woke the consumer (a publisher's request) is not what its deliveries belong to.
    setImmediate(context.bind(ROOT_CONTEXT, () => {
      this.scheduled = false;
      this.pump();
    }));
  }

  /** Events of the subject after the cursor not yet finished (queue lag), for /metrics. */
  pending(): number {
    if (this.closed) return 0;
    return Math.max(0, this.store.countAfter(this.subject, this.ackedSeq) - this.done.size);
  }

  /** Stops delivering at once; whatever is unfinished stays in the log for the next start. */
  close() {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.members = [];
  }

  private pump() {
    if (this.closed || this.members.length === 0) return;
    try {
      this.fill();
    } catch (err) {
      this.options.log.error({ err, durable: this.durable, subject: this.subject }, 'could not read the event log');
    }
    this.dispatch();
  }

  private fill() {
    while (this.ready.length < BATCH && this.window.length < this.options.maxPending) {
      const limit = Math.min(BATCH, this.options.maxPending - this.window.length);
      const rows = this.store.readAfter(this.subject, this.readSeq, limit);
      for (const row of rows) {
        this.readSeq = row.seq;
        this.window.push(row.seq);
        if (!this.done.has(row.seq)) this.ready.push(row);
      }
      if (rows.length < limit) break;
    }
    this.settle(); // events handled before a restart may now head the window
  }

  private dispatch() {
    while (this.ready.length > 0 && !this.closed) {
      const member = this.freeMember();
      if (!member) return;
      const row = this.ready.shift()!;
      const job: Promise<void> = this.deliver(member, row).finally(() => {
        member.active.delete(job);
        this.wake();
      });
      member.active.add(job);
    }
  }

  private freeMember(): ConsumerMember | undefined {
    const n = this.members.length;
    for (let i = 0; i < n; i++) {
      const m = this.members[(this.turn + i) % n];
      if (m.active.size < m.concurrency) {
        this.turn = (this.turn + i + 1) % n;
        return m;
      }
    }
    return undefined;
  }

  private async deliver(member: ConsumerMember, row: StoredEvent) {
    try {
      await this.attempt(member, row);
    } catch (err) {
      // The log itself failed (disk full, …): nothing was acked, so try the event again later.
      if (this.closed) return;
      this.options.log.error({ err, durable: this.durable, subject: this.subject, seq: row.seq }, 'event delivery failed');
      this.retryLater(row, this.options.retryDelayMs(this.attempts.get(row.seq) ?? 1));
    }
  }

  private async attempt(member: ConsumerMember, row: StoredEvent) {
    const { log } = this.options;
    const where = { durable: this.durable, subject: this.subject, seq: row.seq, eventId: row.id };
    const { env, problem } = toEnvelope(row);
    const prior = this.attempts.get(row.seq) ?? 0;
    if (problem !== undefined) {
      log.error({ ...where, problem }, 'event breaks its contract; dead-lettered');
      busMetrics.handled(this.subject, this.durable, 'dead_lettered');
      return this.settle(row.seq, { env, reason: `contract: ${problem}`, deliveries: prior });
    }
    if (prior >= member.maxDeliveries) {
      // Every delivery so far ended in a crash or an abandoned handler.
      log.error(where, 'event dead-lettered: its deliveries were used up without an ack');
      busMetrics.handled(this.subject, this.durable, 'dead_lettered');
      return this.settle(row.seq, { env, reason: 'deliveries used up without an ack', deliveries: prior });
    }
    const delivery = prior + 1;
    this.attempts.set(row.seq, delivery);
    await this.store.recordAttempt(this.durable, this.subject, row.seq, delivery);
    if (this.closed) return;
    const handled = await tracedDelivery(this.subject, this.durable, { traceparent: row.traceparent ?? undefined },
      () => member.handler(env as EventEnvelope<EventPayloads[keyof EventPayloads]>),
      (err) => {
        if (this.closed) return null;
        if (delivery >= member.maxDeliveries) {
          log.error({ ...where, err, delivery }, 'event dead-lettered');
          this.settle(row.seq, { env, reason: `handler: ${(err as Error)?.message ?? String(err)}`, deliveries: delivery });
          return 'dead_lettered';
        }
        logRetry(log, where, err, delivery);
        this.retryLater(row, this.options.retryDelayMs(delivery));
        return 'retried';
      });
    if (handled) this.settle(row.seq);
  }

  private retryLater(row: StoredEvent, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const at = this.ready.findIndex((r) => r.seq > row.seq);
      this.ready.splice(at === -1 ? this.ready.length : at, 0, row);
      this.wake();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Records `seq` as finished (with its dead letter, if any) and moves the cursor over the finished prefix of
   * the window, in one transaction; without `seq`, only moves the cursor.
   */
  private settle(seq?: number, dead?: DeadLetterRecord) {
    if (this.closed) return;
    let i = 0;
    while (i < this.window.length && (this.window[i] === seq || this.done.has(this.window[i]))) i++;
    const acked = i > 0 ? this.window[i - 1] : this.ackedSeq;
    if (seq === undefined && acked === this.ackedSeq) return;
    this.store.finish(this.durable, this.subject, seq ?? acked, acked, this.options.now(), dead).catch((err: unknown) =>
      this.options.log.error({ err, durable: this.durable, subject: this.subject, seq }, 'ack not stored; the event comes again after a restart'));
    for (const s of this.window.splice(0, i)) this.done.delete(s);
    if (seq !== undefined) {
      if (seq > acked) this.done.add(seq);
      this.attempts.delete(seq);
    }
    this.ackedSeq = acked;
  }
}
