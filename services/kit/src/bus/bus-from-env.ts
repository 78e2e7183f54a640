import type { Logger } from '../logger.js';
import type { EventBus } from './event-bus.js';
import { InProcessBus } from './in-process-bus.js';
import { NatsBus } from './nats-bus.js';

/** NATS JetStream when NATS_URL is set, else the in-process bus. */
export async function busFromEnv(env: Record<string, string | undefined>, log: Logger): Promise<EventBus> {
  if (env.NATS_URL) return NatsBus.connect({ servers: env.NATS_URL, stream: env.NATS_STREAM ?? 'COUNSEL', log });
  return new InProcessBus(log);
}
