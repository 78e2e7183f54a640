import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { DocumentRepository, DocumentWrites } from './documents-repository.js';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { OwnerRepository, OwnerWrites } from './owners-repository.js';
import type { StepRepository, StepWrites } from './steps-repository.js';
import type { UploadRepository } from './uploads-repository.js';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface DocumentsWrites {
  owners: OwnerWrites;
  documents: DocumentWrites;
  steps: StepWrites;
  erasures: ErasureWrites;
}

/**
 * The documents service's own store: a repository per aggregate (who owns each student profile, the documents,
 * the upload ledger, one-time steps, erasures) and an outbox so no event is lost to a crash. SQLite embedded (one
 * transaction per unit of work with its outbox rows) or MongoDB distributed; both pass test/document-store.contract.test.ts.
 */
export interface DocumentStore {
  readonly owners: OwnerRepository;
  readonly documents: DocumentRepository;
  readonly uploads: UploadRepository;
  readonly steps: StepRepository;
  readonly erasures: ErasureRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events that
   * report it, or none of it does (a refused write rejects with the kit's WriteRefused). `work` is synchronous: it
   * only says what to write (reads come before).
   */
  write(work: (w: DocumentsWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
