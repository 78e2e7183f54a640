import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { EventContractError, Subjects, type EventEnvelope, type FileIndexed } from '@counsel/proto-events';
import type { EventBus } from '../src/bus/event-bus.js';
import { quietPeriod, until } from './support/eventually.js';

// The EventBus contract, run against every adapter by src/bus/event-bus.contract.test.ts.

/** What a contract run needs from an adapter: a fresh, isolated bus and, where it has them, extra powers. */
export interface BusUnderTest {
  bus: EventBus;
  /** Another bus on the same durable store, as a restarted process would see it. Absent: no durable store. */
  reopen?: () => Promise<EventBus>;
  /** Puts raw bytes on a subject, bypassing publish-side validation (a misbehaving publisher). */
  publishRaw?: (subject: string, bytes: Uint8Array) => Promise<void>;
}

export const log = pino({ level: 'silent' });
const subject = Subjects.knowledgeFileIndexed;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let seq = 0;
const event = (chunkCount = 1): FileIndexed => ({ fileId: `file-${++seq}`, chunkCount });

export interface BusCaps {
  durableStore: boolean;
  /** How long an unacked event may take to come back. Default 200 ms. */
  redeliverAfterMs?: number;
  /**
   * After a restart, exactly the unacked events come back. JetStream (server 2.9) may also resend an event
   * acked out of order when a nak reached it during shutdown: at-least-once, but not exact.
   */
  exactAfterRestart?: boolean;
}

