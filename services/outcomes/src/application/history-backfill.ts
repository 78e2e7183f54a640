import type { Logger } from '@counsel/kit';
import type { OutcomesWriter } from './event-handlers.js';
import { outcomesRecorded, rulesChanged } from './outcome-events.js';

/**
 * The name of the one publication of everything held: outcomes recorded before this service published them (a data
 * folder seeded earlier has no past classes in reporting), the history points the colleges service's fit came to
 * read, and the scattergram's rules as applied. A new one-time publication takes a new name.
 */
export const HISTORY_BACKFILL = 'history-published-v1';

/**
 * At start, once per store: every outcome goes out through the outbox, with the rules, and the mark that it went
 * commits with them, so a crash before the commit sends it all at the next start and a restart after it sends
 * nothing. Followers upsert by outcome id, so outcomes they had already are not counted twice.
 */
export async function publishHistoryOnce({ store, events }: OutcomesWriter, log: Pick<Logger, 'info'>, at: Date): Promise<number> {
  if (await store.settings.backfilled(HISTORY_BACKFILL)) return 0;
  const outcomes = await store.outcomes.all();
  await store.write((w) => w.settings.markBackfilled(HISTORY_BACKFILL, at.toISOString()), [...outcomesRecorded(outcomes), rulesChanged(await store.settings.rules())]);
  events.committed();
  log.info({ outcomes: outcomes.length }, 'outcomes: published the outcomes held before, once');
  return outcomes.length;
}
