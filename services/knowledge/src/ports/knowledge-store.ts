import type { OutboxEvent, Outbox, UploadLedger } from '@counsel/kit';
import type { ContentRepository, ContentWrites } from './content-repository.js';
import type { FileRepository, FileWrites } from './files-repository.js';

// The kit's refusal of a write (a race lost, an upload used twice), which rolls back the whole unit of work.
export { WriteRefused, committed } from '@counsel/kit';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface KnowledgeWrites {
  files: FileWrites;
  content: ContentWrites;
}

/**
 * Knowledge-base files and content items (a repository each), the upload ledger and the outbox (the service's
 * own store). SQLite embedded, MongoDB distributed; both pass test/knowledge-store.contract.ts.
 */
export interface KnowledgeStore extends UploadLedger {
  readonly files: FileRepository;
  readonly content: ContentRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes commits with the events that report it, or none of it does (a refused
   * write rejects with WriteRefused). `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: KnowledgeWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
}
