import type { EventBus, Logger } from '@counsel/kit';
import type { DocumentStore } from '../ports/document-store.js';

/**
 * Publishes what the store's outbox holds, oldest first, and forgets each event once the bus took it.
 * Runs after every change and on start-up, so an event written before a crash still goes out.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly store: DocumentStore, private readonly bus: EventBus, private readonly log: Logger) {}

  async flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        for (const e of await this.store.pendingEvents()) {
          try {
            await this.bus.publish(e.subject, e.data as never);
            await this.store.eventPublished(e.id);
          } catch (err) {
            this.log.warn({ err, subject: e.subject }, 'event not published yet; will retry');
            return;
          }
        }
      } while (this.again);
    })().finally(() => { this.running = null; });
    return this.running;
  }
}
