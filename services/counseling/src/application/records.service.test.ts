import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, UnauthenticatedError, type RecordExportPart } from '@counsel/kit';
import { Subjects, type DeletionRequested, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, jordan, maya, profileEvent, seedStudents, testCounseling } from '../../test/support/test-counseling.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
let shared: string;
let solo: string;
beforeEach(async () => {
  t = await testCounseling();
  await seedStudents(t);
  const note = await t.notes.create(counselorA, 'st-maya', { body: '<p>v1</p>', tags: ['college'] });
  await t.notes.update(counselorA, note.id, { body: '<p>v2</p>' });
  await t.notes.create(counselorA, 'st-jordan', { body: 'Jordan note' });
  await t.meetings.create(counselorA, 'st-maya', { startsAt: '2026-11-21T10:00:00Z', lengthMinutes: 30, kind: 'virtual', note: 'private' });
  await t.meetings.create(counselorA, 'st-jordan', { startsAt: '2026-11-21T11:00:00Z', lengthMinutes: 30, kind: 'family' });
  shared = (await t.tasks.create(counselorA, { title: 'Shared', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya', 'st-jordan'] } })).task.id;
  solo = (await t.tasks.create(counselorA, { title: 'Maya only', dueDate: '2026-12-02', assignees: { studentIds: ['st-maya'] } })).task.id;
  await t.tasks.setCompletion(maya, solo, 'st-maya', true);
});
afterEach(async () => t.close());

const request = (deletionId = 'del-1'): DeletionRequested => ({ deletionId, studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request', requestedBy: 'admin-1' });
const at = '2026-11-20T15:00:00.000Z';
const exported = async (p: Parameters<typeof t.records.exportPart>[0], studentId = 'st-maya', userId = 'u-maya') =>
  JSON.parse(JSON.stringify(await t.records.exportPart(p, { studentId: studentId, studentUserId: userId }))) as RecordExportPart;

describe('record export part', () => {
  it('holds notes with their history, meetings and task assignments with titles and dates', async () => {
    const part = await exported(admin);
    expect(part.service).toBe('counseling');
    const notes = part.items.notes as { body: string; history: { previousBody: string }[] }[];
    expect(notes.map((n) => [n.body, n.history.map((h) => h.previousBody)])).toEqual([['<p>v2</p>', ['<p>v1</p>']]]);
    expect((part.items.meetings as { kind: string; note: string }[]).map((m) => [m.kind, m.note])).toEqual([['virtual', 'private']]);
    expect(part.items.taskAssignments).toEqual([
      expect.objectContaining({ title: 'Shared', dueDate: '2026-12-01', done: false }),
      expect.objectContaining({ title: 'Maya only', dueDate: '2026-12-02', done: true, doneBy: 'u-maya' }),
    ]);
    expect(JSON.stringify(part)).not.toMatch(/Jordan note|family/);
  });

  it('is for an admin or the student themself only, checked against the owner counseling holds', async () => {
    // The student's own copy: their meetings and tasks, never counselors' notes (nor a meeting's note).
    const own = await exported(maya);
    expect(own.items.notes).toBeUndefined();
    expect((own.items.meetings as { kind: string; note?: string }[]).map((m) => [m.kind, m.note])).toEqual([['virtual', undefined]]);
    expect(JSON.stringify(own)).not.toMatch(/private|v1|v2/);
    expect(own.items.taskAssignments).toHaveLength(2);
    await expect(t.records.exportPart(counselorA, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.records.exportPart(jordan, { studentId: 'st-maya', studentUserId: 'u-jordan' })).rejects.toBeInstanceOf(ForbiddenError); // the claimed owner is not believed
    await expect(t.records.exportPart(null, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toBeInstanceOf(UnauthenticatedError);
    // A student counseling never heard of: an empty part for their own account, else forbidden.
    expect(await t.records.exportPart(principalOf('u-ghost'), { studentId: 'st-ghost', studentUserId: 'u-ghost' })).toEqual({ service: 'counseling', items: {} });
    await expect(t.records.exportPart(maya, { studentId: 'st-ghost', studentUserId: 'u-ghost' })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

const principalOf = (userId: string) => ({ ...maya, userId });

describe('erasure', () => {
  const confirmations = (seen: EventEnvelope[]) => seen.map((e) => e.data as RecordErased);

  it('removes everything of the student, keeps the other\'s, confirms counts once (durable consumer, redelivery)', async () => {
    const seen = await t.bus.record(Subjects.counselingRecordErased);
    const subs = await Promise.all(t.participant.subscriptions.map((h) => h.subscribe(t.bus)));
    try {
      await t.bus.publish(Subjects.recordsDeletionRequested, request());
      await t.bus.publish(Subjects.recordsDeletionRequested, request()); // redelivered
      await until('the confirmation', () => seen.length === 1);
      await quietPeriod(); // confirmed once despite the redelivery: nothing to wait for, so room for a second one
      expect(confirmations(seen)).toEqual([{ deletionId: 'del-1', studentId: 'st-maya', removed: [
        { item: 'notes', count: 1 }, { item: 'note edits', count: 1 }, { item: 'meetings', count: 1 },
        { item: 'task assignments', count: 2 }, { item: 'tasks', count: 1 }, { item: 'student record', count: 1 },
      ] }]);
    } finally {
      for (const s of subs) await s.stop();
    }
    const left = await t.store.erasures.holdings('st-maya');
    expect(left).toEqual({ student: null, notes: [], revisions: [], meetings: [], assignments: [], soleTasks: 0 });
    expect(await t.store.tasks.get(solo)).toBeNull();
    // Jordan's notes, meetings and the shared task are untouched.
    expect((await t.notes.list(counselorA, 'st-jordan')).map((n) => n.body)).toEqual(['Jordan note']);
    expect(await t.meetings.list(counselorA, 'st-jordan')).toHaveLength(1);
    expect((await t.tasks.list(counselorA, 'ALL')).map((s) => [s.task.id, s.total])).toEqual([[shared, 1]]);
    const raw = t.store.db.prepare("SELECT (SELECT COUNT(*) FROM notes WHERE student_id = 'st-maya') + (SELECT COUNT(*) FROM note_revisions WHERE student_id = 'st-maya') AS n").get() as { n: number };
    expect(raw.n).toBe(0);
  });

  it('confirms zeros for a student it holds nothing of, and a late profile event does not recreate the erased', async () => {
    const seen = await t.bus.record(Subjects.counselingRecordErased);
    await t.participant.erase({ ...request(), at });
    await t.participant.erase({ ...request('del-2'), studentId: 'st-ghost', studentUserId: 'u-ghost', at });
    await until('both confirmations', () => seen.length === 2);
    expect(confirmations(seen)[1].removed.every((r) => r.count === 0)).toBe(true);
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a' }));
    expect(await t.store.students.get('st-maya')).toBeNull();
    await expect(t.notes.create(counselorA, 'st-maya', { body: 'x' })).rejects.toEqual(new NotFoundError('Student not found'));
  });
});
