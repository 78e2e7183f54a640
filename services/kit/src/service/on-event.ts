import type { EventPayloads } from '@counsel/proto-events';
import type { EventBus, EventHandler, SubscribeOptions, Subscription } from '../bus/event-bus.js';

/** One event handler, as data: the kit subscribes it under its durable name and stops it at shutdown. */
export interface EventSubscription {
  subject: keyof EventPayloads;
  durable: string;
  /** Subscribes the handler, typed by its own subject (see `on`). */
  subscribe(bus: EventBus): Promise<Subscription>;
}

/**
 * A handler of `subject` under the durable consumer `durable`. Handlers are idempotent: the bus delivers at least
 * once, retries, and dead-letters after its retries.
 */
export function on<S extends keyof EventPayloads>(
  subject: S, durable: string, handle: EventHandler<S>, opts: Omit<SubscribeOptions, 'durable'> = {},
): EventSubscription {
  return { subject, durable, subscribe: (bus) => bus.subscribe(subject, handle, { ...opts, durable }) };
}

/** Subscribes each handler (the kit does it for a declared service; tests do it for the handlers they drive). */
export function subscribeAll(bus: EventBus, handlers: readonly EventSubscription[]): Promise<Subscription[]> {
  return Promise.all(handlers.map((h) => h.subscribe(bus)));
}
