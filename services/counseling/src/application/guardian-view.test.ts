import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, type Principal } from '@counsel/kit';
import { counselorA, principal, seedStudents, testCounseling } from '../../test/support/test-counseling.js';
import { until } from '../../../kit/test/support/eventually.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
beforeEach(async () => {
  t = await testCounseling('2026-11-20T15:00:00.000Z');
  await seedStudents(t);
});
afterEach(async () => t.close());

/** Maya's guardian (the token's `students` claim names her account). */
const guardian: Principal = { ...principal('g-1', 'guardian', undefined, ['Lucía', 'Chen']), studentUserIds: ['u-maya'] };
const meeting = (startsAt: string, over: Record<string, unknown> = {}) => ({ startsAt, lengthMinutes: 30, kind: 'individual', topics: ['Essays'], note: 'Counselor only', ...over });

describe('a guardian\'s view of counseling', () => {
  it('reads the child\'s scheduled meetings without the note and the open tasks only; each read is logged as a guardian\'s', async () => {
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-25T18:00:00Z'));
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-10T18:00:00Z', { state: 'held' }));
    const open = await t.tasks.create(counselorA, { title: 'Ask two teachers', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    const done = await t.tasks.create(counselorA, { title: 'Send SAT scores', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    await t.tasks.setCompletion(counselorA, done.task.id, 'st-maya', true);

    const meetings = await t.meetings.list(guardian, 'st-maya');
    expect(meetings.map((m) => [m.startsAt, m.note])).toEqual([['2026-11-25T18:00:00.000Z', null]]);
    expect((await t.tasks.ofStudent(guardian, 'st-maya')).map((a) => a.task.id)).toEqual([open.task.id]);
    await until('two guardian reads', () => t.reads.filter((e) => e.data.actorRole === 'guardian').length === 2);
    expect(t.reads.filter((e) => e.data.actorRole === 'guardian').map((e) => e.data.parts)).toEqual([['meetings'], ['tasks']]);
  });

  it('never reads notes, another student, or writes anything', async () => {
    await t.notes.create(counselorA, 'st-maya', { body: '<p>Private</p>' });
    const m = await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-25T18:00:00Z'));
    const task = await t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    await expect(t.notes.list(guardian, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.list(guardian, 'st-jordan')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.tasks.ofStudent(guardian, 'st-jordan')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.create(guardian, 'st-maya', meeting('2026-11-26T18:00:00Z'))).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.update(guardian, m.id, { note: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(t.tasks.setCompletion(guardian, task.task.id, 'st-maya', true)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
