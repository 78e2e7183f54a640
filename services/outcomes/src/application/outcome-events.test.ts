import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventEnvelope, type HistoryRecorded, type OutcomesRecorded, type ScattergramRulesChanged } from '@counsel/proto-events';
import { eventually, quietPeriod } from '../../../kit/test/support/eventually.js';
import { admin, MAYA, MIT, pastClass, testOutcomes, type TestOutcomes } from '../../test/support/test-outcomes.js';

let t: TestOutcomes;
let seen: EventEnvelope<OutcomesRecorded>[];
beforeEach(async () => {
  t = await testOutcomes();
  seen = await t.bus.record(Subjects.outcomesOutcomesRecorded) as EventEnvelope<OutcomesRecorded>[];
});
afterEach(async () => { await t.close(); });

const rows = () => seen.flatMap((e) => e.data.outcomes);
const GT = '139755';

describe('outcomes reported for the district\'s history', () => {
  it('reports an applied import\'s rows with its commit, anonymous, at most 500 an event', async () => {
    await pastClass(t, 3);
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => [r.schoolId, r.classYear, r.collegeId, r.result]).sort()).toEqual([
      ['school-a', 2025, MIT, 'ADMITTED'], ['school-a', 2025, MIT, 'DENIED'], ['school-a', 2025, MIT, 'DENIED'],
    ]);
    for (const r of rows()) expect(Object.keys(r).sort()).toEqual(['classYear', 'collegeId', 'outcomeId', 'result', 'schoolId']);
    const big = ['class_year,college_unitid,plan,result', ...Array.from({ length: 1_200 }, (_, i) => `2024,${MIT},RD,${i % 4 ? 'denied' : 'admitted'}`)].join('\n');
    const imp = await t.imports.start(admin, 'school-a', big, 'big.csv');
    await t.imports.apply(admin, imp.id, false);
    await eventually(() => expect(rows()).toHaveLength(1_203));
    expect(seen.map((e) => e.data.outcomes.length).slice(1).sort((a, b) => a - b)).toEqual([200, 500, 500]);
    expect(new Set(rows().map((r) => r.outcomeId)).size).toBe(1_203);
  });

  it('reports a graduating class\'s outcomes once, and a decision that came later under the same id', async () => {
    await t.profile(MAYA);
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'waitlisted' }, { applicationId: 'a-mit', collegeId: MIT, status: 'planning' }]);
    await t.graduate(MAYA, '2027-06-15T09:00:00.000Z');
    await t.graduate(MAYA, '2027-06-15T09:00:00.000Z'); // redelivered: nothing new
    await eventually(() => expect(rows()).toHaveLength(1));
    const [first] = rows();
    expect(first).toMatchObject({ schoolId: 'school-a', classYear: 2027, collegeId: GT, result: 'WAITLISTED' });
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'waitlisted' }]); // no change: no event
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'admitted' }]);
    await eventually(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toEqual({ ...first, result: 'ADMITTED' });
    expect(seen).toHaveLength(2);
  });

  it('reports the same outcomes as history points with their scores and no class year, by the same ids', async () => {
    const points = await t.bus.record(Subjects.outcomesHistoryRecorded) as EventEnvelope<HistoryRecorded>[];
    await pastClass(t, 3);
    await eventually(() => expect(points.flatMap((e) => e.data.points)).toHaveLength(3));
    const all = points.flatMap((e) => e.data.points);
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(new Set(all.map((p) => p.outcomeId))).toEqual(new Set(rows().map((r) => r.outcomeId)));
    expect(all.map((p) => [p.collegeId, p.result, p.gpa, p.sat, p.act]).sort()).toEqual([
      [MIT, 'ADMITTED', 3.5, 1400, null], [MIT, 'DENIED', 3.51, 1410, null], [MIT, 'DENIED', 3.52, 1420, null],
    ]);
    for (const p of all) expect(Object.keys(p).sort()).toEqual(['act', 'collegeId', 'gpa', 'outcomeId', 'result', 'sat', 'schoolId']);
  });

  it('reports the scattergram rules as applied when an admin changes a switch, and not for another setting', async () => {
    const rules = await t.bus.record(Subjects.outcomesScattergramRulesChanged) as EventEnvelope<ScattergramRulesChanged>[];
    await t.setting('scattergram_min_applicants', '8');
    await t.setting('scattergram_students', 'false');
    await t.setting('scattergram_min_applicants', 'many');
    await t.setting('school_year_start', '08-01');
    await eventually(() => expect(rules.map((e) => e.data)).toEqual([{ minimumApplicants: 8, studentsMaySee: true }, { minimumApplicants: 8, studentsMaySee: false }]));
    await quietPeriod(300);
    expect(rules).toHaveLength(2);
  });
});
