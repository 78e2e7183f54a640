import type { OutboxEvent, OutboxStore, UploadLedger } from '@counsel/kit';
import type { CaseloadRule } from '../domain/caseload-rule.js';
import type { Enrollment } from '../domain/enrollment.js';
import type { RosterImport } from '../domain/roster-import.js';
import type { RosterUser } from '../domain/roster-user.js';
import type { RolloverRecord } from '../domain/rollover.js';
import type { School } from '../domain/school.js';

/** A roster import as stored: the record plus where its file is (to parse again when it is applied). */
export interface StoredImport extends RosterImport {
  uploadId: string;
  blobId: string;
}

/**
 * Everything one use case changes, written in ONE transaction with the events that report it: a crash
 * leaves either all of it or none (an import of thousands of rows included), and the outbox relay
 * delivers the events after the commit.
 */
export interface RosterChange {
  schools?: School[];
  users?: RosterUser[];
  /** userId → the full list of schools the staff member is assigned to. */
  staff?: { userId: string; schoolIds: string[] }[];
  enrollments?: Enrollment[];
  /** schoolId → the school's rules, in full. */
  rules?: { schoolId: string; rules: CaseloadRule[] }[];
  imports?: StoredImport[];
  /** Marks an upload as used by an import (so the sweeper keeps it). */
  registerUpload?: { uploadId: string; at: string };
  rollover?: RolloverRecord;
}

/** One kind of item erased for a deletion (issue 20), with how many there were (0 where none). */
export interface ErasedItem {
  item: string;
  count: number;
}

/** A student's erasure (issue 20): what goes, and the imports rewritten without the student's email. */
export interface StudentErasure {
  deletionId: string;
  studentId: string;
  studentUserId: string;
  /** Imports whose rejected rows named the student, with those rows' reasons rewritten (their counts stay). */
  imports: StoredImport[];
}

export interface EnrollmentQuery {
  schoolId?: string;
  status?: Enrollment['status'];
}

/**
 * The roster's store: schools, staff assignments, enrollments, caseload rules, the accounts it knows, imports
 * and rollovers, plus the upload ledger of roster files. SQLite embedded, MongoDB distributed; both pass
 * test/roster-store.contract.ts.
 */
export interface RosterStore extends OutboxStore, UploadLedger {
  commit(change: RosterChange, events?: readonly OutboxEvent[]): Promise<void>;

  schools(includeArchived: boolean): Promise<School[]>;
  school(id: string): Promise<School | null>;

  user(userId: string): Promise<RosterUser | null>;
  users(): Promise<RosterUser[]>;

  staffSchools(userId: string): Promise<string[]>;
  /** Staff assigned to a school, by user id. */
  staffOf(schoolId: string): Promise<string[]>;
  /** Every assignment (for the import planner). */
  allStaff(): Promise<{ userId: string; schoolIds: string[] }[]>;

  enrollment(studentUserId: string): Promise<Enrollment | null>;
  /** Whether the student with this account was erased (issue 20): their late events must not rebuild them. */
  isUserErased(studentUserId: string): Promise<boolean>;
  enrollmentByStudentId(studentId: string): Promise<Enrollment | null>;
  enrollments(q?: EnrollmentQuery): Promise<Enrollment[]>;
  countActive(schoolId: string): Promise<number>;

  caseloadRules(schoolId: string): Promise<CaseloadRule[]>;

  rosterImport(id: string): Promise<StoredImport | null>;
  rosterImports(limit: number, offset: number): Promise<{ items: StoredImport[]; total: number }>;

  /**
   * Removes the student's enrollment, the roster's copy of their account and any staff assignment under their id,
   * and saves the rewritten imports, in one transaction with `confirm`'s events and the erasure (ids and counts, kept
   * so late events cannot rebuild the student). A repeated request removes nothing and confirms the first counts.
   */
  eraseStudent(erasure: StudentErasure, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]): Promise<ErasedItem[]>;

  ready(): boolean;
  close(): Promise<void>;
}
