import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { Client, DEMO, startTestPortal, type TestPortal } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/**
 * An imported account end to end through the gateway: the roster's event on the portal's bus creates it, an admin
 * issues its link, the user sets a password through POST /api/auth/set-password and is signed in, once.
 */
let portal: TestPortal;
let admin: Client;
const REFUSED = 'This set-password link is invalid or has expired. Ask your school for a new one.';

beforeAll(async () => {
  portal = await startTestPortal({ PUBLIC_URL: 'https://counsel.district.test' });
  admin = new Client(portal.url);
  await admin.login(DEMO.admin);
}, 60_000);
afterAll(async () => portal?.close());

interface Link { userId: string; email: string; url: string; expiresAt: string; emailed: boolean }
interface ListedUser { id: string; activated: boolean; enabled: boolean; schoolIds: string[] }

async function importAccount(over: { email: string; role?: 'student' | 'counselor' }) {
  const userId = randomUUID();
  const importId = `imp-${randomUUID().slice(0, 8)}`;
  await portal.bus.publish(Subjects.rosterAccountImported, {
    userId, email: over.email, firstName: 'Imani', lastName: 'Okafor', role: over.role ?? 'student', active: true, importId,
  });
  return { userId, importId };
}

async function findUser(email: string): Promise<ListedUser | undefined> {
  const res = await admin.post<{ data: { users: { items: (ListedUser & { email: string })[] } } }>('/graphql', {
    query: 'query($q: String) { users(q: $q) { items { id email activated enabled schoolIds } } }', variables: { q: email },
  });
  return res.body.data.users.items.find((u) => u.email === email);
}

async function issueLinks(importId: string) {
  const res = await admin.post<{ data?: { issueSetPasswordLinks: Link[] }; errors?: unknown }>('/graphql', {
    query: 'mutation($i: ID) { issueSetPasswordLinks(importId: $i) { userId email url expiresAt emailed } }', variables: { i: importId },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.issueSetPasswordLinks;
}

describe('POST /api/auth/set-password', () => {
  it('an imported account gets a link, sets a password, is signed in, and the link works only once', async () => {
    const email = `imani.${randomUUID().slice(0, 6)}@district.test`;
    const { userId, importId } = await importAccount({ email });
    const listed = await until('the imported account', () => findUser(email), (user) => user !== undefined, PORTAL_WAIT);
    expect(listed).toEqual({ id: userId, email, activated: false, enabled: true, schoolIds: [] });

    // No password yet: nothing signs in.
    const student = new Client(portal.url);
    expect((await student.post('/api/auth/login', { email, password: 'whatever-1' })).status).toBe(401);

    const [link] = await issueLinks(importId);
    expect(link).toMatchObject({ userId, email, emailed: false });
    expect(link.url).toMatch(/^https:\/\/counsel\.district\.test\/set-password#token=[A-Za-z0-9_-]{43}$/);
    const token = link.url.split('#token=')[1];

    const set = await student.post<{ id: string; email: string; role: string }>('/api/auth/set-password', { token, password: 'my-first-pass' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: userId, email, role: 'student' });
    expect(set.headers.getSetCookie().join(';')).toMatch(/counsel_session=[^;]+;.*HttpOnly/i);
    const me = await student.get<{ id: string }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(userId);
    expect(await findUser(email)).toMatchObject({ activated: true });

    // Used up: a second use is refused with the one message, and sets no cookie.
    const again = new Client(portal.url);
    const second = await again.post<{ message: string }>('/api/auth/set-password', { token, password: 'other-pass-2' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ message: REFUSED });
    expect(again.cookie).toBeNull();

    // The chosen password signs in; an activated account gets no further link.
    await new Client(portal.url).login({ email, password: 'my-first-pass' });
    expect(await issueLinks(importId)).toEqual([]);
  });

  it('answers 400 with the spec form for an unknown token and for a password the policy refuses', async () => {
    const c = new Client(portal.url);
    const unknown = await c.post<{ message: string }>('/api/auth/set-password', { token: 'x'.repeat(43), password: 'long-enough' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: REFUSED });
    const short = await c.post<{ message: string }>('/api/auth/set-password', { token: 'x'.repeat(43), password: '123' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Password must be at least 6 characters' });
    const missing = await c.post<{ message: string }>('/api/auth/set-password', { password: 'long-enough' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: REFUSED });
  });

  it('lets only admins issue links', async () => {
    const counselor = new Client(portal.url);
    await counselor.login(DEMO.counselor);
    const res = await counselor.post<{ errors?: { extensions?: { code?: string } }[] }>('/graphql', {
      query: 'mutation { issueSetPasswordLinks(importId: "imp-x") { url } }',
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('staff schools through the gateway', () => {
  it('a counselor removed from the school loses its students from the next request, well before the session cache would refresh', async () => {
    const counselor = new Client(portal.url);
    const { id: counselorId } = await counselor.login(DEMO.counselor);
    const student = new Client(portal.url);
    await student.login(DEMO.student);
    const studentId = (await student.get<{ id: string }>('/api/students/me')).body.id;
    expect((await counselor.get(`/api/students/${studentId}`)).status).toBe(200); // cached grant: the default school

    await portal.bus.publish(Subjects.rosterStaffAssigned, { userId: counselorId, schoolIds: ['school-elsewhere'] });
    // SESSION_CACHE_SECONDS is 30: an answer within 5 s comes from the refresh event, not from the cache expiring.
    const WITHIN_THE_CACHE = { timeoutMs: 5000, intervalMs: 50 };
    await until('the refreshed grant refusing the student', async () => (await counselor.get(`/api/students/${studentId}`)).status === 404, undefined, WITHIN_THE_CACHE);

    await portal.bus.publish(Subjects.rosterStaffAssigned, { userId: counselorId, schoolIds: ['school-default'] });
    await until('the refreshed grant allowing the student again', async () => (await counselor.get(`/api/students/${studentId}`)).status === 200, undefined, WITHIN_THE_CACHE);
  });
});
