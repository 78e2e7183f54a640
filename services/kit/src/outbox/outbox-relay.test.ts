import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import type { EventBus, PublishRequest } from '../bus/event-bus.js';
import { NatsBus } from '../bus/nats-bus.js';
import { openSqlite } from '../store/sqlite.js';
import { OutboxRelay } from './outbox-relay.js';
import { outboxEvent, type Outbox } from './outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from './sqlite-outbox.js';
import { quietPeriod, until } from '../../test/support/eventually.js';
import { OutageBus } from '../../test/support/outage-bus.js';

const log = pino({ level: 'silent' });
const NATS_SERVER = '/usr/sbin/nats-server';

const freePort = () => new Promise<number>((resolve, reject) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  }).on('error', reject);
});

/** A JetStream server of this test's own (never the shared one on 4222), stopped and restarted at will. */
class OwnNatsServer {
  private proc: ChildProcess | null = null;
  constructor(readonly port: number, private readonly dir: string) {}
  async start() {
    this.proc = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', this.dir], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 400)); // listening well within this on an idle or busy machine
  }
  async stop() {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise((r) => { p.once('exit', r); p.kill('SIGTERM'); });
  }
}

function openOutbox() {
  const db = openSqlite(':memory:', 'outbox-test', [`CREATE TABLE notes (id TEXT PRIMARY KEY); ${OUTBOX_TABLE_SQL}`]);
  return { db, outbox: new SqliteOutbox(db) };
}

describe('SqliteOutbox', () => {
  it('commits events with the change and loses them with a rolled-back one, keeping write order', async () => {
    const { db, outbox } = openOutbox();
    const a = outboxEvent(Subjects.knowledgeFileUploaded, { fileId: 'a' });
    const b = outboxEvent(Subjects.knowledgeFileUploaded, { fileId: 'b' });
    db.transaction(() => { db.prepare('INSERT INTO notes VALUES (?)').run('1'); outbox.append([a]); })();
    expect(() => db.transaction(() => {
      outbox.append([outboxEvent(Subjects.knowledgeFileUploaded, { fileId: 'lost' })]);
      db.prepare('INSERT INTO notes VALUES (?)').run('1'); // duplicate key: the whole transaction rolls back
    })()).toThrow();
    db.transaction(() => outbox.append([b]))();
    expect(await outbox.pendingEvents(10)).toEqual([a, b]);
    expect(await outbox.pendingEvents(1)).toEqual([a]);
    await outbox.eventPublished(a.id);
    await outbox.eventPublished(a.id);
    expect(await outbox.pendingEvents(10)).toEqual([b]);
    db.close();
  });
});

