import type { OutboxEvent, OutboxStore } from '@counsel/kit';
import type { Application, ApplicationChange, ApplicationStatus, CuratedDeadline, Plan } from '../domain/application.js';
import type { StudentRecord } from '../domain/student-record.js';

/** A student's calendar feed: only the token's hash is kept (its id lets the service derive the token again). */
export interface CalendarFeedRecord {
  studentId: string;
  feedId: string;
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
}

/**
 * Everything one use case changes, written in ONE transaction with the events that report it (the kit's
 * outbox). `add` is refused with ConflictError("This college is already on the list") when the student already
 * has the college in that cycle.
 */
export interface ApplicationsChange {
  students?: StudentRecord[];
  add?: Application;
  /** Replaced whole, by id. */
  update?: Application[];
  /** Application ids. */
  remove?: string[];
  history?: ApplicationChange[];
  /** The full set of curated deadlines of one college and cycle (plans left out are removed). */
  deadlines?: { collegeId: string; cycle: number; deadlines: CuratedDeadline[] };
  /** Upserted by student. */
  feed?: CalendarFeedRecord;
  /**
   * Erases everything held on one student (issue 20): applications, their history, the calendar feed, the
   * read-model row, and list events of theirs still waiting in the outbox (so no consumer recreates its copy).
   * Records the erasure: a second one with the same deletionId is refused (the change rolls back).
   */
  erase?: StudentErasure;
}

/** One student's erasure, kept after it as the tombstone that keeps late profile events from recreating them. */
export interface StudentErasure {
  deletionId: string;
  studentId: string;
  at: string;
}

/** Everything the lists hold on one student (an export reads it; an erasure counts it). */
export interface StudentHoldings {
  student: StudentRecord | null;
  applications: Application[];
  /** Every change of their applications, also of removed ones, oldest first. */
  changes: ApplicationChange[];
  feed: CalendarFeedRecord | null;
}

/** The deadline board's question: applications whose deadline in force falls in [from, to]. */
export interface BoardQuery {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Students of these schools ('all': the district). */
  schoolIds: 'all' | string[];
  /** Only this counselor's caseload when set. */
  counselorUserId: string | null;
  status: ApplicationStatus | null;
  plan: Plan | null;
  /** At most this many rows (the earliest deadlines). */
  limit: number;
}

export interface BoardEntry {
  application: Application;
  student: StudentRecord;
  /** The deadline in force (the student's own, else the curated one). */
  deadline: string;
  /** The student's live binding (ED/ED2, not denied or declined) applications, for the TWO_BINDING flag. */
  liveBindingCount: number;
}

/**
 * The lists' store: the students read model, applications with their history, curated deadlines and calendar
 * feeds. SQLite embedded, MongoDB distributed; both pass test/applications-store.contract.ts.
 */
export interface ApplicationsStore extends OutboxStore {
  commit(change: ApplicationsChange, events?: readonly OutboxEvent[]): Promise<void>;

  student(studentId: string): Promise<StudentRecord | null>;
  applications(studentId: string): Promise<Application[]>;
  application(id: string): Promise<Application | null>;
  /** Oldest first. */
  history(applicationId: string): Promise<ApplicationChange[]>;
  /** Whether any application of this student ever changed (also one since removed). */
  hasHistory(studentId: string): Promise<boolean>;

  /** A college's curated deadlines, of one cycle or all, by cycle then plan order. */
  collegeDeadlines(collegeId: string, cycle: number | null): Promise<CuratedDeadline[]>;
  /** The curated deadlines of these (college, cycle) pairs. */
  curatedFor(keys: readonly { collegeId: string; cycle: number }[]): Promise<CuratedDeadline[]>;
  /** Students with this college on their list for this cycle. */
  studentsWithCollege(collegeId: string, cycle: number): Promise<string[]>;

  /** By deadline, then the student's last and first name, then college name. */
  board(q: BoardQuery): Promise<BoardEntry[]>;

  feed(studentId: string): Promise<CalendarFeedRecord | null>;
  feedByTokenHash(tokenHash: string): Promise<CalendarFeedRecord | null>;
  /** The key feed tokens are derived with, created on first use. */
  feedKey(): Promise<string>;

  holdings(studentId: string): Promise<StudentHoldings>;
  /** Whether this deletion was already carried out (a redelivered request). */
  erasureDone(deletionId: string): Promise<boolean>;
  /** Whether this student was erased (a late profile event must not bring them back). */
  wasErased(studentId: string): Promise<boolean>;

  ready(): boolean;
  close(): Promise<void>;
}
