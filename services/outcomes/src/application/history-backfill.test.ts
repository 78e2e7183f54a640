import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { OutboxEvents, openSqlite } from '@counsel/kit';
import { Subjects, type EventEnvelope, type HistoryRecorded, type OutcomesRecorded, type ScattergramRulesChanged } from '@counsel/proto-events';
import { eventually, quietPeriod } from '../../../kit/test/support/eventually.js';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteOutcomesStore } from '../adapters/sqlite/sqlite-outcomes-store.js';
import type { Outcome } from '../domain/outcome.js';
import { log, MIT } from '../../test/support/test-outcomes.js';
import { HISTORY_BACKFILL, publishHistoryOnce } from './history-backfill.js';

// A data folder on disk, as a deployment has it: written by the first schema (before outcomes were published),
// then opened by this version, then opened again (a restart).
let dir: string;
let bus: OutageBus;
let seen: EventEnvelope[];
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'counsel-outcomes-'));
  bus = await OutageBus.open();
  seen = await bus.record(Subjects.outcomesOutcomesRecorded, Subjects.outcomesHistoryRecorded, Subjects.outcomesScattergramRulesChanged);
});
afterEach(async () => { await bus.close(); rmSync(dir, { recursive: true, force: true }); });

const outcome = (i: number): Outcome => ({
  id: `o-${String(i).padStart(4, '0')}`, schoolId: 'school-a', classYear: 2024, collegeId: MIT, plan: 'RD', result: i % 3 ? 'DENIED' : 'ADMITTED',
  gpa: 3.5, sat: 1000 + (i % 600), act: null, source: 'IMPORT', importId: 'imp-1', studentId: null, applicationId: null,
});

/** Opens the folder's store with `upTo` migrations, runs `work` with its relay, and closes both. */
async function withStore<T>(upTo: number, work: (store: SqliteOutcomesStore, events: OutboxEvents) => Promise<T>): Promise<T> {
  const store = new SqliteOutcomesStore(openSqlite(dir, 'outcomes', migrations.slice(0, upTo)));
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  try { return await work(store, events); } finally { await events.close(); await store.close(); }
}

const of = <T>(subject: string) => seen.filter((e) => e.subject === subject).map((e) => e.data as T);

describe('publishing the outcomes held before they were published, once', () => {
  it('sends every outcome held (reporting\'s rows and the history points, by outcome id) and the rules, and never again', async () => {
    // The old version wrote 1,203 outcomes and published none of them.
    await withStore(1, async (store) => { await store.write((w) => { for (let i = 0; i < 1_203; i++) w.outcomes.add(outcome(i)); }); });

    const sent = await withStore(migrations.length, async (store, events) => {
      expect(await store.settings.backfilled(HISTORY_BACKFILL)).toBe(false);
      const n = await publishHistoryOnce({ store, events }, log, new Date('2026-11-20T15:00:00Z'));
      expect(await store.settings.backfilled(HISTORY_BACKFILL)).toBe(true);
      return n;
    });
    expect(sent).toBe(1_203);
    const rows = () => of<OutcomesRecorded>(Subjects.outcomesOutcomesRecorded).flatMap((e) => e.outcomes);
    const points = () => of<HistoryRecorded>(Subjects.outcomesHistoryRecorded).flatMap((e) => e.points);
    await eventually(() => {
      expect(rows()).toHaveLength(1_203);
      expect(points()).toHaveLength(1_203);
      expect(of<ScattergramRulesChanged>(Subjects.outcomesScattergramRulesChanged)).toEqual([{ minimumApplicants: 5, studentsMaySee: true }]);
    });
    expect(new Set(rows().map((r) => r.outcomeId))).toEqual(new Set(Array.from({ length: 1_203 }, (_, i) => outcome(i).id)));
    expect(rows()[0]).toEqual({ outcomeId: 'o-0000', schoolId: 'school-a', classYear: 2024, collegeId: MIT, result: 'ADMITTED' });
    expect(points()[1]).toEqual({ outcomeId: 'o-0001', schoolId: 'school-a', collegeId: MIT, result: 'DENIED', gpa: 3.5, sat: 1001, act: null });

    // A restart finds the mark and sends nothing.
    const before = seen.length;
    expect(await withStore(migrations.length, (store, events) => publishHistoryOnce({ store, events }, log, new Date()))).toBe(0);
    await quietPeriod(300);
    expect(seen).toHaveLength(before);
  });

  it('sends the rules as applied on a store without outcomes, once', async () => {
    await withStore(migrations.length, async (store, events) => {
      await store.write((w) => w.settings.saveRules({ minimumApplicants: 8, studentsMaySee: false }));
      expect(await publishHistoryOnce({ store, events }, log, new Date())).toBe(0);
      expect(await publishHistoryOnce({ store, events }, log, new Date())).toBe(0);
    });
    await eventually(() => expect(of(Subjects.outcomesScattergramRulesChanged)).toEqual([{ minimumApplicants: 8, studentsMaySee: false }]));
    await quietPeriod(300);
    expect(seen).toHaveLength(1);
  });
});
