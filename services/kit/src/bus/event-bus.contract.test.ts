import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import Database from 'better-sqlite3';
import { connect } from 'nats';
import { describeEventBusContract, log, type BusCaps, type BusUnderTest } from '../../test/event-bus-contract.js';
import { describeEventBusTelemetry } from '../../test/event-bus-telemetry-contract.js';
import { DurableLocalBus } from './durable-local-bus.js';
import { NatsBus } from './nats-bus.js';

// Every adapter of the EventBus port passes the same contract (cases in test/event-bus-contract.ts), and the
// same telemetry checks: traces across publish and delivery, and the bus metrics (test/event-bus-telemetry-contract.ts).
function describeAdapter(name: string, makeBus: () => Promise<BusUnderTest>, caps: BusCaps) {
  describeEventBusContract(name, makeBus, caps);
  describeEventBusTelemetry(name, makeBus, caps);
}

// In memory (what service tests use): the same log and delivery, nothing on disk, so nothing to reopen.
describeAdapter('DurableLocalBus (in memory)', async () => ({
  bus: await DurableLocalBus.open({ dataDir: ':memory:', log, retryDelayMs: () => 10, pollMs: 25, closeGraceMs: 2_000 }),
}), { durableStore: false });

const dirs: string[] = [];

describeAdapter('DurableLocalBus (SQLite)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-bus-contract-'));
  dirs.push(dataDir);
  const open = () => DurableLocalBus.open({ dataDir, log, retryDelayMs: () => 10, pollMs: 25, closeGraceMs: 2_000 });
  return {
    bus: await open(),
    reopen: open,
    // Another writer on the same log (a corrupt row, an older release): rows land without publish-side checks.
    publishRaw: async (subject, bytes) => {
      const text = new TextDecoder().decode(bytes);
      let row: { id: string; time: string; data: string } = { id: randomUUID(), time: new Date().toISOString(), data: text };
      try {
        const env = JSON.parse(text) as { id: string; time: string; data: unknown };
        row = { id: env.id, time: env.time, data: JSON.stringify(env.data) };
      } catch {
        // not JSON: stored as is
      }
      const db = new Database(path.join(dataDir, 'bus.sqlite'));
      db.prepare('INSERT INTO events (id, subject, time, data) VALUES (?, ?, ?, ?)').run(row.id, subject, row.time, row.data);
      db.close();
    },
  };
}, { durableStore: true, exactAfterRestart: true });

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const runId = randomBytes(4).toString('hex');
const streams: string[] = [];
/** Short, so that a missing ack shows up as a redelivery within a test. */
const ACK_WAIT_MS = 1_000;

describeAdapter('NatsBus (JetStream)', async () => {
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
