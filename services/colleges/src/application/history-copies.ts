import { on, type EventSubscription } from '@counsel/kit';
import { Subjects, type HistoryRecorded, type ScattergramRulesChanged } from '@counsel/proto-events';
import type { ApplicationsStore } from '../ports/applications-store.js';

/**
 * The schools' history and the scattergram's rules, kept from the outcomes service's events (colleges never reads
 * its store): the fit reads them with the list, so a list or a board costs one more query, not a call per row.
 * Both are upserts, so a redelivered event (or the outcomes service's one-time publication of all it holds) writes
 * the same rows again. A list's fit follows on its next read; the list's event is not sent again for it.
 */
export class HistoryCopies {
  constructor(private readonly store: ApplicationsStore) {}

  async recorded(e: HistoryRecorded): Promise<void> {
    await this.store.write((w) => w.history.savePoints(e.points));
  }

  async rulesChanged(e: ScattergramRulesChanged): Promise<void> {
    await this.store.write((w) => w.history.saveRules({ minimumApplicants: e.minimumApplicants, studentsMaySee: e.studentsMaySee }));
  }
}

export function historyCopyHandlers(copies: HistoryCopies): EventSubscription[] {
  // One event at a time, in the order sent: a later decision (or a later switch) must not be overwritten by an earlier one.
  return [
    on(Subjects.outcomesHistoryRecorded, 'colleges-history', (e) => copies.recorded(e.data), { concurrency: 1 }),
    on(Subjects.outcomesScattergramRulesChanged, 'colleges-history-rules', (e) => copies.rulesChanged(e.data), { concurrency: 1 }),
  ];
}
