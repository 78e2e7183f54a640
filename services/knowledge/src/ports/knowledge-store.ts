import type { OutboxEvent, Outbox, UploadLedger } from '@counsel/kit';
import type { ContentRepository, ContentWrites } from './content-repository.js';
import type { FileRepository, FileWrites } from './files-repository.js';

/** A write the store refuses, with everything else of its unit of work (a race lost, an upload used twice). */
export class WriteRefused extends Error {
  constructor(readonly reason: 'upload-taken' | 'gone') {
    super(reason === 'gone' ? 'the record is gone' : 'the upload was registered already');
    this.name = 'WriteRefused';
  }
}

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

/** True when the unit of work committed, false when the store refused it for `reason` (other errors propagate). */
export async function committed(write: Promise<void>, reason: WriteRefused['reason']): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (err instanceof WriteRefused && err.reason === reason) return false;
    throw err;
  }
}
