import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { AccountRepository, AccountWrites } from './accounts-repository.js';
import type { BragSheetRepository, BragSheetWrites } from './brag-sheets-repository.js';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { LetterRepository, LetterWrites } from './letters-repository.js';
import type { RecommendationRequestRepository, RecommendationRequestWrites } from './requests-repository.js';
import type { SchoolDocumentRepository, SchoolDocumentWrites } from './school-documents-repository.js';
import type { StudentRepository, StudentWrites } from './students-repository.js';

/** One-time jobs (the demo seed). */
export interface MarkerRepository {
  has(key: string): Promise<boolean>;
}

export interface MarkerWrites {
  /** Marks a job done; refused when already marked (the unit of work rolls back). */
  mark(key: string): void;
}

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface LettersWrites {
  students: StudentWrites;
  accounts: AccountWrites;
  requests: RecommendationRequestWrites;
  letters: LetterWrites;
  erasures: ErasureWrites;
  markers: MarkerWrites;
  schoolDocuments: SchoolDocumentWrites;
  bragSheets: BragSheetWrites;
}

/**
 * The letters store: a repository per aggregate (the students and staff read models, requests, letters, the
 * erasure ledger)
 * and the service's outbox. SQLite embedded,
 * MongoDB distributed; both pass test/letters-store.contract.ts.
 */
export interface LettersStore {
  readonly students: StudentRepository;
  readonly accounts: AccountRepository;
  readonly requests: RecommendationRequestRepository;
  readonly letters: LetterRepository;
  readonly erasures: ErasureRepository;
  readonly markers: MarkerRepository;
  readonly schoolDocuments: SchoolDocumentRepository;
  readonly bragSheets: BragSheetRepository;
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: LettersWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
