import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES, DEMO_USERS } from '@counsel/kit';
import { log, principal, profileEvent, testCounseling } from '../../test/support/test-counseling.js';
import { seedDemo } from './demo-seed.js';
import { StudentDirectory } from './student-directory.js';

const [MAYA, JORDAN] = DEMO_STUDENT_PROFILES;
const C = DEMO_USERS[1];
// The demo counselor's token carries no schools claim: the default school, where the demo students are.
const counselor = { ...principal(C.id, 'counselor', undefined, [C.firstName, C.lastName]), email: C.email };
const mayaUser = principal(MAYA.userId, 'student');

let t: Awaited<ReturnType<typeof testCounseling>>;
beforeEach(async () => { t = await testCounseling('2026-11-20T15:00:00.000Z'); });
afterEach(async () => t.close());

async function start() {
  const directory = new StudentDirectory({ store: t.store, onStudent: (s) => seedDemo(t.store, s, log, () => t.clock.now) });
  await directory.profileUpserted(profileEvent({ studentId: MAYA.id, userId: MAYA.userId, firstName: 'Maya', lastName: 'Chen', grade: '12' }));
  await directory.profileUpserted(profileEvent({ studentId: JORDAN.id, userId: JORDAN.userId, firstName: 'Jordan', lastName: 'Rivera', grade: '11' }));
}

describe('demo seed', () => {
  it('gives the demo counselor notes, a meeting today with Maya and tasks with partial completion; once', async () => {
    await start();
    t.clock.now = new Date('2026-11-20T16:00:00.000Z');
    await start(); // a restart: the profile events arrive again
    expect(await t.notes.list(counselor, MAYA.id)).toHaveLength(2);
    expect(await t.notes.list(counselor, JORDAN.id)).toHaveLength(1);
    const today = await t.meetings.todays(counselor);
    expect(today.map((m) => [m.studentName, m.state, m.startsAt])).toEqual([['Maya Chen', 'scheduled', '2026-11-20T17:00:00.000Z']]);
    expect((await t.meetings.myUpcoming(mayaUser)).map((m) => m.note)).toEqual([null]);
    const tasks = await t.tasks.list(counselor, 'MINE');
    expect(tasks.map((s) => [s.done, s.total, s.overdue])).toEqual([[0, 2, 2], [1, 2, 0]]);
    expect((await t.tasks.overdue(counselor)).map((o) => o.studentName)).toEqual(['Maya Chen', 'Jordan Rivera']);
    expect((await t.notes.recent(counselor, 10)).map((n) => n.studentName)).toEqual(['Maya Chen', 'Jordan Rivera', 'Maya Chen']);
  });

  it('dates the meeting today even late in the day', async () => {
    t.clock.now = new Date('2026-11-20T23:50:00.000Z');
    await start();
    expect((await t.meetings.todays(counselor)).map((m) => m.startsAt)).toEqual(['2026-11-20T23:30:00.000Z']);
  });
});
