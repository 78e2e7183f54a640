import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects } from '@counsel/proto-events';
import { DurableLocalBus } from '../src/bus/durable-local-bus.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';
import { outboxEvent } from '../src/outbox/outbox.js';
import { OUTBOX_TABLE_SQL, SqliteOutbox } from '../src/outbox/sqlite-outbox.js';
import { openSqlite } from '../src/store/sqlite.js';

const log = pino({ level: 'silent' });
const EVENTS = 20_000;
/** The longest the relay may keep the event loop to itself, counted in this process's CPU time. */
const MAX_BLOCK_CPU_MS = 200;
/** Generous on purpose: wall time, on a machine other test files share. Without the relay it is a few ms. */
const MAX_REQUEST_MS = 2_000;

/**
 * How long the event loop goes without a turn: a 5 ms timer notes the CPU time this process spent between two
 * of its ticks. CPU time rather than wall time, so a busy machine that takes the core away does not count as
 * a block, while work the relay does without letting go of the loop does.
 */
function watchEventLoop() {
  let lastCpu = process.cpuUsage();
  let maxBlockCpuMs = 0;
  const tick = () => {
    const used = process.cpuUsage(lastCpu);
    maxBlockCpuMs = Math.max(maxBlockCpuMs, (used.user + used.system) / 1000);
    lastCpu = process.cpuUsage();
  };
  const timer = setInterval(tick, 5);
  // The stretch since the last tick counts too: a relay that never lets go leaves no tick at all.
  return { stop: () => { clearInterval(timer); tick(); return maxBlockCpuMs; } };
}

/** Asks `url` again and again (one request at a time, 20 ms apart) until stopped; answers the slowest answer. */
function keepAsking(url: string) {
  let stopped = false;
  let slowestMs = 0;
  let answered = 0;
  const asking = (async () => {
    while (!stopped) {
      const started = performance.now();
      await (await fetch(url)).text();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { stop: async () => { stopped = true; await asking; return { slowestMs, answered }; } };
}

describe('OutboxRelay draining a large outbox onto the embedded bus', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('keeps answering requests and lets the subscribers run while it relays 20,000 events', async () => {
    // As in the portal: the service's outbox and the bus in DATA_DIR files, a subscriber and an HTTP server in
    // the same process, and a roster-import-sized backlog written by one transaction.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-responsive-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = openSqlite(dataDir, 'service', [OUTBOX_TABLE_SQL]);
    cleanup.push(() => { db.close(); });
    const outbox = new SqliteOutbox(db);
    db.transaction(() => {
      for (let i = 0; i < EVENTS; i++) outbox.append([outboxEvent(Subjects.knowledgeFileUploaded, { fileId: `f${i}` })]);
    })();
    const bus = await DurableLocalBus.open({ dataDir, log });
    cleanup.push(() => bus.close());
    let delivered = 0;
    const sub = await bus.subscribe(Subjects.knowledgeFileUploaded, async () => { delivered++; }, { durable: 'responsiveness' });
    cleanup.push(() => sub.stop());
    const server: Server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const relay = new OutboxRelay({ store: outbox, bus, log });
    cleanup.push(() => relay.close());

    const loop = watchEventLoop();
    const requests = keepAsking(url);
    await new Promise((r) => setTimeout(r, 50)); // a first answer before the relay starts
    await relay.flush();
    const deliveredDuringRelay = delivered;
    const maxBlockCpuMs = loop.stop();
    const { slowestMs, answered } = await requests.stop();

    expect(await outbox.pendingEvents(1)).toEqual([]);
    expect(maxBlockCpuMs).toBeLessThan(MAX_BLOCK_CPU_MS);
    expect(slowestMs).toBeLessThan(MAX_REQUEST_MS);
    expect(answered).toBeGreaterThan(1); // some were answered while the relay ran, not only the first
    expect(deliveredDuringRelay).toBeGreaterThan(0); // the subscriber had turns too
  }, 180_000);
});
