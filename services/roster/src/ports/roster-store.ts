import type { Outbox, OutboxEvent, UploadLedger, ErasureLedger } from '@counsel/kit';
import type { RolloverRecord } from '../domain/rollover.js';
import type { EnrollmentRepository, EnrollmentWrites } from './enrollments-repository.js';
import type { ErasureWrites } from './erasures-repository.js';
import type { ImportRepository, ImportWrites } from './imports-repository.js';
import type { RuleRepository, RuleWrites } from './rules-repository.js';
import type { SchoolRepository, SchoolWrites } from './schools-repository.js';
import type { StaffRepository, StaffWrites } from './staff-repository.js';
import type { UserRepository, UserWrites } from './users-repository.js';

export interface RolloverWrites {
  /** The record of one school-year rollover (who ran it, what it did). */
  record(rollover: RolloverRecord): void;
}

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface RosterWrites {
  schools: SchoolWrites;
  users: UserWrites;
  staff: StaffWrites;
  enrollments: EnrollmentWrites;
  rules: RuleWrites;
  imports: ImportWrites;
  rollovers: RolloverWrites;
  erasures: ErasureWrites;
}

/**
 * The roster's store: a repository per aggregate (schools, the accounts it knows, staff assignments, enrollments,
 * caseload rules, imports, erasures), the upload ledger of roster files, and the service's outbox. SQLite
 * embedded, MongoDB distributed; both pass test/roster-store.contract.ts.
 */
export interface RosterStore extends UploadLedger {
  readonly schools: SchoolRepository;
  readonly users: UserRepository;
  readonly staff: StaffRepository;
  readonly enrollments: EnrollmentRepository;
  readonly rules: RuleRepository;
  readonly imports: ImportRepository;
  readonly erasures: ErasureLedger;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does (an import of thousands of rows included); the relay delivers the events
   * after the commit. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: RosterWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
