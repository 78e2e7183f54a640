import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { CatalogRepository, CatalogWrites } from './catalog-repository.js';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { PlanRepository, PlanWrites } from './plans-repository.js';
import type { RequirementSetRepository, RequirementSetWrites } from './requirement-sets-repository.js';
import type { StudentRepository, StudentWrites } from './students-repository.js';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface PlanningWrites {
  students: StudentWrites;
  catalog: CatalogWrites;
  sets: RequirementSetWrites;
  plans: PlanWrites;
  erasures: ErasureWrites;
}

/**
 * The planning store: a repository per aggregate (the student copies, the catalog with its imports, requirement
 * sets, plans with comments and history, erasures) and the service's outbox. SQLite embedded (one transaction per
 * unit of work with its outbox rows) or MongoDB distributed; both pass test/planning-store.contract.ts.
 */
export interface PlanningStore {
  readonly students: StudentRepository;
  readonly catalog: CatalogRepository;
  readonly sets: RequirementSetRepository;
  readonly plans: PlanRepository;
  readonly erasures: ErasureRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: PlanningWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
