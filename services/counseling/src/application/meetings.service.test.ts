import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { admin, counselorA, counselorB, jordan, maya, seedStudents, testCounseling } from '../../test/support/test-counseling.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
beforeEach(async () => {
  t = await testCounseling('2026-11-20T15:00:00.000Z');
  await seedStudents(t);
});
afterEach(async () => t.close());

const meeting = (startsAt: string, over: Record<string, unknown> = {}) => ({ startsAt, lengthMinutes: 30, kind: 'individual', topics: ['Essays'], note: 'Counselor only', ...over });

describe('meetings', () => {
  it('gives staff of the student full CRUD, and others of another school 404', async () => {
    const m = await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z'));
    expect(m).toMatchObject({ state: 'scheduled', counselorUserId: 'c-a', counselorName: 'Priya Natarajan', startsAt: '2026-11-20T18:00:00.000Z' });
    const held = await t.meetings.update(admin, m.id, { state: 'held', note: 'Went well', topics: ['Essays', 'Aid'] });
    expect(held).toMatchObject({ state: 'held', note: 'Went well', topics: ['Essays', 'Aid'], lengthMinutes: 30 });
    await expect(t.meetings.list(counselorB, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.update(counselorB, m.id, { state: 'cancelled' })).rejects.toEqual(new NotFoundError('Meeting not found'));
    await expect(t.meetings.update(maya, m.id, { state: 'cancelled' })).rejects.toEqual(new NotFoundError('Meeting not found'));
    expect(await t.meetings.remove(counselorA, m.id)).toBe(true);
    expect(await t.meetings.list(counselorA, 'st-maya')).toEqual([]);
  });

  it('shows the student only their own scheduled meetings, without the counselor\'s note', async () => {
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z'));
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-10T18:00:00Z', { state: 'held' }));
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-25T18:00:00Z', { state: 'cancelled' }));
    const own = await t.meetings.list(maya, 'st-maya');
    expect(own.map((m) => [m.startsAt, m.state, m.note, m.topics])).toEqual([['2026-11-20T18:00:00.000Z', 'scheduled', null, ['Essays']]]);
    expect((await t.meetings.myUpcoming(maya)).map((m) => [m.startsAt, m.note])).toEqual([['2026-11-20T18:00:00.000Z', null]]);
    expect(await t.meetings.myUpcoming(jordan)).toEqual([]);
    await expect(t.meetings.list(jordan, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.create(maya, 'st-maya', meeting('2026-11-20T18:00:00Z'))).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.myUpcoming(counselorA)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('lists the caller\'s meetings today with student names', async () => {
    await t.meetings.create(counselorA, 'st-jordan', meeting('2026-11-20T20:00:00Z'));
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T09:00:00Z', { state: 'held' }));
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-21T09:00:00Z'));
    await t.meetings.create(admin, 'st-maya', meeting('2026-11-20T10:00:00Z'));
    expect((await t.meetings.todays(counselorA)).map((m) => [m.studentName, m.startsAt])).toEqual([
      ['Maya Chen', '2026-11-20T09:00:00.000Z'], ['Jordan Rivera', '2026-11-20T20:00:00.000Z'],
    ]);
    // A client in another zone passes its own day.
    expect((await t.meetings.todays(counselorA, { from: '2026-11-20T12:00:00Z' })).map((m) => m.startsAt)).toEqual(['2026-11-20T20:00:00.000Z', '2026-11-21T09:00:00.000Z']);
    await expect(t.meetings.todays(counselorA, { from: 'x' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('validates after authorizing: kind, length, topics', async () => {
    await expect(t.meetings.create(counselorB, 'st-maya', { kind: 'party' })).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z', { kind: 'party' }))).rejects.toBeInstanceOf(ValidationError);
    await expect(t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z', { lengthMinutes: 0 }))).rejects.toBeInstanceOf(ValidationError);
    await expect(t.meetings.create(counselorA, 'st-maya', meeting('not a date'))).rejects.toBeInstanceOf(ValidationError);
    await expect(t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z', { topics: Array(11).fill('t') })))
      .rejects.toEqual(new ValidationError('At most 10 topics'));
    await expect(t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z', { topics: ['x'.repeat(101)] }))).rejects.toBeInstanceOf(ValidationError);
  });

  it('logs staff reads of a student\'s meetings, not the student\'s own nor the day list', async () => {
    await t.meetings.create(counselorA, 'st-maya', meeting('2026-11-20T18:00:00Z'));
    await t.meetings.list(maya, 'st-maya');
    await t.meetings.todays(counselorA);
    await t.meetings.list(admin, 'st-maya');
    await until('both staff reads', () => t.reads.length >= 2);
    await quietPeriod(150); // no other read may be logged: nothing to wait for, so room for one to show up
    expect(t.reads.map((e) => [e.data.actorId, e.data.parts])).toEqual([['c-a', ['meetings']], ['admin-1', ['meetings']]]);
  });
});
