import { randomBytes } from 'node:crypto';
import { describe } from '@jest/globals';
import { connect } from 'nats';
import { type EventBus } from '@counsel/kit';
import { NatsBus } from '@counsel/kit/nats';
import type { EventEnvelope } from '@counsel/proto-events';
import { pipelineScenarios } from './pipeline.scenarios.js';
import { log } from './support/pipeline-harness.js';

/** JetStream on the local server: each test gets its own stream and subject prefix; a restart is a new connection. */
const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const seen: EventEnvelope[] = [];
const streams: string[] = [];
let run = '';

describe('indexing pipeline over NATS JetStream', () => {
  pipelineScenarios({
    bus: async () => {
      const bus = await NatsBus.connect({
        servers: NATS_URL, stream: `KNOWLEDGE_${run}`, subjectPrefix: `knowledge${run}.`, log,
        retryDelayMs: () => 50, ackWaitMs: 5_000,
      });
      const publish = bus.publish.bind(bus);
      bus.publish = (async (subject, data) => {
        const env = await publish(subject, data);
        seen.push(env as EventEnvelope);
        return env;
      }) as EventBus['publish'];
      return bus;
    },
    seen: (subject) => seen.filter((e) => e.subject === subject),
    reset: async () => {
      seen.length = 0;
      run = randomBytes(4).toString('hex');
      streams.push(`KNOWLEDGE_${run}`);
    },
    cleanup: async () => {
      const nc = await connect({ servers: NATS_URL });
      const jsm = await nc.jetstreamManager();
      for (const s of streams) await jsm.streams.delete(s).catch(() => false);
      await nc.close();
    },
  });
});
