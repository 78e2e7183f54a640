import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUnsubscribeToken } from '../../services/notifications/src/domain/unsubscribe-token.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const SECRET = 'routes-test-unsubscribe-secret';
let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
beforeAll(async () => {
  portal = await startHostedTestPortal({ NOTIFICATIONS_UNSUBSCRIBE_SECRET: SECRET });
  c = await clientsFor(portal);
}, 60_000);
afterAll(async () => portal?.close());

interface Page { items: { id: string; kind: string; title: string; link: string; readAt: string | null; code: string; params: Record<string, unknown> }[]; unreadCount: number; total: number }
interface Pref { kind: string; delivery: string }
const delivery = async (kind: string) => (await c.student.get<Pref[]>('/api/me/notification-preferences')).body.find((p) => p.kind === kind)?.delivery;

describe('the demo student on a fresh start', () => {
  it('has unread notifications made by the real rules: a deadline in 7 days and a task', async () => {
    const page = await until('Maya\'s demo notifications', async () => (await c.student.get<Page>('/api/notifications')).body,
      (p) => p.items.some((n) => n.kind === 'DEADLINE_REMINDER' && n.title.includes('in 7 days')) && p.items.some((n) => n.kind === 'TASK_ASSIGNED'), PORTAL_WAIT);
    expect(page.unreadCount).toBeGreaterThanOrEqual(2);
    expect(page.items.find((n) => n.title.includes('in 7 days'))).toMatchObject({ link: '/student/my-colleges', readAt: null, code: 'deadlineReminder', params: { daysLeft: 7 } });
    // Nobody else hears about Maya: the other demo student has nothing of hers.
    const other = (await c.otherStudent.get<Page>('/api/notifications')).body;
    expect(other.items.filter((n) => page.items.some((m) => m.id === n.id))).toEqual([]);
  });
});

describe('REST', () => {
  it('lists unread, marks read, and counts through GraphQL alike', async () => {
    const unread = (await c.student.get<Page>('/api/notifications?unread=true&first=50')).body;
    expect(unread.items.length).toBeGreaterThan(0);
    expect(await c.student.post('/api/notifications/read', { ids: [unread.items[0].id] })).toMatchObject({ status: 200, body: { updated: 1 } });
    const gql = await c.student.post<{ data: { notificationUnreadCount: number } }>('/graphql', { query: '{ notificationUnreadCount }' });
    expect(gql.body.data.notificationUnreadCount).toBe(unread.unreadCount - 1);
    expect(await c.student.post('/api/notifications/read', { all: true })).toMatchObject({ status: 200 });
    expect((await c.student.get<Page>('/api/notifications')).body.unreadCount).toBe(0);
  });

  it.each([
    ['GET', '/api/notifications?unread=maybe', undefined, 'unread must be true or false'],
    ['GET', '/api/notifications?first=abc', undefined, 'first must be a whole number'],
    ['POST', '/api/notifications/read', {}, 'Give ids or all: true'],
    ['PUT', '/api/me/notification-preferences', { preferences: [{ kind: 'NOPE', delivery: 'OFF' }] }, 'Unknown notification kind'],
    ['PUT', '/api/me/notification-preferences', { preferences: [{ kind: 'TASK_DUE', delivery: 'LOUD' }] }, 'delivery must be one of IN_APP, EMAIL_NOW, DIGEST, OFF'],
  ] as const)('%s %s refuses bad input with 400', async (method, url, body, message) => {
    expect(await c.student.request(method, url, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('keeps preferences per person', async () => {
    const saved = await c.student.put<Pref[]>('/api/me/notification-preferences', { preferences: [{ kind: 'TASK_DUE', delivery: 'OFF' }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toHaveLength(15);
    expect(await delivery('TASK_DUE')).toBe('OFF');
    expect((await c.otherStudent.get<Pref[]>('/api/me/notification-preferences')).body.find((p) => p.kind === 'TASK_DUE')?.delivery).toBe('DIGEST');
  });

  it('one-click unsubscribe: GET changes nothing, a form POST with no session turns that kind\'s email off once, and a repeat answers alike', async () => {
    await c.student.put('/api/me/notification-preferences', { preferences: [{ kind: 'DEADLINE_REMINDER', delivery: 'EMAIL_NOW' }] });
    const token = signUnsubscribeToken(SECRET, c.ids.student, 'DEADLINE_REMINDER');
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await c.anon.get(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await delivery('DEADLINE_REMINDER')).toBe('EMAIL_NOW');
    // As a mail provider sends it (RFC 8058): form-encoded, no cookie.
    const res = await c.anon.request('POST', url, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res).toMatchObject({ status: 200, body: { kind: 'DEADLINE_REMINDER' } });
    expect(await delivery('DEADLINE_REMINDER')).toBe('IN_APP');
    expect(await delivery('TASK_DUE')).toBe('OFF');
    // RFC 8058 clients may retry: a repeat answers as the first did, and acts no more (the email turned on again stays on).
    await c.student.put('/api/me/notification-preferences', { preferences: [{ kind: 'DEADLINE_REMINDER', delivery: 'EMAIL_NOW' }] });
    expect(await c.anon.request('POST', url, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' }))
      .toMatchObject({ status: 200, body: { kind: 'DEADLINE_REMINDER' } });
    expect(await delivery('DEADLINE_REMINDER')).toBe('EMAIL_NOW');
    expect(await c.anon.post('/api/notifications/unsubscribe?token=forged.token')).toMatchObject({ status: 400, body: { message: 'This unsubscribe link is not valid' } });
  });

  it('admins see what went out and pause email', async () => {
    expect(await c.admin.put('/api/admin/notifications/email-paused', { paused: true })).toMatchObject({ status: 200, body: { paused: true } });
    const stats = await c.admin.get<{ emailPaused: boolean; days: { kind: string; inApp: number }[] }>('/api/admin/notifications/stats?days=7');
    expect(stats.status).toBe(200);
    expect(stats.body.emailPaused).toBe(true);
    expect(stats.body.days.find((d) => d.kind === 'DEADLINE_REMINDER')?.inApp).toBeGreaterThan(0);
    expect(await c.admin.put('/api/admin/notifications/email-paused', { paused: 'yes' })).toMatchObject({ status: 400, body: { message: 'paused must be true or false' } });
    expect((await c.counselor.get('/api/admin/notifications/stats')).status).toBe(403);
  });
});
