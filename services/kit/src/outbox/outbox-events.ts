import type { EventBus } from '../bus/event-bus.js';
import type { Logger } from '../logger.js';
import type { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/**
 * The base of a service's events class: the service's subclass builds its events (handed to the store with the
 * change they report, so both commit together) and this relays them after the commit, retrying while the bus
 * is down, so a bus outage never fails a user's write.
 */
export class OutboxEvents {
  private readonly relay: OutboxRelay;

  constructor(store: Outbox, bus: EventBus, log: Logger, retryDelayMs?: (attempt: number) => number) {
    this.relay = new OutboxRelay({ store, bus, log, retryDelayMs });
  }

  /** After a change with events committed: relay them (in the background). */
  committed(): void {
    this.relay.kick();
  }

  /** Relays what an earlier run or outage left in the outbox; resolves after one pass, never rejects. */
  start(): Promise<void> {
    return this.relay.flush();
  }

  close(): Promise<void> {
    return this.relay.close();
  }
}
