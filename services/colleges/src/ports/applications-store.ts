import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { ApplicationRepository, ApplicationWrites } from './applications-repository.js';
import type { DeadlineRepository, DeadlineWrites } from './deadlines-repository.js';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { FeedRepository, FeedWrites } from './feeds-repository.js';
import type { HistoryRepository, HistoryWrites } from './history-repository.js';
import type { LetterRepository, LetterWrites } from './letters-repository.js';
import type { StudentRepository, StudentWrites } from './students-repository.js';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface ListWrites {
  students: StudentWrites;
  applications: ApplicationWrites;
  deadlines: DeadlineWrites;
  feeds: FeedWrites;
  erasures: ErasureWrites;
  letters: LetterWrites;
  history: HistoryWrites;
}

/**
 * The lists' store: a repository per aggregate (the students read model, applications with their history,
 * curated deadlines, calendar feeds, erasures, the letters' copies, the schools' history) and the service's outbox. SQLite embedded, MongoDB distributed;
 * both pass test/applications-store.contract.ts.
 */
export interface ApplicationsStore {
  readonly students: StudentRepository;
  readonly applications: ApplicationRepository;
  readonly deadlines: DeadlineRepository;
  readonly feeds: FeedRepository;
  readonly erasures: ErasureRepository;
  /** Requests and school documents, kept from the letters service's events. */
  readonly letters: LetterRepository;
  /** The schools' history points and the scattergram's rules, kept from the outcomes service's events. */
  readonly history: HistoryRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: ListWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  /**
   * The data's revision: another one after any committed change by anyone, or null when this process cannot tell
   * (the board's kept answers, board-shared-reads.ts, are then not kept).
   */
  revision(): string | null;
  ready(): boolean;
  close(): Promise<void>;
}
