import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { log, principal, profileEvent, testLists } from '../../test/support/test-lists.js';
import { seedDemoList } from './demo-seed.js';

const [maya, jordan] = DEMO_STUDENT_PROFILES;
const admin = principal('admin-1', 'admin');

let t: Awaited<ReturnType<typeof testLists>>;
beforeEach(async () => { t = await testLists('2026-11-24'); });
afterEach(async () => t.close());

async function learn(ref: { id: string; userId: string }, grade: '11' | '12') {
  await t.directory.profileUpserted(profileEvent({ studentId: ref.id, userId: ref.userId, grade, satScore: 1520 }));
  const s = (await t.store.students.get(ref.id))!;
  await Promise.all([seedDemoList(t.deps, s, log), seedDemoList(t.deps, s, log)]); // side by side, as repeated events are
}

describe('demo lists', () => {
  it('gives Maya five colleges in different states with deadlines within 7, 14 and 30 days, once', async () => {
    await learn(maya, '12');
    const list = await t.applications.list(admin, maya.id);
    expect(list.map((a) => [a.collegeId, a.status, a.plan, a.cycle])).toEqual([
      ['166683', 'submitted', 'EA', 2027], ['139755', 'in_progress', 'EA', 2027], ['110635', 'researching', 'RD', 2027],
      ['227757', 'planning', 'ED', 2027], ['170976', 'researching', 'RD', 2027],
    ]);
    expect(list.find((a) => a.collegeId === '139755')!.missing).toEqual(['Essays', 'Transcript', 'Test scores', 'Recommendation: Ms Lee', 'Application fee']);
    const board = await t.board.board(admin, { scope: 'ALL', dueWithinDays: 30 });
    expect(board.map((r) => r.application.deadline)).toEqual(['2026-11-29', '2026-12-01', '2026-12-06', '2026-12-20']);
    await until('Maya\'s list event', () => t.seen.length === 1);
    await learn(maya, '12');
    await quietPeriod(); // seeded once: nothing to wait for, so room for a second list event to show up
    expect(await t.applications.list(admin, maya.id)).toHaveLength(5);
    expect(t.seen).toHaveLength(1);
  });

  it('gives Jordan three colleges a year out, and leaves an emptied list empty', async () => {
    await learn(jordan, '11');
    const list = await t.applications.list(admin, jordan.id);
    expect(list.map((a) => [a.status, a.cycle])).toEqual([['planning', 2028], ['researching', 2028], ['researching', 2028]]);
    for (const a of list) await t.applications.remove(admin, a.id);
    await learn(jordan, '11');
    expect(await t.applications.list(admin, jordan.id)).toEqual([]);
  });
});
