import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { Subjects, type EventEnvelope, type FileIndexed } from '@counsel/proto-events';
import { log, sleep } from '../../test/event-bus-contract.js';
import { quietPeriod, until } from '../../test/support/eventually.js';
import { busFromEnv } from './bus-from-env.js';
import { DurableLocalBus, type DurableLocalBusOptions } from './durable-local-bus.js';

// What the contract suite cannot see through the port: crashes, the delivery count across restarts, the
// file on disk, and retention.
const subject = Subjects.knowledgeFileIndexed;
const other = Subjects.knowledgeFileUploaded;
const DAY = 24 * 60 * 60 * 1000;
const never = () => new Promise<void>(() => undefined);
let n = 0;
const event = (): FileIndexed => ({ fileId: `file-${++n}`, chunkCount: 1 });

const dirs: string[] = [];
const open: DurableLocalBus[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-durable-bus-'));
  dirs.push(dir);
  return dir;
}
async function openBus(dataDir: string, opts: Partial<DurableLocalBusOptions> = {}) {
  const bus = await DurableLocalBus.open({ dataDir, log, retryDelayMs: () => 10, pollMs: 25, closeGraceMs: 50, ...opts });
  open.push(bus);
  return bus;
}
function rows<T>(dataDir: string, sql: string): T[] {
  const db = new Database(path.join(dataDir, 'bus.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((b) => b.close()));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('DurableLocalBus', () => {
  it('has written the event to DATA_DIR/bus.sqlite when publish resolves', async () => {
    const dataDir = tempDir();
    const bus = await openBus(dataDir);
    const env = await bus.publish(subject, event());
    const stored = rows<{ seq: number; id: string; subject: string; time: string; data: string; traceparent: string }>(dataDir, 'SELECT * FROM events');
    // The publisher's trace context is stored beside the envelope, for the delivery to continue it.
    const traceparent = expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(stored).toEqual([{ seq: 1, id: env.id, subject, time: env.time, data: JSON.stringify(env.data), traceparent }]);
  });

  it('takes over a log written before events carried their trace (no traceparent column) and delivers its events', async () => {
    const dataDir = tempDir();
    await (await openBus(dataDir)).close();
    const db = new Database(path.join(dataDir, 'bus.sqlite'));
    db.exec('ALTER TABLE events DROP COLUMN traceparent; PRAGMA user_version = 1;');
    const old = { id: 'from-the-last-release', subject, time: new Date().toISOString(), data: { fileId: 'f-old', chunkCount: 3 } };
    db.prepare('INSERT INTO events (id, subject, time, data) VALUES (?, ?, ?, ?)').run(old.id, old.subject, old.time, JSON.stringify(old.data));
    db.close();

    const bus = await openBus(dataDir);
    const got: EventEnvelope[] = [];
    await bus.subscribe(subject, async (e) => void got.push(e), { durable: 'upgraded' });
    await until('the old event', () => got.length === 1);
    expect(got).toEqual([old]);
    expect(rows<{ traceparent: string | null }>(dataDir, 'SELECT traceparent FROM events')).toEqual([{ traceparent: null }]);
  });

  it('delivers again, after a restart, an event whose handler never finished (a crash before the ack)', async () => {
    const dataDir = tempDir();
    const first = await openBus(dataDir);
    const started: string[] = [];
    await first.subscribe(subject, async (e) => {
      started.push(e.id);
      if (e.data.chunkCount === 1) await never();
    }, { durable: 'indexer', concurrency: 2 });
    const stuck = await first.publish(subject, event());
    const fine = await first.publish(subject, { fileId: 'f-ok', chunkCount: 2 });
    await until('both deliveries', () => started.length === 2);
    await sleep(50); // the second one's ack is written
    await first.close(); // gives up on the stuck handler after closeGraceMs, without an ack

    const got: EventEnvelope[] = [];
    const second = await openBus(dataDir);
    await second.subscribe(subject, async (e) => void got.push(e), { durable: 'indexer' });
    await until('the redelivery', () => got.length >= 1);
    await quietPeriod(200); // the acked event must not come back: no condition to wait for, so a pause
    expect(got).toEqual([stuck]);
    expect(got.map((e) => e.id)).not.toContain(fine.id);
  });

  it('counts deliveries across crashes, so an event that kills every run ends in the dead letters', async () => {
    const dataDir = tempDir();
    let calls = 0;
    const poison = async () => {
      calls++;
      await never();
    };
    let sent: EventEnvelope | null = null;
    for (let run = 1; run <= 2; run++) {
      const bus = await openBus(dataDir);
      await bus.subscribe(subject, poison, { durable: 'fragile', maxDeliveries: 2 });
      sent ??= await bus.publish(subject, event());
      await until(`delivery ${run}`, () => calls === run);
      await bus.close();
    }
    const bus = await openBus(dataDir);
    await bus.subscribe(subject, poison, { durable: 'fragile', maxDeliveries: 2 });
    await until('the dead letter', async () => (await bus.deadLetters()).length === 1);
    expect(await bus.deadLetters()).toEqual([sent]);
    expect(calls).toBe(2);
    const [dead] = rows<{ durable: string; deliveries: number; reason: string }>(dataDir, 'SELECT * FROM dead_letters');
    expect(dead).toMatchObject({ durable: 'fragile', deliveries: 2, reason: 'deliveries used up without an ack' });
  });

  it('loses nothing when closed mid-stream: every event handled at least once, repeats only for those in flight', async () => {
    const dataDir = tempDir();
    const concurrency = 8;
    const sent = new Set<string>();
    const firstRun = new Set<string>();
    const handler = (into: Set<string>) => async (e: EventEnvelope) => {
      await sleep(Math.random() * 5);
      into.add(e.id);
    };
    const first = await openBus(dataDir, { closeGraceMs: 0 });
    await first.subscribe(subject, handler(firstRun), { durable: 'stream', concurrency });
    for (let i = 0; i < 200; i++) sent.add((await first.publish(subject, event())).id);
    await until('half of the events', () => firstRun.size >= 100);
    await first.close();

    const secondRun = new Set<string>();
    const second = await openBus(dataDir);
    await second.subscribe(subject, handler(secondRun), { durable: 'stream', concurrency });
    await until('the rest', () => [...sent].every((id) => firstRun.has(id) || secondRun.has(id)));
    await quietPeriod(100); // room for more redeliveries to show up before counting them
    const twice = [...secondRun].filter((id) => firstRun.has(id));
    expect(twice.length).toBeLessThanOrEqual(concurrency);
    expect(secondRun.size).toBeLessThan(sent.size);
  });

  it('prunes events older than maxAge that every durable has passed, and forgets durables gone for that long', async () => {
    const dataDir = tempDir();
    const t0 = Date.now();
    let clock = t0;
    const first = await openBus(dataDir, { now: () => clock });
    const seen = { fast: [] as string[], slow: [] as string[] };
    await first.subscribe(subject, async (e) => void seen.fast.push(e.id), { durable: 'fast' });
    const slow = await first.subscribe(subject, async (e) => void seen.slow.push(e.id), { durable: 'slow' });
    const a1 = await first.publish(subject, event());
    await until('both durables', () => seen.fast.length === 1 && seen.slow.length === 1);
    await slow.stop();
    expect(seen.slow).toEqual([a1.id]);
    const [a2, a3] = [await first.publish(subject, event()), await first.publish(subject, event())];
    await first.publish(other, { fileId: 'nobody-listens' });
    await until('the fast durable', () => seen.fast.length === 3);
    await first.close();

    // Eight days later (the process was down meanwhile): a1 is passed by both durables, the other subject by
    // all of its none; a2 and a3 wait for 'slow', which downtime does not make stale.
    clock = t0 + 8 * DAY;
    const second = await openBus(dataDir, { now: () => clock });
    expect(rows<{ id: string }>(dataDir, 'SELECT id FROM events ORDER BY seq').map((r) => r.id)).toEqual([a2.id, a3.id]);
    expect(rows<{ durable: string }>(dataDir, 'SELECT durable FROM cursors ORDER BY durable').map((r) => r.durable)).toEqual(['fast', 'slow']);

    // 'fast' keeps running, 'slow' never comes back: after another eight days it is forgotten and a2, a3 go.
    await second.subscribe(subject, async (e) => void seen.fast.push(e.id), { durable: 'fast' });
    clock = t0 + 16 * DAY;
    second.prune();
    expect(rows(dataDir, 'SELECT id FROM events')).toEqual([]);
    expect(rows<{ durable: string }>(dataDir, 'SELECT durable FROM cursors').map((r) => r.durable)).toEqual(['fast']);
    await quietPeriod(100); // nothing may be replayed: no condition to wait for, so a pause
    expect(seen.fast).toHaveLength(3); // nothing replayed
  });

  it('is what busFromEnv gives without NATS_URL, in DATA_DIR/bus.sqlite', async () => {
    const dataDir = tempDir();
    const bus = await busFromEnv({ DATA_DIR: dataDir, NATS_URL: '' }, log);
    try {
      expect(bus).toBeInstanceOf(DurableLocalBus);
      expect(existsSync(path.join(dataDir, 'bus.sqlite'))).toBe(true);
    } finally {
      await bus.close();
    }
  });
});
