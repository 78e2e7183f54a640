import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '@counsel/kit';
import { Subjects, type OutcomesRecorded } from '@counsel/proto-events';
import { eventually } from '../../../kit/test/support/eventually.js';
import { admin, carl, guardian, priya, student, teacher, testReporting, type TestReporting } from '../../test/support/test-reporting.js';
import { HISTORY_REPORT_NAMES, type HistoryReportName } from '../domain/history-reports.js';
import type { ReportRow } from '../domain/reports.js';

type Row = OutcomesRecorded['outcomes'][number];
const RESULTS: Row['result'][] = ['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING'];
const COLLEGES = ['166683', '227757', '139755', '110635'];
const NAMES: Record<string, string> = { 166683: 'MIT', 227757: 'Rice University', 139755: 'Georgia Tech' }; // 110635: never on a list

/** Ten years of three schools' outcomes, some decided again later; the final rows by id are what every figure counts. */
function makeHistory() {
  let seed = 7;
  const rand = () => { seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31; return seed / 2 ** 31; };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const rows: Row[] = Array.from({ length: 900 }, (_, i) => ({
    outcomeId: `o-${i}`, schoolId: pick(['school-a', 'school-b', 'school-c']), classYear: 2016 + Math.floor(rand() * 10), collegeId: pick(COLLEGES), result: pick(RESULTS),
  }));
  const later = rows.filter(() => rand() < 0.2).map((r) => ({ ...r, result: pick(RESULTS) }));
  const final = new Map([...rows, ...later].map((r) => [r.outcomeId, r]));
  return { rows, later, final: [...final.values()] };
}

interface Scope { schools: string[] | 'all'; classYear: number | null }
const admitted = (r: Row) => r.result === 'ADMITTED' || r.result === 'ENROLLED';

/** Each figure counted straight from the final rows, with no code of the service's. */
function direct(rows: Row[], name: HistoryReportName, sc: Scope): Record<string, number[]> {
  const inScope = rows.filter((r) => (sc.schools === 'all' || sc.schools.includes(r.schoolId)) && (sc.classYear === null || r.classYear === sc.classYear));
  const out: Record<string, number[]> = {};
  for (const r of inScope) {
    if (name === 'outcomes-by-class-year') {
      const v = (out[`class-${r.classYear}`] ??= [0, 0, 0, 0, 0]);
      v[0] += 1;
      v[1] += admitted(r) ? 1 : 0;
      v[2] += r.result === 'ENROLLED' ? 1 : 0;
      v[3] += r.result === 'WAITLISTED' ? 1 : 0;
      v[4] += r.result === 'DENIED' ? 1 : 0;
    } else {
      const v = (out[r.collegeId] ??= [0, 0]);
      v[0] += admitted(r) ? 1 : 0;
      v[1] += 1;
    }
  }
  return out;
}

const asRecord = (rows: ReportRow[]) => Object.fromEntries(rows.map((r) => [r.key, r.values]));

