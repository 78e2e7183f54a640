import type { Logger } from '../logger.js';
import { DurableLocalBus } from './durable-local-bus.js';
import type { EventBus } from './event-bus.js';

/**
 * NATS JetStream when NATS_URL is set, else the embedded durable bus: an event log in
 * `DATA_DIR/bus.sqlite` (DATA_DIR defaults to ./data, as in the services' configuration).
 * The NATS adapter is imported only when configured: embedded mode never loads the NATS client.
 */
export async function busFromEnv(env: Record<string, string | undefined>, log: Logger): Promise<EventBus> {
  if (env.NATS_URL) {
    const { NatsBus } = await import('./nats-bus.js');
    return NatsBus.connect({ servers: env.NATS_URL, stream: env.NATS_STREAM ?? 'COUNSEL', log });
  }
  return DurableLocalBus.open({ dataDir: env.DATA_DIR || './data', log });
}
