import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { outboxEvent, type OutboxEvent, type OutboxEvents } from '@counsel/kit';

type ContentChange = EventPayloads[typeof Subjects.knowledgeContentChanged];

/**
 * The knowledge service's events about what staff change (content, files, a reindex). Each is handed to the
 * store with the write it reports, so both commit together (the kit's outbox); the relay publishes them after
 * the commit and keeps retrying while the bus is down, so a bus outage never fails an admin's change.
 * The indexer's own results (file indexed or failed) are published from inside its event handler, where a
 * failed publish makes the bus deliver the job again.
 */
export class KnowledgeEvents {
  /** `outbox`: the service's relay (the kit's), woken after each commit. */
  constructor(readonly outbox: OutboxEvents) {}

  committed(): void {
    this.outbox.committed();
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

}
