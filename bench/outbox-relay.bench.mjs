// The outbox relay at roster-import scale: 100,000 events (an import of 50,000 students writes an account and an
// enrollment event for each) written to a service's SQLite outbox in one transaction, as the import's apply does,
// then relayed to the bus
//   one by one   the relay as it was: read 100, then for each event publish, wait for the ack, delete its row
//   batched      the kit's OutboxRelay: read 500, publish them together, delete them in one statement, let the
//                event loop turn, again
// on the embedded bus (the durable local log in DATA_DIR) and on NATS JetStream (NATS_URL, default
// nats://127.0.0.1:4222, on a stream of each measurement's own, deleted afterwards; skipped when unreachable), both
// in the same run. Each as wall time, events per second, this process's CPU time (which a busy machine does not
// inflate, as it does wall time), and the longest stretch of CPU time the event loop went without a turn (what a
// request arriving meanwhile waits at worst).
// Target: batched at least 5x faster than one by one on each bus. BENCH_STRICT=1 fails the run when missed.
// BENCH_EVENTS sets the number of events (default 100,000).
import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DurableLocalBus, OUTBOX_TABLE_SQL, OutboxRelay, SqliteOutbox, createLogger, openSqlite, outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { inScratchDir, writeBenchResult } from './support/portal-run.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const TARGET_RATIO = 5;
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const log = createLogger('outbox-relay-bench', 'silent');

/** Student i's two events, as the roster import's apply writes them. */
function importEvents(n) {
  const importId = randomUUID();
  const events = [];
  for (let i = 0; events.length < n; i++) {
    const userId = randomUUID();
    const email = `student${i}@district.example.org`;
    events.push(outboxEvent(Subjects.rosterAccountImported, { userId, email, firstName: `First${i}`, lastName: `Last${i}`, role: 'student', active: true, importId }));
    if (events.length < n) {
      events.push(outboxEvent(Subjects.rosterEnrollmentChanged, {
        studentUserId: userId, schoolId: `school-${i % 60}`, grade: '10', status: 'active', counselorUserId: null,
        firstName: `First${i}`, lastName: `Last${i}`, email, sourcedId: `sis-${i}`,
      }));
    }
  }
  return events;
}

/** The longest CPU time this process spent between two turns of the event loop, while `run` runs. */
async function withLongestBlock(run) {
  let last = process.cpuUsage();
  let longestMs = 0;
  const tick = () => {
    const used = process.cpuUsage(last);
    longestMs = Math.max(longestMs, (used.user + used.system) / 1000);
    last = process.cpuUsage();
  };
  const timer = setInterval(tick, 5);
  try {
    await run();
  } finally {
    clearInterval(timer);
    tick();
  }
  return +longestMs.toFixed(1);
}

/** The relay before batching, kept here as the baseline. */
async function relayOneByOne(outbox, bus) {
  for (;;) {
    const batch = await outbox.pendingEvents(100);
    if (batch.length === 0) return;
    for (const e of batch) {
      await bus.publish(e.subject, e.data, { id: e.id, time: e.time });
      await outbox.eventPublished(e.id);
    }
  }
}

const relayBatched = async (outbox, bus) => {
  const relay = new OutboxRelay({ store: outbox, bus, log });
  await relay.flush();
  await relay.close();
};

/** Relays a fresh outbox of EVENTS events to a fresh bus with `relay`; answers its timings. */
async function measure({ open, dispose }, relay, name) {
  return inScratchDir(`counsel-bench-relay-${name}-`, async (dataDir) => {
    const db = openSqlite(dataDir, 'roster', [OUTBOX_TABLE_SQL]);
    const outbox = new SqliteOutbox(db);
    const events = importEvents(EVENTS);
    db.transaction(() => outbox.append(events))();
    const bus = await open(dataDir);
    try {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const longestBlockCpuMs = await withLongestBlock(() => relay(outbox, bus));
      const cpu = process.cpuUsage(cpuBefore);
      const wallMs = performance.now() - started;
      if ((await outbox.pendingEvents(1)).length) throw new Error(`${name}: events still pending`);
      return { wallMs: Math.round(wallMs), cpuMs: Math.round((cpu.user + cpu.system) / 1000), eventsPerSecond: Math.round(EVENTS / (wallMs / 1000)), longestBlockCpuMs };
    } finally {
      await dispose(bus);
      db.close();
    }
  });
}

/** Whether something listens at the NATS URL's host and port. */
function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 4222), timeout: 2_000 });
    const done = (ok) => { socket.destroy(); resolve(ok); };
    socket.once('connect', () => done(true)).once('error', () => done(false)).once('timeout', () => done(false));
  });
}

const buses = [{ name: 'embedded', open: (dataDir) => DurableLocalBus.open({ dataDir, log }), dispose: (bus) => bus.close() }];
if (await reachable(NATS_URL)) {
  const { NatsBus } = await import('@counsel/kit/nats');
  buses.push({
    name: 'nats',
    // A stream of its own per measurement, so each starts empty and nothing is left on a shared server.
    open: () => {
      const id = randomBytes(4).toString('hex');
      return NatsBus.connect({ servers: NATS_URL, stream: `BENCH_RELAY_${id}`, subjectPrefix: `bench-${id}.`, log, connectWaitMs: 5_000 });
    },
    // The adapter has no public way to drop its stream (services never do); the bench reaches its manager.
    dispose: async (bus) => {
      await bus.jsm.streams.delete(bus.opts.stream);
      await bus.close();
    },
  });
} else {
  console.log(`nothing listens at ${NATS_URL}: the NATS half is skipped`);
}

console.log(`${EVENTS.toLocaleString('en-US')} events per relay`);
const results = {};
for (const bus of buses) {
  const oneByOne = await measure(bus, relayOneByOne, `${bus.name}-one`);
  console.log(`  ${bus.name.padEnd(8)} one by one: ${oneByOne.wallMs} ms wall (${oneByOne.eventsPerSecond} events/s), ${oneByOne.cpuMs} ms CPU, longest block ${oneByOne.longestBlockCpuMs} ms CPU`);
  const batched = await measure(bus, relayBatched, `${bus.name}-batched`);
  console.log(`  ${bus.name.padEnd(8)} batched:    ${batched.wallMs} ms wall (${batched.eventsPerSecond} events/s), ${batched.cpuMs} ms CPU, longest block ${batched.longestBlockCpuMs} ms CPU`);
  results[bus.name] = { oneByOne, batched, speedup: +(oneByOne.wallMs / batched.wallMs).toFixed(1), cpuRatio: +(oneByOne.cpuMs / batched.cpuMs).toFixed(1) };
}

const met = Object.values(results).every((r) => r.speedup >= TARGET_RATIO);
for (const [name, r] of Object.entries(results)) console.log(`${name}: batched ${r.speedup}x faster than one by one (wall time; ${r.cpuRatio}x less CPU)`);
console.log(`batched at least ${TARGET_RATIO}x faster on every bus: ${met ? 'met' : 'MISSED'}`);
writeBenchResult('outbox-relay', { events: EVENTS, results, target: TARGET_RATIO, met });
if (!met && process.env.BENCH_STRICT === '1') process.exit(1);
