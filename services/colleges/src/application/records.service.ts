import { outboxEvent, requireRecordExporter, type EventBus, type Logger, type Principal, type RecordExportPart, type Subscription } from '@counsel/kit';
import { Subjects, type DeletionRequested } from '@counsel/proto-events';
import type { StudentHoldings } from '../ports/applications-store.js';
import type { CollegesEvents } from './colleges-events.js';
import type { ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['applications', 'application changes', 'calendar feeds', 'student record'] as const;

/**
 * A student's record in the colleges service (issue 20): its part of an export, and its erasure. The catalog
 * and curated deadlines are district data, not the student's: neither is exported nor erased.
 */
export class RecordsService {
  constructor(private readonly d: ListsDeps & { events: CollegesEvents; lock: StudentLock }) {}

  /**
   * Authorization first, against the owner colleges holds (its read model); a student colleges never heard of
   * is checked against the account id the caller passed, and has an empty part.
   */
  async exportPart(p: Principal | null | undefined, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const held = await this.d.store.holdings(studentId);
    requireRecordExporter(p ?? null, held.student?.userId ?? studentUserId);
    return { service: 'colleges', items: held.student ? exportItems(held) : {} };
  }

  /**
   * Erases the student and confirms what was removed, in one transaction with the confirmation (the outbox).
   * A redelivered request finds its erasure done and does nothing: its confirmation is already in the outbox or
   * sent. No list event for the erased student: every other service erases its own copy.
   */
  async erase(e: DeletionRequested, log: Logger): Promise<void> {
    if (await this.d.store.erasureDone(e.deletionId)) return;
    await this.d.lock.run(e.studentId, async () => {
      const held = await this.d.store.holdings(e.studentId);
      const counts = [held.applications.length, held.changes.length, held.feed ? 1 : 0, held.student ? 1 : 0];
      const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
      const now = this.d.now?.() ?? new Date();
      await this.d.store.commit(
        { erase: { deletionId: e.deletionId, studentId: e.studentId, at: now.toISOString() } },
        [outboxEvent(Subjects.collegesRecordErased, { deletionId: e.deletionId, studentId: e.studentId, removed }, now)],
      );
      log.info({ deletionId: e.deletionId, studentId: e.studentId, removed }, 'student erased from college lists');
    });
    this.d.events.committed();
  }
}

/** The export's items: stored fields as kept, the calendar feed's dates only (its token would open the feed). */
function exportItems(h: StudentHoldings): Record<string, unknown> {
  return {
    student: h.student,
    applications: h.applications,
    applicationChanges: h.changes,
    calendarFeeds: h.feed ? [{ createdAt: h.feed.createdAt, revokedAt: h.feed.revokedAt }] : [],
  };
}

export async function subscribeRecordErasure(bus: EventBus, records: RecordsService, log: Logger): Promise<Subscription[]> {
  const sub = await bus.subscribe(Subjects.recordsDeletionRequested, (e) => records.erase(e.data, log), { durable: 'colleges-erase' });
  return [sub];
}
