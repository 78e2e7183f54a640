import { committed as committedUnit, WriteRefused as KitWriteRefused, type Outbox, type OutboxEvent, type ErasureLedger } from '@counsel/kit';
import type { ActivityRepository, ActivityWrites } from './activities-repository.js';
import type { AnnouncementRepository, AnnouncementWrites } from './announcements-repository.js';
import type { BackfillRepository, BackfillWrites } from './backfills-repository.js';
import type { CollegeListRepository, CollegeListWrites } from './college-lists-repository.js';
import type { CourseRepository, CourseWrites } from './courses-repository.js';
import type { ErasureWrites } from './erasures-repository.js';
import type { PreferenceRepository, PreferenceWrites } from './preferences-repository.js';
import type { ProfileRepository, ProfileWrites } from './profiles-repository.js';

const REFUSALS = {
  gone: 'the student record is gone',
  announced: 'the student record was announced already',
  changed: 'the student record changed meanwhile',
  erased: 'this deletion was erased already',
} as const;

/** The kit's refusal of a write (the record is gone, a race was lost), with the students store's reasons. */
export class WriteRefused extends KitWriteRefused<keyof typeof REFUSALS> {
  constructor(reason: keyof typeof REFUSALS) {
    super(reason, REFUSALS[reason]);
  }
}

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface StudentWrites {
  profiles: ProfileWrites;
  announcements: AnnouncementWrites;
  courses: CourseWrites;
  activities: ActivityWrites;
  preferences: PreferenceWrites;
  collegeLists: CollegeListWrites;
  erasures: ErasureWrites;
  backfills: BackfillWrites;
}

/**
 * Where student records live: a repository per aggregate (profiles with their enrollment, whether the roster was
 * told of them, courses, activities, college preferences, the college lists' mirrors, erasures, one-time
 * publications) and the service's outbox. SQLite embedded, MongoDB distributed; both pass test/student-store.contract.ts
 * and test/student-backfill.contract.ts.
 */
export interface StudentStore {
  readonly profiles: ProfileRepository;
  readonly announcements: AnnouncementRepository;
  readonly courses: CourseRepository;
  readonly activities: ActivityRepository;
  readonly preferences: PreferenceRepository;
  readonly collegeLists: CollegeListRepository;
  readonly erasures: ErasureLedger;
  readonly backfills: BackfillRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does (a refused write rejects with WriteRefused, a second profile with a
   * ConflictError). `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: StudentWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  /**
   * The data's revision: another one after any committed change by anyone, or null when this process cannot tell
   * (kept answers, student-shared-reads.ts, are then not kept).
   */
  revision(): string | null;
  close(): Promise<void>;
}

/** The kit's `committed` for this store's reasons: true when the unit of work committed, false when refused for `reason`. */
export const committed = (write: Promise<void>, reason: WriteRefused['reason']) => committedUnit<WriteRefused['reason']>(write, reason);