describe('OutboxRelay in batches', () => {
  const uploaded = (fileId: string) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId });
  const ids = (events: { id: string }[]) => events.map((e) => e.id);

  async function setUp(n: number) {
    const { db, outbox } = openOutbox();
    const written = Array.from({ length: n }, (_, i) => uploaded(String(i)));
    db.transaction(() => outbox.append(written))();
    const bus = await OutageBus.open();
    const seen = await bus.record(Subjects.knowledgeFileUploaded);
    return { db, outbox, bus, seen, written, close: async () => { await bus.close(); db.close(); } };
  }

  /** The outbox and the bus, counting the relay's writes to each. */
  function counting(outbox: Outbox, bus: EventBus) {
    const calls = { publish: 0, publishBatch: 0, eventPublished: 0, eventsPublished: 0 };
    const countedOutbox: Outbox = {
      pendingEvents: (limit) => outbox.pendingEvents(limit),
      eventPublished: (id) => { calls.eventPublished++; return outbox.eventPublished(id); },
      eventsPublished: (batch) => { calls.eventsPublished++; return outbox.eventsPublished(batch); },
    };
    const countedBus: EventBus = {
      publish: (subject, data, opts) => { calls.publish++; return bus.publish(subject, data, opts); },
      publishBatch: (events: readonly PublishRequest[]) => { calls.publishBatch++; return bus.publishBatch(events); },
      subscribe: (subject, handler, opts) => bus.subscribe(subject, handler, opts),
      deadLetters: () => bus.deadLetters(),
      close: () => bus.close(),
    };
    return { calls, countedOutbox, countedBus };
  }

  it('relays a backlog in order with one bus publish and one outbox write per batch', async () => {
    const { outbox, bus, seen, written, close } = await setUp(1_200);
    const { calls, countedOutbox, countedBus } = counting(outbox, bus);
    const relay = new OutboxRelay({ store: countedOutbox, bus: countedBus, log, batchSize: 500 });
    try {
      await relay.flush();
      expect(calls).toEqual({ publish: 0, publishBatch: 3, eventPublished: 0, eventsPublished: 3 });
      expect(await outbox.pendingEvents(10)).toEqual([]);
      // The bus hands 1,200 events to the recorder one by one, each acknowledged in its log: on a loaded CI machine
      // that took over 10 s. The relay's part (above) is done; this only waits for delivery to catch up.
      await until('every written event relayed', () => seen.length >= written.length, undefined, { timeoutMs: 45_000 });
      await quietPeriod(200); // no duplicate beyond them: nothing to wait for, so room for one to show up
      expect(ids(seen)).toEqual(ids(written));
    } finally {
      await relay.close();
      await close();
    }
  });

  it('republishes a batch the bus took but the outbox did not forget (a crash in between), delivering it once', async () => {
    const { outbox, bus, seen, written, close } = await setUp(30);
    const relay = new OutboxRelay({ store: outbox, bus, log });
    try {
      await bus.publishBatch(written.slice(0, 20).map((e) => ({ subject: e.subject, data: e.data, opts: { id: e.id, time: e.time } })));
      await relay.flush();
      expect(await outbox.pendingEvents(10)).toEqual([]);
      await until('every written event relayed', () => seen.length >= written.length);
      await quietPeriod(200); // no duplicate beyond them: nothing to wait for, so room for one to show up
      expect(ids(seen)).toEqual(ids(written));
    } finally {
      await relay.close();
      await close();
    }
  });

  it('never misses a kick, wherever it lands in a pass (also while the pass winds down)', async () => {
    const { db, outbox, bus, close } = await setUp(0);
    // A write elsewhere in the process (a request's) commits and kicks `hops` microtasks after the pass began
    // reading; round after round it lands a step later, walking through the whole pass and its wind-down.
    let kickAfterHops: number | null = null;
    let writeKicked: (flushed: Promise<void>) => void = () => undefined;
    const readByRelay: Outbox = {
      pendingEvents: (limit) => {
        if (kickAfterHops !== null) {
          let hops = kickAfterHops;
          kickAfterHops = null;
          const step = (): void => {
            if (hops-- > 0) {
              void Promise.resolve().then(step);
              return;
            }
            db.transaction(() => outbox.append([uploaded('written meanwhile')]))();
            relay.kick();
            writeKicked(relay.flush());
          };
          step();
        }
        return outbox.pendingEvents(limit);
      },
      eventPublished: (id) => outbox.eventPublished(id),
      eventsPublished: (batch) => outbox.eventsPublished(batch),
    };
    const relay = new OutboxRelay({ store: readByRelay, bus, log });
    try {
      for (let hops = 0; hops < 60; hops++) {
        const kicked = new Promise<Promise<void>>((resolve) => { writeKicked = resolve; });
        db.transaction(() => outbox.append([uploaded(`first-${hops}`)]))();
        kickAfterHops = hops;
        await relay.flush();
        await (await kicked); // what the kicking write's own flush waited for
        expect({ hops, pending: await outbox.pendingEvents(10) }).toEqual({ hops, pending: [] });
      }
    } finally {
      await relay.close();
      await close();
    }
  });
});

describe('OutboxRelay against a nats-server that stops and comes back', () => {
  let server: OwnNatsServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'outbox-nats-'));
    server = new OwnNatsServer(await freePort(), dir);
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what was written while the bus was down and publishes each event once, oldest first, with its id', async () => {
    const bus = await NatsBus.connect({ servers: `nats://127.0.0.1:${server.port}`, stream: 'OUTBOX_TEST', log, connectWaitMs: 10_000 });
    const { db, outbox } = openOutbox();
    const relay = new OutboxRelay({ store: outbox, bus, log, retryDelayMs: () => 100 });
    const seen: EventEnvelope[] = [];
    const sub = await bus.subscribe(Subjects.knowledgeFileUploaded, async (e) => { seen.push(e); }, { durable: 'outbox-test' });
    try {
      relay.start();
      await server.stop();
      const written = ['1', '2', '3'].map((fileId) => outboxEvent(Subjects.knowledgeFileUploaded, { fileId }));
      for (const e of written) {
        db.transaction(() => outbox.append([e]))();
        relay.kick();
      }
      await relay.flush();
      expect(await outbox.pendingEvents(10)).toHaveLength(3); // nothing lost, nothing acknowledged
      expect(seen).toEqual([]);

      await server.start(); // the client reconnects by itself; the relay's retry timer does the rest
      await until('the three relayed events', () => seen.length >= 3, undefined, { timeoutMs: 20_000 });
      await quietPeriod(500); // no duplicate after a reconnect: nothing to wait for, so room for one to show up
      expect(seen.map((e) => e.id)).toEqual(written.map((e) => e.id));
      expect(seen.map((e) => e.time)).toEqual(written.map((e) => e.time));
      expect(await outbox.pendingEvents(10)).toEqual([]);
    } finally {
      await relay.close();
      await sub.stop();
      await bus.close();
      db.close();
    }
  }, 60_000);
});
