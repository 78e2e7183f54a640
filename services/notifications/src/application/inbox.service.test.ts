import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { signUnsubscribeToken } from '../domain/unsubscribe-token.js';
import { admin, bea, maya, priya, SECRET, seedPeople, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';

let t: TestNotifications;
beforeEach(async () => {
  t = await testNotifications();
  await seedPeople(t);
  for (const [id, change] of [['m-1', 'scheduled'], ['m-2', 'scheduled'], ['m-3', 'cancelled']] as const) {
    await t.bus.publish(Subjects.counselingMeetingChanged, {
      meetingId: id, studentId: 'st-maya', counselorUserId: 'u-priya', counselorName: 'Priya', startsAt: '2026-11-24T21:00:00.000Z', lengthMinutes: 30, change, at: '2026-11-20T15:00:00.000Z',
    });
  }
  await t.inboxOf('u-maya', 3);
});
afterEach(async () => { await t.close(); });

const deliveryOf = async (who: typeof maya, kind: string) => (await t.inbox.preferences(who)).find((p) => p.kind === kind)?.delivery;

describe('the inbox', () => {
  it('lists only one\'s own, marks read (some, then all) and counts what is unread', async () => {
    expect(await t.inbox.unreadCount(maya)).toBe(3);
    expect(await t.inbox.unreadCount(bea)).toBe(0);
    const page = await t.inbox.page(maya, { first: 2 });
    expect(page).toMatchObject({ total: 3, unreadCount: 3 });
    expect(page.items).toHaveLength(2);
    // Someone else's ids change nothing.
    expect(await t.inbox.markRead(bea, { ids: [page.items[0].id] })).toBe(0);
    expect(await t.inbox.markRead(maya, { ids: [page.items[0].id, 'nope'] })).toBe(1);
    expect((await t.inbox.page(maya, { unread: true })).items.map((n) => n.id)).not.toContain(page.items[0].id);
    expect(await t.inbox.markRead(maya, { all: true })).toBe(2);
    expect(await t.inbox.unreadCount(maya)).toBe(0);
    expect((await t.inbox.page(maya, {})).items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('refuses a stranger first, then bad input with a clear message', async () => {
    await expect(t.inbox.page(null, {})).rejects.toThrow(UnauthenticatedError);
    await expect(t.inbox.unreadCount(null)).rejects.toThrow(UnauthenticatedError);
    await expect(t.inbox.markRead(null, { all: true })).rejects.toThrow(UnauthenticatedError);
    await expect(t.inbox.page(maya, { first: 0 })).rejects.toThrow(new ValidationError('first must be an integer from 1 to 100'));
    await expect(t.inbox.markRead(maya, {})).rejects.toThrow(new ValidationError('Give ids or all: true'));
    await expect(t.inbox.updatePreferences(maya, [{ kind: 'NOPE', delivery: 'OFF' }])).rejects.toThrow(new ValidationError('Unknown notification kind'));
    await expect(t.inbox.stats(priya, 7)).rejects.toThrow(ForbiddenError);
    await expect(t.inbox.setEmailPaused(maya, true)).rejects.toThrow(ForbiddenError);
    await expect(t.inbox.stats(admin, 91)).rejects.toThrow(new ValidationError('days must be an integer from 1 to 90'));
  });
});

describe('preferences', () => {
  it('has defaults, keeps each person\'s choice per kind, and OFF means no notification at all', async () => {
    expect(await deliveryOf(maya, 'DEADLINE_REMINDER')).toBe('DIGEST');
    expect(await deliveryOf(maya, 'MEETING_CANCELLED')).toBe('EMAIL_NOW');
    expect(await deliveryOf(admin, 'ROSTER_IMPORT_APPLIED')).toBe('IN_APP');
    const saved = await t.inbox.updatePreferences(maya, [{ kind: 'TASK_ASSIGNED', delivery: 'OFF' }, { kind: 'DEADLINE_REMINDER', delivery: 'EMAIL_NOW' }]);
    expect(saved).toHaveLength(15);
    expect(await deliveryOf(maya, 'TASK_ASSIGNED')).toBe('OFF');
    expect(await deliveryOf(bea, 'TASK_ASSIGNED')).toBe('DIGEST');
    await t.bus.publish(Subjects.counselingTaskChanged, {
      taskId: 'task-1', title: 'Essay', dueDate: '2026-12-01', applicationId: null, studentIds: ['st-maya', 'st-bea'], change: 'assigned', at: '2026-11-20T15:00:00.000Z',
    });
    await t.inboxOf('u-bea', 1);
    expect((await t.inbox.page(maya, {})).total).toBe(3);
  });
});

describe('one-click unsubscribe', () => {
  it('turns off email of that one kind for that one person, once, and changes nothing else', async () => {
    await t.inbox.updatePreferences(maya, [{ kind: 'TASK_DUE', delivery: 'EMAIL_NOW' }]);
    const before = await t.inbox.preferences(maya);
    const beaBefore = await t.inbox.preferences(bea);
    const unreadBefore = await t.inbox.unreadCount(maya);
    const token = signUnsubscribeToken(SECRET, 'u-maya', 'MEETING_CANCELLED');
    expect(await t.inbox.unsubscribe(token)).toEqual({ kind: 'MEETING_CANCELLED' });
    const after = await t.inbox.preferences(maya);
    expect(after.find((p) => p.kind === 'MEETING_CANCELLED')?.delivery).toBe('IN_APP');
    expect(after.filter((p) => p.kind !== 'MEETING_CANCELLED')).toEqual(before.filter((p) => p.kind !== 'MEETING_CANCELLED'));
    expect(await t.inbox.preferences(bea)).toEqual(beaBefore);
    expect(await t.inbox.unreadCount(maya)).toBe(unreadBefore);
    // Spent: a second use (RFC 8058 clients retry) answers as the first did and changes nothing, even after she
    // turned email back on.
    await t.inbox.updatePreferences(maya, [{ kind: 'MEETING_CANCELLED', delivery: 'EMAIL_NOW' }]);
    expect(await t.inbox.unsubscribe(token)).toEqual({ kind: 'MEETING_CANCELLED' });
    expect(await deliveryOf(maya, 'MEETING_CANCELLED')).toBe('EMAIL_NOW');
    // Another kind's token works on its own kind.
    expect(await t.inbox.unsubscribe(signUnsubscribeToken(SECRET, 'u-maya', 'TASK_DUE'))).toEqual({ kind: 'TASK_DUE' });
    expect(await deliveryOf(maya, 'TASK_DUE')).toBe('IN_APP');
  });

  it('refuses a forged, altered or foreign token', async () => {
    const good = signUnsubscribeToken(SECRET, 'u-maya', 'TASK_DUE');
    const [payload, sig] = good.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: 'u-bea', k: 'TASK_DUE', n: 'x' })).toString('base64url');
    for (const bad of [signUnsubscribeToken('another-secret', 'u-maya', 'TASK_DUE'), `${otherUser}.${sig}`, `${payload}.`, 'garbage', `${good}.x`]) {
      await expect(t.inbox.unsubscribe(bad)).rejects.toThrow(new ValidationError('This unsubscribe link is not valid'));
    }
    expect(await deliveryOf(bea, 'TASK_DUE')).toBe('DIGEST');
  });
});
