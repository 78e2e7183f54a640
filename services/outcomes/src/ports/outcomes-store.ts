import type { Outbox, OutboxEvent, RemovedItem } from '@counsel/kit';
import type { Outcome } from '../domain/outcome.js';
import type { OutcomeImport } from '../domain/outcome-import.js';
import type { ScattergramRules } from '../domain/scattergram.js';
import type { StudentRecord, TrackedApplication } from '../domain/student.js';

/** What one unit of work may change; the store commits it in one transaction with its events. */
export interface OutcomesWrites {
  saveStudent(s: StudentRecord): void;
  saveApplication(a: TrackedApplication): void;
  removeApplication(applicationId: string): void;
  /** Adds an outcome once: a second outcome of one application is ignored (redelivered rollover events). */
  addOutcome(o: Outcome): void;
  /** A decision that came after graduation (a waitlist that turned into an offer) follows onto the outcome. */
  updateOutcomeResult(applicationId: string, result: Outcome['result']): void;
  saveImport(i: OutcomeImport): void;
  saveRules(rules: ScattergramRules): void;
  /** Marks a one-time backfill done (a second mark of one name is ignored). */
  markBackfilled(name: string, at: string): void;
  /** Erases the student: their copy and applications go, their outcomes stay without student or application id. */
  erase(t: { deletionId: string; studentId: string; studentUserId: string }, removed: RemovedItem[]): void;
}

export interface OutcomesStore {
  erasedDeletion(deletionId: string): Promise<RemovedItem[] | null>;
  isErased(studentId: string): Promise<boolean>;
  isUserErased(userId: string): Promise<boolean>;
  readonly outbox: Outbox;
  write(work: (w: OutcomesWrites) => void, events?: OutboxEvent[]): Promise<void>;
  student(studentId: string): Promise<StudentRecord | null>;
  studentsOfUser(userId: string): Promise<StudentRecord[]>;
  applications(studentId: string): Promise<TrackedApplication[]>;
  /** The outcomes still tied to a student (their record exists). */
  outcomesOfStudent(studentId: string): Promise<Outcome[]>;
  /** A school's outcomes at one college, every class. */
  outcomesAt(schoolId: string, collegeId: string): Promise<Outcome[]>;
  countOutcomes(schoolId: string): Promise<number>;
  /** Every outcome of every school, by id (the start-up backfill). */
  allOutcomes(): Promise<Outcome[]>;
  /** Whether the one-time backfill of this name ran. */
  backfilled(name: string): Promise<boolean>;
  outcomeImport(id: string): Promise<OutcomeImport | null>;
  /** Whether a file with this hash was applied to the school already. */
  appliedFile(schoolId: string, fileHash: string): Promise<boolean>;
  rules(): Promise<ScattergramRules>;
  ready(): boolean;
  close(): Promise<void>;
}
