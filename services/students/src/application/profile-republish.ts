import type { Logger, OutboxEvent } from '@counsel/kit';
import { EventContractError } from '@counsel/proto-events';
import type { StudentProfile } from '../domain/student.js';
import { committed, type StudentStore } from '../ports/student-store.js';
import { StartUpBackfill } from './start-up-backfill.js';
import type { StudentEvents } from './student-events.js';

/**
 * The mark of the one publication of every profile again. The colleges service came to keep each student's GPA
 * (its fit from the school's own history) from the profile events it had been reading without it, so a deployment
 * upgraded from before held no GPA there for a student until they saved again. A new one-time publication takes a
 * new name.
 */
export const PROFILES_REPUBLISHED = 'profiles-republished-v1';

/** The profile as it stands since its last save: an event dated now would read as news to readers that keep the latest. */
function savedAt(p: StudentProfile): Date {
  const at = new Date(p.updatedAt);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/**
 * At start, once per store: every published record's profile event again (the facts as a save publishes them,
 * courses and activities included), in batches by id through the outbox. Each batch's events commit with the
 * mark moved past it, and the last batch with the mark that it is done, so a crash resumes after the last
 * committed batch and a restart after the end sends nothing. Every reader of profile events upserts by student,
 * so a profile it holds already is left as it was: the replay changes only what a reader was missing.
 */
export class ProfileRepublish extends StartUpBackfill {
  constructor(
    private readonly store: StudentStore,
    private readonly events: StudentEvents,
    log: Logger,
    private readonly batchSize = 500,
  ) {
    super(log, 'publishing the student profiles again failed');
  }

  protected async publish(): Promise<number> {
    const progress = await this.store.backfills.progress(PROFILES_REPUBLISHED);
    if (progress.done) return 0;
    let after = progress.after;
    let sent = 0;
    while (!this.stopped) {
      const page = await this.store.backfills.publishedAfter(after, this.batchSize);
      const last = page.length < this.batchSize;
      const events = (await Promise.all(page.map((p) => this.eventOf(p)))).filter((e): e is OutboxEvent => e !== null);
      if (this.stopped) break; // closing: the store may be closing too
      const done = new Date().toISOString();
      // A record saved meanwhile went out with its save, newer than what was read here: the batch is refused
      // whole (its events too) and read again.
      const written = await committed(this.store.write((w) => {
        w.backfills.advance(PROFILES_REPUBLISHED, page);
        if (last) w.backfills.finish(PROFILES_REPUBLISHED, done);
      }, events), 'changed');
      if (!written) continue;
      if (events.length) this.events.committed();
      sent += events.length;
      if (last) break;
      after = page[page.length - 1].id;
    }
    if (sent) this.log.info({ republished: sent }, 'student profiles published again, once (the read models\' GPA)');
    return sent;
  }

  /**
   * The record's profile event; null for a record an older version stored that its event's contract refuses: left
   * out (and logged) rather than holding back every record after it at every start.
   */
  private async eventOf(p: StudentProfile): Promise<OutboxEvent | null> {
    const [courses, activities] = await Promise.all([this.store.courses.ofStudent(p.id), this.store.activities.ofStudent(p.id)]);
    try {
      return this.events.profileUpserted(p, courses, activities, savedAt(p));
    } catch (err) {
      if (!(err instanceof EventContractError)) throw err;
      this.log.warn({ err, studentId: p.id }, 'a student profile was not published again: it does not fit its event');
      return null;
    }
  }
}
