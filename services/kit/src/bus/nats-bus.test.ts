import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AckPolicy, connect, nanos, RetentionPolicy, StorageType, type JetStreamManager, type NatsConnection } from 'nats';
import { pino } from 'pino';
import { Subjects } from '@counsel/proto-events';
import { NatsBus } from './nats-bus.js';
import { until } from '../../test/support/eventually.js';

// What the contract suite cannot see through the port: how the stream and consumers are set up on the server.
const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const runId = randomBytes(4).toString('hex');
const stream = `KIT_NATS_${runId}`;
const prefix = `natstest${runId}.`;
const log = pino({ level: 'silent' });
const base = { servers: NATS_URL, stream, subjectPrefix: prefix, log };

describe('NatsBus on a JetStream server', () => {
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL });
    jsm = await nc.jetstreamManager();
  });
  afterAll(async () => {
    await jsm.streams.delete(stream).catch(() => false);
    await nc.close();
  });

  it('creates a file-backed stream for counsel.> keeping events 7 days, and updates it on the next connect', async () => {
    const first = await NatsBus.connect(base);
    await first.close();
    const created = await jsm.streams.info(stream);
    expect(created.config.subjects).toEqual([`${prefix}counsel.>`]);
    expect(created.config.storage).toBe(StorageType.File);
    expect(created.config.retention).toBe(RetentionPolicy.Limits);
    expect(created.config.max_age).toBe(nanos(7 * 24 * 60 * 60 * 1000));

    const second = await NatsBus.connect({ ...base, maxAgeMs: 60 * 60 * 1000 });
    await second.close();
    expect((await jsm.streams.info(stream)).config.max_age).toBe(nanos(60 * 60 * 1000));
  });

  it('publishes with the envelope id as Nats-Msg-Id, so JetStream drops a republished event', async () => {
    const bus = await NatsBus.connect(base);
    try {
      const env = await bus.publish(Subjects.knowledgeFileUploaded, { fileId: 'f-1' });
      const stored = await jsm.streams.getMessage(stream, { last_by_subj: `${prefix}${Subjects.knowledgeFileUploaded}` });
      expect(stored.header.get('Nats-Msg-Id')).toBe(env.id);
      expect(stored.json()).toEqual(env);
      const again = await nc.jetstream().publish(stored.subject, stored.data, { msgID: env.id });
      expect(again.duplicate).toBe(true);
    } finally {
      await bus.close();
    }
  });

  it('subscribes through a durable pull consumer with explicit acks, and updates it when the options change', async () => {
    const bus = await NatsBus.connect(base);
    try {
      const opts = { durable: `worker_${runId}`, maxDeliveries: 4 };
      const sub = await bus.subscribe(Subjects.knowledgeFileUploaded, async () => undefined, opts);
      const info = await jsm.consumers.info(stream, opts.durable);
      expect(info.config.durable_name).toBe(opts.durable);
      expect(info.config.filter_subject).toBe(`${prefix}${Subjects.knowledgeFileUploaded}`);
      expect(info.config.ack_policy).toBe(AckPolicy.Explicit);
      expect(info.config.max_deliver).toBe(4);
      expect(info.config.ack_wait).toBe(nanos(30_000));
      await sub.stop();

      await (await bus.subscribe(Subjects.knowledgeFileUploaded, async () => undefined, { ...opts, maxDeliveries: 7 })).stop();
      expect((await jsm.consumers.info(stream, opts.durable)).config.max_deliver).toBe(7);
    } finally {
      await bus.close();
    }
  });

  it('keeps dead letters on counsel.deadletter.<subject>, out of the original subject', async () => {
    const bus = await NatsBus.connect({ ...base, retryDelayMs: () => 10 });
    try {
      const durable = `dead_${runId}`;
      await bus.subscribe(Subjects.knowledgeFileFailed, async () => { throw new Error('no'); }, { durable, maxDeliveries: 2 });
      const env = await bus.publish(Subjects.knowledgeFileFailed, { fileId: 'f-2', reason: 'parse error' });
      const deadSubject = `${prefix}counsel.deadletter.${Subjects.knowledgeFileFailed}`;
      await until('the dead letter', async () => (await bus.deadLetters()).length > 0);
      const stored = await jsm.streams.getMessage(stream, { last_by_subj: deadSubject });
      expect(stored.json()).toEqual(env);
      expect(stored.header.get('Counsel-Durable')).toBe(durable);
      expect(stored.header.get('Counsel-Deliveries')).toBe('2');
      expect(stored.header.get('Counsel-Reason')).toContain('no');
      const consumer = await jsm.consumers.info(stream, durable);
      expect(consumer.num_pending).toBe(0); // the dead letter is not fed back to the original consumer
      expect(consumer.num_ack_pending).toBe(0);
    } finally {
      await bus.close();
    }
  });
});
