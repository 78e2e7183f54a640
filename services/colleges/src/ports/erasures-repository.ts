import type { ErasureLedger, ErasureTarget, RemovedItem } from '@counsel/kit';
import type { Application, ApplicationChange } from '../domain/application.js';
import type { LetterRequestCopy, SchoolDocumentCopy } from '../domain/letters.js';
import type { StudentRecord } from '../domain/student-record.js';
import type { CalendarFeedRecord } from './feeds-repository.js';

/** Everything the lists hold on one student (an export reads it; an erasure counts it). */
export interface StudentHoldings {
  student: StudentRecord | null;
  applications: Application[];
  /** Every change of their applications, also of removed ones, oldest first. */
  changes: ApplicationChange[];
  feed: CalendarFeedRecord | null;
  /** The copies of the letters service's requests and school document states. */
  letterRequests: LetterRequestCopy[];
  schoolDocuments: SchoolDocumentCopy[];
}

/**
 * A student's lists across the aggregates, and the kit's erasure ledger: what a deletion removed (a redelivered
 * request finds it there), and the tombstones late events are checked against.
 */
export interface ErasureRepository extends ErasureLedger {
  holdings(studentId: string): Promise<StudentHoldings>;
  /** Whether this student was erased (a late profile event must not bring them back). */
  isErased(studentId: string): Promise<boolean>;
}

export interface ErasureWrites {
  /**
   * Erases everything held on one student: applications, their history, the calendar feed, the letters' copies, the read-model row,
   * and list events of theirs still waiting in the outbox (so no consumer recreates its copy). Records the
   * erasure with `removed` in the ledger: a second one with the same deletionId is refused (the unit of work rolls back).
   */
  erase(target: ErasureTarget, removed: RemovedItem[]): void;
}