describe('past classes\' reports against a direct count over the same outcomes', () => {
  let t: TestReporting;
  const h = makeHistory();
  beforeAll(async () => {
    t = await testReporting();
    const batch = (rows: Row[], time: string) => Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => ({
      subject: Subjects.outcomesOutcomesRecorded, data: { outcomes: rows.slice(i * 500, i * 500 + 500) }, opts: { time },
    }));
    await t.bus.publishBatch(batch(h.rows, '2026-06-01T00:00:00.000Z'));
    await t.bus.publish(Subjects.collegesListChanged, {
      studentId: 'st-1', studentUserId: 'u-1', updatedAt: '2026-11-01T00:00:00.000Z',
      applications: Object.entries(NAMES).map(([collegeId, collegeName], i) => ({
        applicationId: `a-${i}`, collegeId, collegeName, city: null, state: null, plan: null, status: 'researching', deadline: null, missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [],
      })),
    });
    await eventually(async () => expect(asRecord((await t.reports.report(admin, { name: 'outcomes-by-class-year' })).rows)).toEqual(direct(h.rows, 'outcomes-by-class-year', { schools: 'all', classYear: null })), { timeoutMs: 20_000 });
    // Later decisions, and the first events again (a redelivery): the counts follow the newest row of each outcome.
    await t.bus.publishBatch(batch(h.later, '2026-08-01T00:00:00.000Z'));
    await t.bus.publishBatch(batch(h.rows, '2026-06-01T00:00:00.000Z'));
    await eventually(async () => expect(asRecord((await t.reports.report(admin, { name: 'outcomes-by-college' })).rows)).toEqual(direct(h.final, 'outcomes-by-college', { schools: 'all', classYear: null })), { timeoutMs: 20_000 });
  }, 40_000);
  afterAll(async () => { await t.close(); });

  const scopes: [string, Scope, { schoolId?: string; classYear?: number }][] = [
    ['the district', { schools: 'all', classYear: null }, {}],
    ['one school', { schools: ['school-a'], classYear: null }, { schoolId: 'school-a' }],
    ['one class of one school', { schools: ['school-b'], classYear: 2019 }, { schoolId: 'school-b', classYear: 2019 }],
    ['one class of the district', { schools: 'all', classYear: 2024 }, { classYear: 2024 }],
  ];
  for (const name of HISTORY_REPORT_NAMES) {
    it.each(scopes)(`${name}: %s`, async (_label, scope, args) => {
      const r = await t.reports.report(admin, { name, ...args });
      expect(asRecord(r.rows)).toEqual(direct(h.final, name, scope));
      expect(r.rows.length).toBeGreaterThan(0);
      expect(r.updatedAt).toBe('2026-08-01T00:00:00.000Z');
    });
  }

  it('orders the classes newest first and names colleges as their lists do, by id when no list named one', async () => {
    const classes = await t.reports.report(admin, { name: 'outcomes-by-class-year' });
    expect(classes.rows.map((r) => r.label)).toEqual(Array.from({ length: 10 }, (_, i) => `Class of ${2025 - i}`));
    expect(classes.columns).toEqual(['Applications', 'Admitted', 'Enrolled', 'Waitlisted', 'Denied']);
    const colleges = await t.reports.report(admin, { name: 'outcomes-by-college' });
    expect(colleges.rows.map((r) => r.label).sort()).toEqual(['110635', 'Georgia Tech', 'MIT', 'Rice University']);
    const admits = colleges.rows.map((r) => r.values[0]);
    expect(admits).toEqual([...admits].sort((a, b) => b - a));
  });

  it('reads a counselor their schools\' history only, and offers the past classes in the filters', async () => {
    for (const name of HISTORY_REPORT_NAMES) {
      expect(asRecord((await t.reports.report(priya, { name })).rows)).toEqual(direct(h.final, name, { schools: ['school-a'], classYear: null }));
    }
    await expect(t.reports.report(carl, { name: 'outcomes-by-class-year', schoolId: 'school-a' })).rejects.toThrow(NotFoundError);
    const years = h.final.filter((r) => r.schoolId === 'school-b').map((r) => r.classYear);
    expect((await t.reports.filters(carl)).classYears).toEqual([...new Set(years)].sort((a, b) => b - a));
    for (const p of [student, teacher, guardian]) await expect(t.reports.report(p, { name: 'outcomes-by-college' })).rejects.toThrow(ForbiddenError);
  });

  it('writes the CSV of a past classes\' report with its rows', async () => {
    const csv = await t.reports.csv(admin, { name: 'outcomes-by-class-year', classYear: 2020 });
    const r = await t.reports.report(admin, { name: 'outcomes-by-class-year', classYear: 2020 });
    expect(csv.trim().split('\r\n')).toEqual(['Outcomes by class year,Applications,Admitted,Enrolled,Waitlisted,Denied', ...r.rows.map((x) => [x.label, ...x.values].join(','))]);
  });

  it('shows the past classes\' reports on the dashboard with the current ones', async () => {
    const names = (await t.reports.dashboard(admin, {})).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([...HISTORY_REPORT_NAMES, 'funnel']));
  });
});
