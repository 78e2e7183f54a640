/**
 * What the answers the gateway keeps per session (kept-answers.ts) must never change, seen over HTTP: a staff read of
 * one student is logged every time, whatever was kept around it; a session id sent as a bearer reads as its cookie
 * does and ends with it; a counselor removed from a school stops seeing its students; a read racing a write is never
 * handed out after the write.
 */
import { describe, expect, it } from '@jest/globals';
import { Client, DEMO } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';
import { counselorOfNewSchool } from './support/matrix-context.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const p = portalPerFile();
interface ListItem { id: string; gpa: number | null }
interface LogEntry { actorRole: string; parts: string[] }
interface GraphqlAnswer<T> { data?: T | null }

/** The counselor reads of the student's profile the access log holds. */
async function counselorProfileReads(studentId: string) {
  const res = await p.c.admin.get<{ items: LogEntry[] }>(`/api/students/${studentId}/access-log?pageSize=200`);
  expect(res.status).toBe(200);
  return res.body.items.filter((e) => e.actorRole === 'counselor' && e.parts.includes('profile')).length;
}

async function signedIn(creds: { email: string; password: string }) {
  const client = new Client(p.portal.url);
  await client.login(creds);
  return client;
}

describe('answers kept at the gateway', () => {
  it('never skip the access log: each counselor read of one student is logged, the kept list read around them', async () => {
    const rows = (await p.c.counselor.get<ListItem[]>('/api/students')).body;
    expect(rows.length).toBeGreaterThan(0);
    const id = rows[0].id;
    const before = await counselorProfileReads(id);
    for (let i = 0; i < 3; i++) {
      expect((await p.c.counselor.get('/api/students')).status).toBe(200);
      expect((await p.c.counselor.get(`/api/students/${id}`)).status).toBe(200);
    }
    await until('the three reads to be logged', () => counselorProfileReads(id), (n) => n >= before + 3, PORTAL_WAIT);
    expect(await counselorProfileReads(id)).toBe(before + 3);
  });

  it('are the same for a session id sent as a bearer as for its cookie, and end with the session', async () => {
    const client = await signedIn(DEMO.counselor);
    const sessionId = client.cookie?.split('=')[1] ?? '';
    expect(sessionId).not.toBe('');
    const bearer = { authorization: `Bearer ${sessionId}` };
    const byCookie = await client.get('/api/students');
    for (let i = 0; i < 2; i++) expect((await new Client(p.portal.url).get('/api/students', bearer)).text).toBe(byCookie.text);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect((await new Client(p.portal.url).get('/api/students', bearer)).status).toBe(401);
  });

  it('are each session\'s own: one of two sessions of a counselor signing out leaves the other reading, and ends its own', async () => {
    const [one, two] = [await signedIn(DEMO.counselor), await signedIn(DEMO.counselor)];
    const first = await one.get('/api/students?sort=-gpa&limit=5');
    expect(first.status).toBe(200);
    expect((await two.get('/api/students?limit=5&sort=-gpa')).text).toBe(first.text);
    const cookie = one.cookie;
    expect((await one.post('/api/auth/logout', {})).status).toBe(200);
    const ended = new Client(p.portal.url);
    ended.cookie = cookie;
    expect((await ended.get('/api/students?sort=-gpa&limit=5')).status).toBe(401);
    expect((await two.get('/api/students?limit=5&sort=-gpa')).text).toBe(first.text);
  });

  it('follow a counselor removed from a school: its students leave their list', async () => {
    const demo = (await p.c.counselor.get<ListItem[]>('/api/students?limit=1000')).body;
    const other = await counselorOfNewSchool(p.c.admin, `kept-guard-${Date.now().toString(36)}@example.org`);
    const me = await p.c.counselor.post<GraphqlAnswer<{ me: { schoolIds: string[] } }>>('/graphql', { query: 'query { me { schoolIds } }' });
    const demoSchools = me.body.data?.me.schoolIds ?? [];
    expect(demoSchools.length).toBeGreaterThan(0);
    const schools = (schoolIds: string[]) => p.c.admin.put(`/api/users/${other.userId}/schools`, { schoolIds });
    expect((await schools([other.schoolId, ...demoSchools])).status).toBe(200);
    const read = () => other.client.get<ListItem[]>('/api/students?limit=1000');
    await until('the demo school to reach the counselor\'s session', read, (res) => res.body.length === demo.length, PORTAL_WAIT);
    expect((await read()).body.length).toBe(demo.length);
    expect((await schools([other.schoolId])).status).toBe(200);
    await until('the removal to reach the counselor\'s session', read, (res) => res.status === 200 && res.body.length === 0, PORTAL_WAIT);
    expect((await read()).body).toEqual([]);
  });

  it('never hand out a read that raced a write once the write has answered', async () => {
    const client = new Client(p.portal.url);
    const email = `kept-guard-${Math.random().toString(36).slice(2, 8)}@example.org`;
    const reg = await client.post<{ id: string }>('/api/auth/register', { email, password: 'student-pass', firstName: 'Race', lastName: 'Guard' });
    expect(reg.status).toBe(201);
    const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.0, grade: '12' });
    expect(prof.status).toBe(201);
    const list = () => p.c.counselor.get<ListItem[]>('/api/students?limit=1000');
    for (let i = 0; i < 10; i++) {
      const gpa = Number((2 + i / 10).toFixed(1));
      const [, , saved] = await Promise.all([
        client.get('/api/students/me'), list(),
        client.put(`/api/students/${prof.body.id}`, { userId: reg.body.id, gpa, grade: '12' }),
        client.get('/api/students/me'), list(),
      ]);
      expect(saved.status).toBe(200);
      expect((await client.get<{ gpa: number }>('/api/students/me')).body.gpa).toBe(gpa);
      expect((await list()).body.find((r) => r.id === prof.body.id)?.gpa).toBe(gpa);
    }
  });
});
