import type { StudentProfile } from '../domain/student.js';

/** Whether the roster was told of each record: a profile event of it written to the outbox. */
export interface AnnouncementRepository {
  /**
   * Profiles the roster may not know of: stored before the roster listened to profile events (an upgrade) and
   * not written with a profile event since. Roster-made records are left out (the roster knows them). Oldest
   * first, at most `limit`.
   */
  unannounced(limit: number): Promise<StudentProfile[]>;
}

export interface AnnouncementWrites {
  /** The unit carries the record's profile event: from now on the roster knows of it (unannounced leaves it out). */
  mark(studentId: string): void;
  /**
   * The backfill's marks, for records still waiting for their announcement; refused (WriteRefused 'announced')
   * when one of them is not waiting any more (a save announced it meanwhile, with a newer event, or it is gone),
   * so the unit's older events go with it.
   */
  markWaiting(studentIds: readonly string[]): void;
}
