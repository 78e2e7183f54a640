import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import { lettersFor } from '../domain/letters.js';
import type { StudentHoldings } from '../ports/erasures-repository.js';
import type { ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['applications', 'application changes', 'calendar feeds', 'letter request states', 'school document states', 'student record'] as const;

/**
 * A student's record in the colleges service: its part of an export, and its erasure. The catalog
 * and curated deadlines are district data, not the student's: neither is exported nor erased.
 */
export class RecordsService implements RecordParticipant {
  constructor(private readonly deps: ListsDeps & { lock: StudentLock }) {}

  /**
   * Authorization first, against the owner colleges holds (its read model); a student colleges never heard of
   * is checked against the account id the caller passed, and has an empty part.
   */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const held = await this.deps.store.erasures.holdings(studentId);
    requireRecordExporter(p, held.student?.userId ?? studentUserId);
    return { service: 'colleges', items: held.student ? exportItems(held) : {} };
  }

  /**
   * Erases the student and confirms what was removed, in one transaction with the confirmation (the outbox).
   * A redelivered request finds its erasure done and does nothing: its confirmation is already in the outbox or
   * sent. No list event for the erased student: every other service erases its own copy.
   */
  async erase(e: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[] | void> {
    if (await this.deps.store.erasures.recorded(e.deletionId)) return;
    return this.deps.lock.run(e.studentId, async () => {
      const held = await this.deps.store.erasures.holdings(e.studentId);
      const counts = [held.applications.length, held.changes.length, held.feed ? 1 : 0, held.letterRequests.length, held.schoolDocuments.length, held.student ? 1 : 0];
      const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
      const target = { deletionId: e.deletionId, studentId: e.studentId, studentUserId: e.studentUserId };
      await this.deps.store.write((w) => w.erasures.erase(target, removed), [confirm(removed)]);
      return removed;
    });
  }
}

/**
 * The export's items: stored fields as kept, the calendar feed's dates only (its token would open the feed). Each
 * application carries the portal's letter requests that cover it (teacher and state; the letters service exports
 * the requests themselves), as its checklist shows them.
 */
function exportItems(h: StudentHoldings): Record<string, unknown> {
  return {
    student: h.student,
    applications: h.applications.map((a) => ({ ...a, letters: lettersFor(a.id, h.letterRequests) })),
    applicationChanges: h.changes,
    calendarFeeds: h.feed ? [{ createdAt: h.feed.createdAt, revokedAt: h.feed.revokedAt }] : [],
  };
}
