import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { Subjects, type FileIndexed } from '@counsel/proto-events';
import type { EventBus } from '../src/bus/event-bus.js';
import { busRegistry } from '../src/bus/bus-metrics.js';
import { createLogger } from '../src/logger.js';
import { tracerFor } from '../src/tracing/tracing.js';
import type { BusCaps, BusUnderTest } from './event-bus-contract.js';
import { quietPeriod, until } from './support/eventually.js';

// Traces and metrics of the EventBus, run against every adapter by src/bus/event-bus.contract.test.ts.

const subject = Subjects.knowledgeFileIndexed;
let seq = 0;
const event = (): FileIndexed => ({ fileId: `telemetry-${++seq}`, chunkCount: 1 });
/** Durable names are unique per test: the bus series are process-wide and labelled by durable. */
const durable = (what: string) => `${what}-${randomBytes(3).toString('hex')}`;
const tracer = tracerFor('bus-contract');

interface Seen {
  traceId: string | undefined;
  spanId: string | undefined;
}
const seenHere = (): Seen => {
  const ctx = trace.getActiveSpan()?.spanContext();
  return { traceId: ctx?.traceId, spanId: ctx?.spanId };
};

/** Publishes inside a fresh trace (as a request handler would) and answers the trace id and the publisher's span id. */
async function publishInTrace(bus: EventBus, data: FileIndexed) {
  return tracer.startActiveSpan('incoming request', async (span) => {
    try {
      await bus.publish(subject, data);
      return span.spanContext();
    } finally {
      span.end();
    }
  });
}

async function metricValues(name: string) {
  const metric = busRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values;
}
async function handledCount(d: string, outcome: string) {
  return (await metricValues('counsel_bus_events_handled_total')).find((v) => v.labels.durable === d && v.labels.outcome === outcome)?.value ?? 0;
}
async function pendingOf(d: string) {
  return (await metricValues('counsel_bus_consumer_pending')).find((v) => v.labels.durable === d && v.labels.subject === subject)?.value;
}

