import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { OutboxRelay, outboxEvent, type EventBus, type Logger, type OutboxEvent, type OutboxStore } from '@counsel/kit';

type ContentChange = EventPayloads[typeof Subjects.knowledgeContentChanged];

/**
 * The knowledge service's events about what staff change (content, files, a reindex). Each is handed to the
 * store with the write it reports, so both commit together (the kit's outbox); the relay publishes them after
 * the commit and keeps retrying while the bus is down, so a bus outage never fails an admin's change.
 * The indexer's own results (file indexed or failed) are published from inside its event handler, where a
 * failed publish makes the bus deliver the job again.
 */
export class KnowledgeEvents {
  private readonly relay: OutboxRelay;

  constructor(store: OutboxStore, bus: EventBus, log: Logger, retryDelayMs?: (attempt: number) => number) {
    this.relay = new OutboxRelay({ store, bus, log, retryDelayMs });
  }

  contentChanged(data: ContentChange): OutboxEvent {
    return outboxEvent(Subjects.knowledgeContentChanged, data);
  }

  fileUploaded(fileId: string): OutboxEvent {
    return outboxEvent(Subjects.knowledgeFileUploaded, { fileId });
  }

  reindexRequested(requestId: string, actorId: string | null): OutboxEvent {
    return outboxEvent(Subjects.knowledgeReindexRequested, { requestId, actorId });
  }

  /** After a write with events committed: relay them (in the background). */
  committed(): void {
    this.relay.kick();
  }

  /** Relays what is pending (start-up: what a crash or an outage left); resolves after one pass, never rejects. */
  flush(): Promise<void> {
    return this.relay.flush();
  }

  close(): Promise<void> {
    return this.relay.close();
  }
}
