import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { NatsBus } from '../bus/nats-bus.js';
import { openSqlite } from '../store/sqlite.js';
import { OutboxRelay } from './outbox-relay.js';
import { outboxEvent } from './outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from './sqlite-outbox.js';
import { eventually, settle } from '../../test/support/outage-bus.js';

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
      await eventually(() => seen.length >= 3, 20_000);
      await settle(500);
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
