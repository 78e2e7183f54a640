import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { ImportRepository, ImportWrites } from './imports-repository.js';
import type { OutcomeRepository, OutcomeWrites } from './outcomes-repository.js';
import type { SettingsRepository, SettingsWrites } from './settings-repository.js';
import type { StudentRepository, StudentWrites } from './students-repository.js';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface OutcomesWrites {
  students: StudentWrites;
  outcomes: OutcomeWrites;
  imports: ImportWrites;
  settings: SettingsWrites;
  erasures: ErasureWrites;
}

/**
 * The outcomes store: a repository per aggregate (the student copies with their applications, the outcomes, the
 * imports, the settings, erasures) and the service's outbox. SQLite embedded (one transaction per unit of work
 * with its outbox rows) or MongoDB distributed; both pass test/outcomes-store.contract.ts.
 */
export interface OutcomesStore {
  readonly students: StudentRepository;
  readonly outcomes: OutcomeRepository;
  readonly imports: ImportRepository;
  readonly settings: SettingsRepository;
  readonly erasures: ErasureRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: OutcomesWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
