import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { openSqlite, type SqliteDatabase } from '@counsel/kit';
import type { OutcomeFact, OutcomeResult } from '../../ports/outcome-history.js';
import { outcomeHistoryMigrations } from './outcome-history-migrations.js';
import { byClassSql, SqliteOutcomeHistory } from './sqlite-outcome-history.js';

const RESULTS: OutcomeResult[] = ['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED'];
let db: SqliteDatabase;
let history: SqliteOutcomeHistory;
beforeEach(() => {
  db = openSqlite(':memory:', 'reporting-history', outcomeHistoryMigrations);
  history = new SqliteOutcomeHistory(db);
});
afterEach(() => history.close());

/** Outcomes spread over 3 schools, 4 classes, 40 colleges and every result, some decided again later. */
async function recordSpread() {
  const outcomes: OutcomeFact[] = [];
  for (let i = 0; i < 600; i++) {
    outcomes.push({ outcomeId: `o-${i}`, schoolId: `school-${i % 3}`, classYear: 2020 + (i % 4), collegeId: `c-${(i * 7) % 40}`, result: RESULTS[(i * 3) % 5] });
  }
  await history.record(outcomes, '2026-06-01T00:00:00.000Z');
  await history.record(outcomes.slice(0, 100).map((o) => ({ ...o, result: 'ENROLLED' })), '2026-07-01T00:00:00.000Z');
}

const direct = (where: string, ...args: (string | number)[]) => db.prepare(`SELECT class_year AS classYear, result, count(*) AS n FROM outcome_facts
  WHERE ${where} GROUP BY class_year, result ORDER BY class_year, result`).all(...args);
const sorted = <T extends { classYear: number; result: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.classYear - b.classYear || a.result.localeCompare(b.result));

it('counts outcomes by class as a direct count of the outcomes does, for the district, a school and a class', async () => {
  await recordSpread();
  expect(sorted(await history.byClass({ schoolIds: 'all', classYear: null }))).toEqual(direct('1 = 1'));
  expect(sorted(await history.byClass({ schoolIds: ['school-1'], classYear: null }))).toEqual(direct('school_id = ?', 'school-1'));
  expect(sorted(await history.byClass({ schoolIds: ['school-0', 'school-2'], classYear: 2021 })))
    .toEqual(direct('school_id IN (?, ?) AND class_year = ?', 'school-0', 'school-2', 2021));
  expect(direct('1 = 1')).toContainEqual({ classYear: 2020, result: 'ENROLLED', n: expect.any(Number) });
});

// One class is a few rows of the primary key already; every class is where the primary key reads every college.
it('reads outcomes by class of every class through the every-college index, not every college\'s rows', () => {
  for (const schools of [1, 2]) {
    const args = [...Array.from({ length: schools }, (_, i) => `school-${i}`), -1];
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${byClassSql(schools, null)}`).all(...args) as { detail: string }[]).map((r) => r.detail).join('\n');
    expect(plan).toContain('outcome_counts_every_college');
  }
});
