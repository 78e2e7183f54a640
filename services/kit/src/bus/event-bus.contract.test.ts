import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { connect } from 'nats';
import { pino } from 'pino';
import { EventContractError, Subjects, type EventEnvelope, type FileIndexed } from '@counsel/proto-events';
import type { EventBus } from './event-bus.js';
import { InProcessBus } from './in-process-bus.js';
import { NatsBus } from './nats-bus.js';

/** What a contract run needs from an adapter: a fresh, isolated bus and, where it has them, extra powers. */
interface BusUnderTest {
  bus: EventBus;
  /** Another bus on the same durable store, as a restarted process would see it. Absent: no durable store. */
  reopen?: () => Promise<EventBus>;
  /** Puts raw bytes on a subject, bypassing publish-side validation (a misbehaving publisher). */
  publishRaw?: (subject: string, bytes: Uint8Array) => Promise<void>;
}

const log = pino({ level: 'silent' });
const subject = Subjects.knowledgeFileIndexed;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 8_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

let seq = 0;
const event = (chunkCount = 1): FileIndexed => ({ fileId: `file-${++seq}`, chunkCount });

export function describeEventBusContract(name: string, makeBus: () => Promise<BusUnderTest>, caps: { durableStore: boolean; redeliverAfterMs?: number }) {
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
      await waitFor('delivery', () => got.length === 1);
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
      await waitFor('the valid event', () => got.length >= 1);
      await sleep(100);
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
      await waitFor('both durables', () => seen.audit.length >= 5 && seen.indexer.length >= 5);
      await sleep(300); // room for a duplicate to show up
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
      await waitFor('six events', () => byWorker.a.length + byWorker.b.length >= 6);
      await sleep(300);
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
      await waitFor('success after retries', () => handled !== null);
      await sleep(200);
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
      await waitFor('the dead letter', async () => (await bus.deadLetters()).length > 0);
      await sleep(200); // no delivery after the last one
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
      await waitFor('all six handled', () => done === 6);
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
      await waitFor('handler start', () => started === 1);
      await sub.stop();
      expect(finished).toBe(1);
    });

    // JetStream-only powers: the in-process bus keeps no consumer state across restarts (services reconcile
    // their own stores on start-up instead) and only ever sees events that went through publish().
    const durableOnly = caps.durableStore ? it : it.skip;
    const durableName = (title: string) => (caps.durableStore ? title : `${title} (skipped: ${name} has no durable store)`);

    durableOnly(durableName('delivers events published while the durable was stopped, once it subscribes again'), async () => {
      const t = await start();
      const before: string[] = [];
      const sub = await t.bus.subscribe(subject, async (e) => void before.push(e.id), { durable: 'restartable' });
      const first = await t.bus.publish(subject, event());
      await waitFor('first event', () => before.length === 1);
      await sub.stop();
      await t.bus.close();

      const publisher = track(await t.reopen!());
      const missed = [(await publisher.publish(subject, event())).id, (await publisher.publish(subject, event())).id];
      await sleep(100);
      expect(before).toEqual([first.id]);

      const after: string[] = [];
      const restarted = track(await t.reopen!());
      await restarted.subscribe(subject, async (e) => void after.push(e.id), { durable: 'restartable' });
      await waitFor('missed events', () => after.length >= 2);
      await sleep(caps.redeliverAfterMs ?? 200); // an unacked event would be back by now
      expect(after).toEqual(missed); // in order, and the acked first event is not redelivered
    });

    durableOnly(durableName('sends bytes that break the contract straight to the dead letters'), async () => {
      const t = await start();
      let calls = 0;
      await t.bus.subscribe(subject, async () => void calls++, { durable: 'strict', maxDeliveries: 5 });
      const forged = { id: 'forged-1', subject, time: new Date().toISOString(), data: { fileId: 'f', chunkCount: 'many' } };
      await t.publishRaw!(subject, new TextEncoder().encode(JSON.stringify(forged)));
      await t.publishRaw!(subject, new TextEncoder().encode('not json'));
      await waitFor('two dead letters', async () => (await t.bus.deadLetters()).length === 2);
      const dead = await t.bus.deadLetters();
      expect(dead[0]).toEqual(forged);
      expect(dead[1]).toMatchObject({ subject, data: 'not json' });
      const ok = await t.bus.publish(subject, event());
      await waitFor('a valid event after them', () => calls === 1);
      expect(ok.subject).toBe(subject);
    });
  });
}

describeEventBusContract('InProcessBus', async () => ({ bus: new InProcessBus(log, () => 10) }), { durableStore: false });

const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const runId = randomBytes(4).toString('hex');
const streams: string[] = [];
/** Short, so that a missing ack shows up as a redelivery within a test. */
const ACK_WAIT_MS = 1_000;

describeEventBusContract('NatsBus (JetStream)', async () => {
  const n = streams.length + 1;
  // One stream and subject prefix per test: parallel runs and earlier tests never see each other's events.
  const opts = {
    servers: NATS_URL,
    stream: `KIT_CONTRACT_${runId}_${n}`,
    subjectPrefix: `test${runId}n${n}.`,
    log,
    name: 'kit-contract-test',
    retryDelayMs: () => 20,
    ackWaitMs: ACK_WAIT_MS,
  };
  streams.push(opts.stream);
  const bus = await NatsBus.connect(opts);
  return {
    bus,
    reopen: () => NatsBus.connect(opts),
    publishRaw: async (subj, bytes) => {
      const nc = await connect({ servers: NATS_URL });
      await nc.jetstream().publish(`${opts.subjectPrefix}${subj}`, bytes);
      await nc.close();
    },
  };
}, { durableStore: true, redeliverAfterMs: ACK_WAIT_MS + 300 });

afterAll(async () => {
  const nc = await connect({ servers: NATS_URL });
  const jsm = await nc.jetstreamManager();
  for (const name of streams) await jsm.streams.delete(name).catch(() => false);
  await nc.close();
});
