import type { Logger } from '@counsel/kit';
import { committed, type StudentStore } from '../ports/student-store.js';
import { StartUpBackfill } from './start-up-backfill.js';
import type { StudentEvents } from './student-events.js';

/**
 * Announces to the roster every profile it may not know of (existing data joins the default school on
 * upgrade). The roster learns of a student only from profile events, and a deployment from before the roster
 * existed announced its students in events the bus no longer holds; until such a student saved again, the roster
 * could not assign them a counselor, place them by caseload rule or count them.
 *
 * Runs once per deployment in effect: each batch writes its events with the rows' marks in one unit of work
 * (AnnouncementWrites.markWaiting), so a crash resumes after the last committed batch and a finished backfill
 * finds nothing on the next start. Delivery stays at-least-once; the roster's consumer is idempotent.
 */
export class RosterBackfill extends StartUpBackfill {
  constructor(
    private readonly store: StudentStore,
    private readonly events: StudentEvents,
    log: Logger,
    private readonly batchSize = 500,
  ) {
    super(log, 'announcing existing student profiles to the roster failed');
  }

  protected async publish(): Promise<number> {
    let announced = 0;
    while (!this.stopped) {
      const page = await this.store.announcements.unannounced(this.batchSize);
      if (page.length === 0) break;
      const events = await Promise.all(page.map(async (p) => {
        const [courses, activities] = await Promise.all([this.store.courses.ofStudent(p.id), this.store.activities.ofStudent(p.id)]);
        return this.events.profileUpserted(p, courses, activities);
      }));
      if (this.stopped) break; // closing: the store may be closing too
      const ids = page.map((p) => p.id);
      // A profile saved meanwhile was announced by its save, with a newer event than the one read here: the batch
      // is refused whole and read again, without that profile.
      if (!(await committed(this.store.write((w) => w.announcements.markWaiting(ids), events), 'announced'))) continue;
      announced += page.length;
      this.events.committed();
      // Every row of the page is marked now, so the next page is new rows.
    }
    if (announced) this.log.info({ announced }, 'existing student profiles announced to the roster');
    return announced;
  }
}