export function describeEventBusTelemetry(name: string, makeBus: () => Promise<BusUnderTest>, caps: BusCaps) {
  describe(`EventBus telemetry: ${name}`, () => {
    const open: EventBus[] = [];
    const start = async () => {
      const t = await makeBus();
      open.push(t.bus);
      return t;
    };
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((b) => b.close()));
    });

    it("runs the handler in the publisher's trace, in a span of its own, with the trace id in its log lines", async () => {
      const { bus } = await start();
      const lines: Record<string, unknown>[] = [];
      const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
      const log = createLogger('bus-contract', 'info', sink);
      const got: Seen[] = [];
      await bus.subscribe(subject, async () => {
        got.push(seenHere());
        log.info('event handled');
      }, { durable: durable('traced') });
      const publisher = await publishInTrace(bus, event());
      await until('delivery', () => got.length === 1 && lines.length === 1);
      expect(got[0].traceId).toBe(publisher.traceId);
      expect(got[0].spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(got[0].spanId).not.toBe(publisher.spanId);
      expect(lines[0]).toMatchObject({ msg: 'event handled', trace_id: publisher.traceId, span_id: got[0].spanId });
    });

    it("runs each event of a batch published in a trace in that trace", async () => {
      const { bus } = await start();
      const got: Seen[] = [];
      await bus.subscribe(subject, async () => void got.push(seenHere()), { durable: durable('batch-traced') });
      const publisher = await tracer.startActiveSpan('incoming request', async (span) => {
        try {
          await bus.publishBatch([{ subject, data: event() }, { subject, data: event() }, { subject, data: event() }]);
          return span.spanContext();
        } finally {
          span.end();
        }
      });
      await until('three deliveries', () => got.length === 3);
      expect(got.map((g) => g.traceId)).toEqual([publisher.traceId, publisher.traceId, publisher.traceId]);
      for (const g of got) expect(g.spanId).not.toBe(publisher.spanId);
    });

    it('keeps the trace over retries, and an event published outside any trace gets a trace of its own', async () => {
      const { bus } = await start();
      const got: Record<string, Seen[]> = {};
      let failures = 1;
      await bus.subscribe(subject, async (e) => {
        (got[e.data.fileId] ??= []).push(seenHere());
        if (e.data.fileId.endsWith('-retried') && failures-- > 0) throw new Error('transient failure');
      }, { durable: durable('retrying'), maxDeliveries: 3 });
      const traced = { ...event(), fileId: `telemetry-${++seq}-retried` };
      const publisher = await publishInTrace(bus, traced);
      const loose = event();
      await bus.publish(subject, loose);
      await until('the retry and the untraced event', () => got[traced.fileId]?.length === 2 && got[loose.fileId]?.length === 1);
      expect(got[traced.fileId].map((s) => s.traceId)).toEqual([publisher.traceId, publisher.traceId]);
      expect(got[loose.fileId][0].traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(got[loose.fileId][0].traceId).not.toBe(publisher.traceId);
    });

    it('counts deliveries by outcome (ok, retried, dead_lettered) and times every delivery', async () => {
      const { bus } = await start();
      const d = durable('counted');
      const calls: Record<string, number> = {};
      await bus.subscribe(subject, async (e) => {
        const n = (calls[e.data.fileId] = (calls[e.data.fileId] ?? 0) + 1);
        if (e.data.fileId.endsWith('-broken') || n === 1) throw new Error('handler failure');
      }, { durable: d, maxDeliveries: 2 });
      await bus.publish(subject, event()); // fails once, then succeeds
      await bus.publish(subject, { ...event(), fileId: `telemetry-${++seq}-broken` }); // fails twice: dead letter
      await until('the dead letter', async () => (await handledCount(d, 'dead_lettered')) === 1);
      await until('the success', async () => (await handledCount(d, 'ok')) === 1);
      await quietPeriod(caps.redeliverAfterMs ?? 200); // nothing more comes: no condition to wait for, so a pause
      expect(await handledCount(d, 'ok')).toBe(1);
      expect(await handledCount(d, 'retried')).toBe(2);
      expect(await handledCount(d, 'dead_lettered')).toBe(1);
      const durations = (await metricValues('counsel_bus_handler_duration_seconds'))
        .find((v) => v.labels.durable === d && v.metricName === 'counsel_bus_handler_duration_seconds_count');
      expect(durations?.value).toBe(4);
    });

    it('reports the events a durable has not finished as pending (queue lag), down to 0 once handled', async () => {
      const { bus } = await start();
      const d = durable('lagging');
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started = 0;
      let finished = 0;
      await bus.subscribe(subject, async () => {
        started++;
        await gate;
        finished++;
      }, { durable: d, concurrency: 1 });
      for (let i = 0; i < 3; i++) await bus.publish(subject, event());
      await until('the first handler', () => started === 1);
      // One being handled, two waiting.
      await until('a pending count of 3', async () => (await pendingOf(d)) === 3);
      release();
      await until('all three handled', () => finished === 3);
      await until('a pending count of 0', async () => (await pendingOf(d)) === 0, undefined, { timeoutMs: 5_000 });
      expect(await handledCount(d, 'ok')).toBe(3);
    });

    (caps.durableStore ? it : it.skip)(
      `keeps the publisher's trace with the stored event, across a restart${caps.durableStore ? '' : ` (skipped: ${name} has no durable store)`}`,
      async () => {
        const t = await start();
        const publisher = await publishInTrace(t.bus, event());
        await t.bus.close();
        const restarted = await t.reopen!();
        open.push(restarted);
        const got: Seen[] = [];
        await restarted.subscribe(subject, async () => void got.push(seenHere()), { durable: durable('restarted') });
        await until('delivery after the restart', () => got.length === 1);
        expect(got[0].traceId).toBe(publisher.traceId);
      },
    );
  });
}
