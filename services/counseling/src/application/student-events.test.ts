import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventEnvelope, type MeetingChanged, type TaskChanged } from '@counsel/proto-events';
import { admin, counselorA, maya, seedStudents, testCounseling } from '../../test/support/test-counseling.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
let tasks: EventEnvelope<TaskChanged>[];
let meetings: EventEnvelope<MeetingChanged>[];
beforeEach(async () => {
  t = await testCounseling('2026-11-20T15:00:00.000Z');
  await seedStudents(t);
  tasks = await t.bus.record(Subjects.counselingTaskChanged) as EventEnvelope<TaskChanged>[];
  meetings = await t.bus.record(Subjects.counselingMeetingChanged) as EventEnvelope<MeetingChanged>[];
});
afterEach(async () => t.close());

describe('what counseling tells other services of tasks and meetings (through its outbox)', () => {
  it('publishes a task given, edited, ticked and removed, with its due date and students', async () => {
    const created = await t.tasks.create(counselorA, { title: 'Send transcript', dueDate: '2026-11-21', assignees: { studentIds: ['st-maya', 'st-jordan'] } });
    await t.tasks.update(counselorA, created.task.id, { dueDate: '2026-11-24' });
    await t.tasks.setCompletion(maya, created.task.id, 'st-maya', true);
    await t.tasks.remove(admin, created.task.id);
    await until('four task events', () => tasks.length === 4);
    expect(tasks.map((e) => [e.data.change, e.data.dueDate, [...e.data.studentIds].sort()])).toEqual([
      ['assigned', '2026-11-21', ['st-jordan', 'st-maya']], ['edited', '2026-11-24', ['st-jordan', 'st-maya']], ['done', '2026-11-24', ['st-maya']], ['removed', '2026-11-24', ['st-jordan', 'st-maya']],
    ]);
  });

  it('publishes a meeting scheduled, moved and cancelled, never its note or topics; a held meeting tells nothing', async () => {
    const m = await t.meetings.create(counselorA, 'st-maya', { startsAt: '2026-11-24T18:00:00Z', lengthMinutes: 30, kind: 'individual', topics: ['Essays'], note: 'Worried about her father' });
    await t.meetings.update(counselorA, m.id, { note: 'Only the note changed' });
    await t.meetings.update(counselorA, m.id, { startsAt: '2026-11-25T18:00:00Z' });
    await t.meetings.update(counselorA, m.id, { state: 'cancelled' });
    await t.meetings.create(counselorA, 'st-maya', { startsAt: '2026-11-10T18:00:00Z', lengthMinutes: 30, kind: 'individual', state: 'held', note: 'Held' });
    await until('three meeting events', () => meetings.length === 3);
    await quietPeriod();
    expect(meetings.map((e) => [e.data.change, e.data.startsAt])).toEqual([
      ['scheduled', '2026-11-24T18:00:00.000Z'], ['moved', '2026-11-25T18:00:00.000Z'], ['cancelled', '2026-11-25T18:00:00.000Z'],
    ]);
    const wire = JSON.stringify(meetings.map((e) => e.data));
    for (const secret of ['father', 'Only the note', 'Essays']) expect(wire).not.toContain(secret);
  });
});
