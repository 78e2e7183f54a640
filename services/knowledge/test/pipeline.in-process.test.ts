import { describe } from '@jest/globals';
import { InProcessBus, type EventBus } from '@counsel/kit';
import type { EventEnvelope } from '@counsel/proto-events';
import { pipelineScenarios } from './pipeline.scenarios.js';
import { log } from './support/pipeline-harness.js';

/** In-process: each bus is one "process"; a restart is a new bus (the embedded bus keeps no log). */
const seen: EventEnvelope[] = [];
function recording(bus: InProcessBus): EventBus {
  const publish = bus.publish.bind(bus);
  bus.publish = (async (subject, data) => {
    const env = await publish(subject, data);
    seen.push(env as EventEnvelope);
    return env;
  }) as EventBus['publish'];
  return bus;
}

describe('indexing pipeline over the in-process bus', () => {
  pipelineScenarios({
    bus: async () => recording(new InProcessBus(log, () => 20)),
    seen: (subject) => seen.filter((e) => e.subject === subject),
    reset: async () => { seen.length = 0; },
    cleanup: async () => undefined,
  });
});
