import { on, type EventSubscription } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { OutcomeHistory } from '../ports/outcome-history.js';

/**
 * The history of past classes, from the outcomes service's events (recorded at a rollover, imported, decided later),
 * and the colleges' names from the colleges service's lists (an outcome names its college by id only). Both are
 * upserts, so a redelivery changes nothing. The rows name no student, so a deletion has nothing to take away here:
 * what the outcomes service keeps anonymous, this counts anonymously.
 */
export const outcomeHistoryHandlers = (history: OutcomeHistory): EventSubscription[] => [
  on(Subjects.outcomesOutcomesRecorded, 'reporting-outcomes', async ({ data, time }) => { await history.record(data.outcomes, time); }),
  on(Subjects.collegesListChanged, 'reporting-college-names', async ({ data }) => {
    await history.nameColleges(data.applications.map((a) => ({ collegeId: a.collegeId, name: a.collegeName })));
  }),
];
