import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { admin, bea, maya, priya, profile, seedPeople, linkedGuardians, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';

let t: TestNotifications;
beforeEach(async () => {
  t = await testNotifications();
  await seedPeople(t);
  await t.bus.publish(Subjects.lettersRequestChanged, {
    requestId: 'r-1', studentId: 'st-maya', studentUserId: 'u-maya', teacherUserId: 'u-daniel', teacherName: 'Daniel', applicationIds: [], state: 'accepted', waived: true, at: '2026-11-20T15:00:00.000Z',
  });
  await t.bus.publish(Subjects.counselingTaskChanged, {
    taskId: 'task-1', title: 'Essay', dueDate: '2026-12-01', applicationId: null, studentIds: ['st-maya', 'st-bea'], change: 'assigned', at: '2026-11-20T15:00:00.000Z',
  });
  await t.inboxOf('u-maya', 2);
  await t.inboxOf('u-priya', 1);
  await t.inboxOf('u-bea', 1);
});
afterEach(async () => { await t.close(); });

describe("the notifications part of a student's record", () => {
  it('exports the student\'s own notifications and preferences to them and to admins only', async () => {
    await t.inbox.updatePreferences(maya, [{ kind: 'TASK_DUE', delivery: 'OFF' }]);
    const part = await t.records.exportPart(maya, { studentId: 'st-maya', studentUserId: 'u-maya' });
    expect(part.service).toBe('notifications');
    expect((part.items.notifications as { kind: string }[]).map((n) => n.kind).sort()).toEqual(['LETTER_ACCEPTED', 'TASK_ASSIGNED']);
    expect(part.items.preferences).toEqual({ TASK_DUE: 'OFF' });
    expect((await t.records.exportPart(admin, { studentId: 'st-maya', studentUserId: 'u-maya' })).items.notifications).toHaveLength(2);
    await expect(t.records.exportPart(priya, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toThrow(ForbiddenError);
    await expect(t.records.exportPart(bea, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toThrow(ForbiddenError);
  });

  it('erases every notification about the student or to them, once, and confirms the same counts on redelivery', async () => {
    const confirmed = await t.bus.record(Subjects.notificationsRecordErased) as EventEnvelope<RecordErased>[];
    const rosaLink = { linkId: 'l-1', guardianUserId: 'u-rosa', studentUserId: 'u-maya', active: true };
    await t.bus.publish(Subjects.identityGuardianLinkChanged, rosaLink);
    await until('her guardian', async () => (await linkedGuardians(t, 'u-maya')).length === 1);
    const request = { deletionId: 'del-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request' as const, requestedBy: 'u-admin' };
    await t.bus.publish(Subjects.recordsDeletionRequested, request);
    await t.bus.publish(Subjects.recordsDeletionRequested, request);
    await until('two confirmations', () => confirmed.length === 2);
    expect(confirmed.map((e) => e.data.removed)).toEqual([
      [{ item: 'notifications', count: 3 }, { item: 'application deadlines', count: 0 }, { item: 'tasks', count: 1 }, { item: 'student record', count: 2 }],
      [{ item: 'notifications', count: 3 }, { item: 'application deadlines', count: 0 }, { item: 'tasks', count: 1 }, { item: 'student record', count: 2 }],
    ]);
    expect((await t.store.inbox.page('u-maya', false, 10, 0)).total).toBe(0);
    expect((await t.store.inbox.page('u-priya', false, 10, 0)).total).toBe(0); // the counselor's note of her letter went too
    expect((await t.store.inbox.page('u-bea', false, 10, 0)).total).toBe(1);
    // A late event about her rebuilds nothing.
    await t.bus.publish(Subjects.studentsProfileUpserted, profile('st-maya', 'u-maya', 'school-a', 'Maya', null, null));
    await t.bus.publish(Subjects.collegesListChanged, { studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: 'x', applications: [] });
    await t.bus.publish(Subjects.identityUserCreated, { userId: 'u-maya', email: 'maya@students.district.org', role: 'student', createdBy: null });
    await t.bus.publish(Subjects.identityGuardianLinkChanged, rosaLink);
    await quietPeriod(500);
    expect(await linkedGuardians(t, 'u-maya')).toEqual([]);
    expect(await t.store.directory.student('st-maya')).toBeNull();
    expect(await t.store.directory.applicationsOf('st-maya')).toEqual([]);
    expect(await t.store.directory.recipients(['u-maya'])).toEqual([]);
  });
});
