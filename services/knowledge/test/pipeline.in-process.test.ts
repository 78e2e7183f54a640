import { describe } from '@jest/globals';
import { DurableLocalBus, type EventBus } from '@counsel/kit';
import type { EventEnvelope } from '@counsel/proto-events';
import { pipelineScenarios } from './pipeline.scenarios.js';
import { log } from './support/pipeline-harness.js';

/** In-process, the embedded bus in memory: each bus is one "process"; a restart is a new bus with an empty log. */
const seen: EventEnvelope[] = [];
function recording(bus: DurableLocalBus): EventBus {
  const publish = bus.publish.bind(bus);
  bus.publish = (async (subject, data) => {
    const env = await publish(subject, data);
    seen.push(env as EventEnvelope);
    return env;
  }) as EventBus['publish'];
  return bus;
}

describe('indexing pipeline over the embedded bus in memory', () => {
  pipelineScenarios({
    bus: async () => recording(await DurableLocalBus.open({ dataDir: ':memory:', log, retryDelayMs: () => 20 })),
    seen: (subject) => seen.filter((e) => e.subject === subject),
    reset: async () => { seen.length = 0; },
    cleanup: async () => undefined,
  });
});
