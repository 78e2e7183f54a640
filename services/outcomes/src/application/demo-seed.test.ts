import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { admin, log, MIT, testOutcomes, type TestOutcomes } from '../../test/support/test-outcomes.js';
import { seedDemoOutcomes } from './demo-seed.js';

let t: TestOutcomes;
beforeEach(async () => { t = await testOutcomes(); });
afterEach(async () => { await t.close(); });

describe('the demo outcomes', () => {
  it('give the demo school three past classes at the demo students\' colleges, once', async () => {
    const n = await seedDemoOutcomes(t.store, log, new Date('2026-11-20T00:00:00.000Z'));
    expect(n).toBeGreaterThan(100);
    expect(await seedDemoOutcomes(t.store, log, new Date('2026-11-20T00:00:00.000Z'))).toBe(0);
    // Their events wait in the outbox for the relay (the dashboards count these classes from them), once.
    const held = await t.store.outbox.pendingEvents(100);
    const pending = held.filter((e) => e.subject === Subjects.outcomesOutcomesRecorded).flatMap((e) => (e.data as { outcomes: { classYear: number }[] }).outcomes);
    expect(pending).toHaveLength(n);
    // The same outcomes as the school's history points, for the colleges service's fit.
    const points = held.filter((e) => e.subject === Subjects.outcomesHistoryRecorded).flatMap((e) => (e.data as { points: unknown[] }).points);
    expect(points).toHaveLength(n);
    expect([...new Set(pending.map((o) => o.classYear))].sort()).toEqual([2023, 2024, 2025]);
    for (const unitid of [MIT, '139755', '227757', '170976', '110635']) {
      const g = await t.scattergrams.scattergram(admin, unitid, DEFAULT_SCHOOL_ID);
      expect(g.status).toBe('SHOWN');
      expect(g.classYears).toEqual([2023, 2024, 2025]);
    }
  });
});
