import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { ErasureRepository, ErasureWrites } from './erasures-repository.js';
import type { MeetingRepository, MeetingWrites } from './meetings-repository.js';
import type { NoteRepository, NoteWrites } from './notes-repository.js';
import type { StudentRepository, StudentWrites } from './students-repository.js';
import type { TaskRepository, TaskWrites } from './tasks-repository.js';

/** One-time jobs (the demo seed). */
export interface MarkerRepository {
  has(key: string): Promise<boolean>;
}

export interface MarkerWrites {
  /** Marks a job done; refused when already marked (the unit of work rolls back). */
  mark(key: string): void;
}

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface CounselingWrites {
  students: StudentWrites;
  notes: NoteWrites;
  meetings: MeetingWrites;
  tasks: TaskWrites;
  erasures: ErasureWrites;
  markers: MarkerWrites;
}

/**
 * The counseling store: a repository per aggregate (the students read model, notes with their history,
 * meetings, tasks with per-student assignments, erasures) and the service's outbox. SQLite embedded, MongoDB
 * distributed; both pass test/counseling-store.contract.ts.
 */
export interface CounselingStore {
  readonly students: StudentRepository;
  readonly notes: NoteRepository;
  readonly meetings: MeetingRepository;
  readonly tasks: TaskRepository;
  readonly erasures: ErasureRepository;
  readonly markers: MarkerRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does. `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: CounselingWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
