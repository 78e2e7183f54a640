import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { subscribeAll, type Subscription } from '@counsel/kit';
import { Subjects, type HistoryRecorded } from '@counsel/proto-events';
import { eventually } from '../../../kit/test/support/eventually.js';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';
import { historyCopyHandlers } from './history-copies.js';

// The fit from the student's school's own history, fed through the bus as the outcomes service sends it.
const MIT = '166683'; // the catalog says 4.1% admitted: a REACH from the catalog whatever the scores
const maya = principal('u-maya', 'student');
const counselorA = principal('c-a', 'counselor', ['school-a']);
const guardianOfMaya = { ...principal('g-1', 'guardian'), studentUserIds: ['u-maya'] };

let t: Awaited<ReturnType<typeof testLists>>;
let subs: Subscription[];
let n = 0;
beforeEach(async () => {
  t = await testLists('2026-11-20');
  subs = await subscribeAll(t.bus, historyCopyHandlers(t.history));
  await t.directory.profileUpserted(mayaProfile());
  await t.applications.add(maya, 'st-maya', { collegeId: MIT });
});
afterEach(async () => { for (const s of subs) await s.stop(); await t.close(); });

const mayaProfile = () => profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', gpa: 3.8, satScore: 1400 });
const point = (schoolId: string, result: HistoryRecorded['points'][number]['result'], gpa: number, sat: number) =>
  ({ outcomeId: `o-${++n}`, schoolId, collegeId: MIT, result, gpa, sat, act: null });
/** Admitted at GPA 3.6-4.0 and SAT 1300-1500 (five of them: middle 50% 3.7-3.9 and 1350-1450), then again from the lowest. */
const admitted = (schoolId: string, count: number) =>
  Array.from({ length: count }, (_, i) => point(schoolId, 'ADMITTED', (36 + (i % 5)) / 10, 1300 + (i % 5) * 50));
const send = (points: HistoryRecorded['points']) => t.bus.publish(Subjects.outcomesHistoryRecorded, { points });
const rules = (minimumApplicants: number, studentsMaySee: boolean) => t.bus.publish(Subjects.outcomesScattergramRulesChanged, { minimumApplicants, studentsMaySee });
const codeFor = async (p = maya) => (await t.applications.list(p, 'st-maya'))[0].fit.reasonText.code;

describe('the fit from the school\'s own history', () => {
  it('decides once the school has the minimum of past applicants and the rules are known, for the student and staff alike', async () => {
    await send(admitted('school-a', 5));
    await eventually(async () => expect(await t.store.history.pointsAt(['school-a'], [MIT])).toHaveLength(5));
    // No rules received yet: the catalog's fit.
    expect(await codeFor()).toBe('RATE_UNDER_15');
    await rules(5, true);
    await eventually(async () => expect(await codeFor()).toBe('SCHOOL_HISTORY_WITHIN'));
    const [view] = await t.applications.list(counselorA, 'st-maya');
    expect(view.fit).toEqual({
      level: 'MATCH',
      reason: "GPA 3.8 is within the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 5 past applicants were admitted",
      reasonText: { code: 'SCHOOL_HISTORY_WITHIN', test: 'GPA', gpa: 3.8, gpaP25: 3.7, gpaP75: 3.9, applicants: 5, admitted: 5 },
    });
    expect((await t.applications.list(guardianOfMaya, 'st-maya'))[0].fit.reasonText.code).toBe('SCHOOL_HISTORY_WITHIN');
  });

  it('stays on the catalog one applicant under the minimum, and counts only the student\'s own school', async () => {
    await rules(5, true);
    await send([...admitted('school-a', 4), ...admitted('school-b', 6)]);
    await eventually(async () => expect(await t.store.history.pointsAt(['school-a', 'school-b'], [MIT])).toHaveLength(10));
    await eventually(async () => expect(await t.store.history.rules()).toEqual({ minimumApplicants: 5, studentsMaySee: true }));
    expect(await codeFor()).toBe('RATE_UNDER_15');
    await send([point('school-a', 'DENIED', 3.2, 1200)]);
    await eventually(async () => expect(await codeFor()).toBe('SCHOOL_HISTORY_WITHIN'));
    // The district raises the minimum: back to the catalog.
    await rules(6, true);
    await eventually(async () => expect(await codeFor()).toBe('RATE_UNDER_15'));
  });

  it('is the catalog\'s for everyone while students may not see scattergrams, so the label tells a student nothing the switch hides', async () => {
    await rules(5, true);
    await send(admitted('school-a', 6));
    await eventually(async () => expect(await codeFor()).toBe('SCHOOL_HISTORY_WITHIN'));
    await rules(5, false);
    await eventually(async () => expect(await codeFor()).toBe('RATE_UNDER_15'));
    expect(await codeFor(counselorA)).toBe('RATE_UNDER_15');
    expect((await t.applications.list(maya, 'st-maya'))[0].fit).toEqual((await t.applications.list(counselorA, 'st-maya'))[0].fit);
    await rules(5, true);
    await eventually(async () => expect(await codeFor(counselorA)).toBe('SCHOOL_HISTORY_WITHIN'));
  });

  it('rates the board\'s rows from each row\'s school', async () => {
    await rules(5, true);
    await send(admitted('school-a', 5));
    const [a] = await t.applications.list(maya, 'st-maya');
    await t.applications.update(counselorA, a.id, { deadline: '2026-12-01' });
    await eventually(async () => {
      const rows = await t.board.board(counselorA, { dueWithinDays: 30, scope: 'SCHOOL' });
      expect(rows.map((r) => r.application.fit.reasonText.code)).toEqual(['SCHOOL_HISTORY_WITHIN']);
    });
  });

  it('takes the GPA a read model kept from before lacked from the profile published again, and nothing from it a second time', async () => {
    await rules(5, true);
    await send(admitted('school-a', 5));
    await eventually(async () => expect(await codeFor()).toBe('SCHOOL_HISTORY_WITHIN'));
    // Maya as colleges kept her before it kept a GPA: the catalog's fit.
    const held = (await t.store.students.get('st-maya'))!;
    await t.store.write((w) => w.students.save({ ...held, gpa: null }));
    expect(await codeFor()).toBe('RATE_UNDER_15');
    await eventually(async () => expect(t.seen).toHaveLength(1)); // the list's event for the application added

    // The students service publishes her unchanged profile again (once, after the upgrade): the history fit applies,
    // and the list goes out again with it.
    await t.directory.profileUpserted(mayaProfile());
    expect(await t.store.students.get('st-maya')).toEqual(held);
    expect(await codeFor()).toBe('SCHOOL_HISTORY_WITHIN');
    await eventually(async () => expect(t.seen).toHaveLength(2));
    await eventually(async () => expect(await t.store.outbox.pendingEvents(10)).toEqual([])); // relayed and forgotten

    // The same profile again (a restart's redelivery): the read model, the list and the outbox stay as they are.
    const list = await t.applications.list(maya, 'st-maya');
    await t.directory.profileUpserted(mayaProfile());
    expect(await t.store.students.get('st-maya')).toEqual(held);
    expect(await t.applications.list(maya, 'st-maya')).toEqual(list);
    expect(await t.store.outbox.pendingEvents(10)).toEqual([]);
    expect(t.seen).toHaveLength(2);
  });
});