export function describeEventBusContract(name: string, makeBus: () => Promise<BusUnderTest>, caps: BusCaps) {
  describe(`EventBus contract: ${name}`, () => {
    const open: EventBus[] = [];
    const start = async () => {
      const t = await makeBus();
      open.push(t.bus);
      return t;
    };
    const track = (bus: EventBus) => (open.push(bus), bus);
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((b) => b.close()));
    });

    it('delivers a published event with the same id, subject and data', async () => {
      const { bus } = await start();
      const got: EventEnvelope[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e), { durable: 'reader' });
      const sent = await bus.publish(subject, event(7));
      await until('delivery', () => got.length === 1);
      expect(got[0]).toEqual(sent);
      expect(got[0].subject).toBe(subject);
      expect(got[0].data).toEqual({ fileId: sent.data.fileId, chunkCount: 7 });
      expect(Number.isNaN(Date.parse(got[0].time))).toBe(false);
    });

    it('refuses a payload that breaks its contract, and delivers nothing for it', async () => {
      const { bus } = await start();
      const got: EventEnvelope[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e), { durable: 'reader' });
      const bad = { fileId: '', chunkCount: -1 } as FileIndexed;
      await expect(bus.publish(subject, bad)).rejects.toBeInstanceOf(EventContractError);
      const extra = { fileId: 'f', chunkCount: 1, secret: 'x' } as FileIndexed;
      await expect(bus.publish(subject, extra)).rejects.toBeInstanceOf(EventContractError);
      await expect(bus.publish('counsel.nope.v1' as typeof subject, event())).rejects.toBeInstanceOf(EventContractError);
      const good = await bus.publish(subject, event());
      await until('the valid event', () => got.length >= 1);
      await quietPeriod(100); // nothing may come for the refused ones: no condition to wait for, so a pause
      expect(got.map((e) => e.id)).toEqual([good.id]);
    });

    it('publishes a batch in order with the ids and times given, and drops an id it already holds', async () => {
      const { bus } = await start();
      const got: EventEnvelope[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e), { durable: 'reader', concurrency: 1 });
      const request = () => {
        const data = event();
        return { subject, data, opts: { id: `batch-${data.fileId}-${Date.now()}`, time: new Date(Date.now() - 60_000).toISOString() } };
      };
      const first = Array.from({ length: 5 }, request);
      await bus.publishBatch(first);
      // Sent again after an ack that was never recorded (the outbox relay after a crash), with two new ones.
      const more = [request(), request()];
      await bus.publishBatch([...first.slice(2), ...more]);
      await until('seven events', () => got.length >= 7);
      await quietPeriod(300); // room for a repeat to show up
      const sent = [...first, ...more];
      expect(got.map((e) => ({ id: e.id, time: e.time, data: e.data }))).toEqual(sent.map((r) => ({ id: r.opts.id, time: r.opts.time, data: r.data })));
    });

    it('refuses a whole batch in which one event breaks its contract, and delivers none of it', async () => {
      const { bus } = await start();
      const got: EventEnvelope[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e), { durable: 'reader' });
      const bad = { fileId: '', chunkCount: -1 } as FileIndexed;
      await expect(bus.publishBatch([{ subject, data: event() }, { subject, data: bad }])).rejects.toBeInstanceOf(EventContractError);
      const good = await bus.publish(subject, event());
      await until('the valid event', () => got.length >= 1);
      await quietPeriod(100); // room for a refused event to show up
      expect(got.map((e) => e.id)).toEqual([good.id]);
    });

    it('gives every event to each durable, and each event to a durable once', async () => {
      const { bus } = await start();
      const seen: Record<string, string[]> = { audit: [], indexer: [] };
      for (const durable of Object.keys(seen)) {
        await bus.subscribe(subject, async (e) => void seen[durable].push(e.id), { durable, concurrency: 3 });
      }
      const sent = [];
      for (let i = 0; i < 5; i++) sent.push((await bus.publish(subject, event())).id);
      await until('both durables', () => seen.audit.length >= 5 && seen.indexer.length >= 5);
      await quietPeriod(); // room for a duplicate to show up
      expect([...seen.audit].sort()).toEqual([...sent].sort());
      expect([...seen.indexer].sort()).toEqual([...sent].sort());
    });

    it('splits events between subscriptions sharing a durable: each event handled once', async () => {
      const { bus } = await start();
      const byWorker: Record<string, string[]> = { a: [], b: [] };
      for (const worker of Object.keys(byWorker)) {
        await bus.subscribe(subject, async (e) => {
          await sleep(10);
          byWorker[worker].push(e.id);
        }, { durable: 'shared', concurrency: 1 });
      }
      const sent = [];
      for (let i = 0; i < 6; i++) sent.push((await bus.publish(subject, event())).id);
      await until('six events', () => byWorker.a.length + byWorker.b.length >= 6);
      await quietPeriod(); // room for a duplicate to show up
      expect([...byWorker.a, ...byWorker.b].sort()).toEqual([...sent].sort());
    });

    it('retries a failing handler until it succeeds', async () => {
      const { bus } = await start();
      let calls = 0;
      let handled: EventEnvelope | null = null;
      await bus.subscribe(subject, async (e) => {
        calls++;
        if (calls <= 2) throw new Error(`transient failure ${calls}`);
        handled = e;
      }, { durable: 'flaky', maxDeliveries: 5 });
      const sent = await bus.publish(subject, event());
      await until('success after retries', () => handled !== null);
      await quietPeriod(200); // room for a needless extra call to show up
      expect(calls).toBe(3);
      expect(handled).toEqual(sent);
      expect(await bus.deadLetters()).toEqual([]);
    });

    it('dead-letters an event whose handler always fails, after maxDeliveries', async () => {
      const { bus } = await start();
      const calls: string[] = [];
      await bus.subscribe(subject, async (e) => {
        calls.push(e.id);
        throw new Error('permanent failure');
      }, { durable: 'broken', maxDeliveries: 3 });
      const sent = await bus.publish(subject, event());
      await until('the dead letter', async () => (await bus.deadLetters()).length > 0);
      await quietPeriod(200); // room for a delivery after the last one to show up
      expect(calls).toEqual([sent.id, sent.id, sent.id]);
      expect(await bus.deadLetters()).toEqual([sent]);
    });

    it('runs at most `concurrency` handlers of a subscription at once', async () => {
      const { bus } = await start();
      let active = 0;
      let peak = 0;
      let done = 0;
      await bus.subscribe(subject, async () => {
        active++;
        peak = Math.max(peak, active);
        await sleep(60);
        active--;
        done++;
      }, { durable: 'bounded', concurrency: 2 });
      for (let i = 0; i < 6; i++) await bus.publish(subject, event());
      await until('all six handled', () => done === 6);
      expect(peak).toBe(2);
    });

    it('stop() waits for the handlers under way', async () => {
      const { bus } = await start();
      let finished = 0;
      let started = 0;
      const sub = await bus.subscribe(subject, async () => {
        started++;
        await sleep(150);
        finished++;
      }, { durable: 'slow', concurrency: 1 });
      await bus.publish(subject, event());
      await until('handler start', () => started === 1);
      await sub.stop();
      expect(finished).toBe(1);
    });

    it("deliverFrom 'new': a new durable starts at the end of the log", async () => {
      const { bus } = await start();
      const before = await bus.publish(subject, event());
      const got: string[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e.id), { durable: 'cache-evictor', deliverFrom: 'new' });
      await sleep(100);
      const after = await bus.publish(subject, event());
      await until('the event published after subscribing', () => got.length >= 1);
      await quietPeriod(200); // room for the earlier event to show up, were it delivered
      expect(got).toEqual([after.id]);
      expect(got).not.toContain(before.id);
    });

    // Powers of a durable store (JetStream, the SQLite log): a bus kept in memory loses its consumer state when
    // it restarts (services reconcile their own stores on start-up instead) and only sees events published to it.
    const durableOnly = caps.durableStore ? it : it.skip;
    const durableName = (title: string) => (caps.durableStore ? title : `${title} (skipped: ${name} has no durable store)`);

    durableOnly(durableName('delivers events published while the durable was stopped, once it subscribes again'), async () => {
      const t = await start();
      const before: string[] = [];
      const sub = await t.bus.subscribe(subject, async (e) => void before.push(e.id), { durable: 'restartable' });
      const first = await t.bus.publish(subject, event());
      await until('first event', () => before.length === 1);
      await sub.stop();
      await t.bus.close();

      const publisher = track(await t.reopen!());
      const missed = [(await publisher.publish(subject, event())).id, (await publisher.publish(subject, event())).id];
      await quietPeriod(100); // the stopped durable gets nothing: no condition to wait for, so a pause
      expect(before).toEqual([first.id]);

      const after: string[] = [];
      const restarted = track(await t.reopen!());
      await restarted.subscribe(subject, async (e) => void after.push(e.id), { durable: 'restartable' });
      await until('missed events', () => after.length >= 2);
      await quietPeriod(caps.redeliverAfterMs ?? 200); // an unacked event would be back by now
      expect(after).toEqual(missed); // in order, and the acked first event is not redelivered
    });

    durableOnly(durableName('sends bytes that break the contract straight to the dead letters'), async () => {
      const t = await start();
      let calls = 0;
      await t.bus.subscribe(subject, async () => void calls++, { durable: 'strict', maxDeliveries: 5 });
      const forged = { id: 'forged-1', subject, time: new Date().toISOString(), data: { fileId: 'f', chunkCount: 'many' } };
      await t.publishRaw!(subject, new TextEncoder().encode(JSON.stringify(forged)));
      await t.publishRaw!(subject, new TextEncoder().encode('not json'));
      await until('two dead letters', async () => (await t.bus.deadLetters()).length === 2);
      const dead = await t.bus.deadLetters();
      expect(dead[0]).toEqual(forged);
      expect(dead[1]).toMatchObject({ subject, data: 'not json' });
      const ok = await t.bus.publish(subject, event());
      await until('a valid event after them', () => calls === 1);
      expect(ok.subject).toBe(subject);
    });

    durableOnly(durableName('gives a durable that subscribes late every event published before it'), async () => {
      const { bus } = await start();
      const early = [(await bus.publish(subject, event())).id, (await bus.publish(subject, event())).id];
      const got: string[] = [];
      await bus.subscribe(subject, async (e) => void got.push(e.id), { durable: 'late-reader' });
      const later = (await bus.publish(subject, event())).id;
      await until('three events', () => got.length >= 3);
      await quietPeriod(caps.redeliverAfterMs ?? 200); // an event delivered twice would be back by now
      expect(got).toEqual([...early, later]);
    });

    durableOnly(durableName("deliverFrom 'new' only applies to a new durable: an existing one resumes where it was"), async () => {
      const t = await start();
      const got: string[] = [];
      const opts = { durable: 'resuming-evictor', deliverFrom: 'new' as const };
      const sub = await t.bus.subscribe(subject, async (e) => void got.push(e.id), opts);
      await sleep(100);
      const first = (await t.bus.publish(subject, event())).id;
      await until('first event', () => got.length === 1);
      await sub.stop();
      await t.bus.close();
      const missed = (await track(await t.reopen!()).publish(subject, event())).id;
      await track(await t.reopen!()).subscribe(subject, async (e) => void got.push(e.id), opts);
      await until('the missed event', () => got.length >= 2);
      await quietPeriod(caps.redeliverAfterMs ?? 200); // an event delivered twice would be back by now
      expect(got).toEqual([first, missed]);
    });

    durableOnly(durableName('after a restart, delivers exactly the events not yet acked, and none twice'), async () => {
      const t = await start();
      const sent: string[] = [];
      for (let i = 0; i < 3; i++) sent.push((await t.bus.publish(subject, event())).id);
      let release!: () => void;
      const shutdown = new Promise<void>((r) => (release = r));
      const handled: string[] = [];
      await t.bus.subscribe(subject, async (e) => {
        if (e.id === sent[1]) {
          await shutdown;
          throw new Error('interrupted by the shutdown');
        }
        handled.push(e.id);
      }, { durable: 'resumable', concurrency: 3 });
      await until('the first and third events', () => handled.length === 2);
      const closing = t.bus.close(); // the third event finished before the second: the cursor must not skip it
      await sleep(50);
      release();
      await closing;
      expect([...handled].sort()).toEqual([sent[0], sent[2]].sort());

      const publisher = track(await t.reopen!());
      const later = (await publisher.publish(subject, event())).id;
      const after: string[] = [];
      const restarted = track(await t.reopen!());
      await restarted.subscribe(subject, async (e) => void after.push(e.id), { durable: 'resumable', concurrency: 3 });
      await until('the unacked and the new event', () => after.length >= 2);
      await quietPeriod(caps.redeliverAfterMs ?? 200); // an unacked event would be back by now
      expect(new Set(after).size).toBe(after.length); // none twice
      expect(after).not.toContain(sent[0]);
      if (caps.exactAfterRestart) expect([...after].sort()).toEqual([sent[1], later].sort());
      else expect(after).toEqual(expect.arrayContaining([sent[1], later]));
    });
  });
}

