/**
 * Whole REST answers the gateway keeps per session in embedded mode (kept-answers.ts), on top of the reads the
 * services keep: a write is seen on the very next read, whether a route made it, an event another service published
 * or another connection to the store; a reader never gets another's kept answer; a session that ended (sign-out, a
 * password reset) or that changed (a new school) never reads one. Every read is made twice first, so the second comes
 * from what the gateway kept, and the answer kept is the same text fastify would send.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { counselorOfNewSchool } from './support/matrix-context.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';
import { newStudent as newStudentAt } from './support/new-student.js';

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

const BERKELEY = '110635';
interface Me { id: string; gpa: number | null; targetColleges: number; user: { firstName: string | null; email: string } }
interface ListItem { id: string; gpa: number | null }
interface GraphqlAnswer<T> { data?: T | null; errors?: { extensions?: { code?: string } }[] }

/** Read twice: the second answer is the kept one, the same text as the first. */
async function twice<T>(client: Client, url: string) {
  const first = await client.get<T>(url);
  const second = await client.get<T>(url);
  expect(second.status).toBe(first.status);
  expect(second.text).toBe(first.text);
  return second;
}
const me = async (client: Client) => {
  const res = await twice<Me>(client, '/api/students/me');
  expect(res.status).toBe(200);
  return res.body;
};
const list = async (client: Client) => {
  const res = await twice<ListItem[]>(client, '/api/students');
  expect(res.status).toBe(200);
  return res.body;
};

const STUDENT_PASSWORD = 'student-pass';

/** A new student with a profile (grade 12), once the colleges service knows of them. */
const newStudent = () => newStudentAt(portal.url, 'kept-answer', STUDENT_PASSWORD);

beforeAll(async () => {
  portal = await startTestPortal();
  c = await clientsFor(portal);
});
afterAll(async () => portal?.close());

describe('the caller\'s own record, kept whole at the gateway', () => {
  it('is the text fastify sends, with its type', async () => {
    const s = await newStudent();
    const res = await twice<Me>(s.client, '/api/students/me');
    expect(res.text).toBe(JSON.stringify(res.body));
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toMatchObject({ id: s.studentId, gpa: 3.1, user: { email: s.email } });
  });

  it('shows a save through a route, and a college list arriving by event, on the very next read', async () => {
    const s = await newStudent();
    expect(await me(s.client)).toMatchObject({ gpa: 3.1, targetColleges: 0 });
    expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.6, grade: '12' })).status).toBe(200);
    expect(await me(s.client)).toMatchObject({ gpa: 3.6 });
    expect((await s.client.post(`/api/students/${s.studentId}/applications`, { collegeId: BERKELEY, plan: 'RD' })).status).toBe(201);
    const byId = () => c.admin.post<GraphqlAnswer<{ student: { targetColleges: number } }>>('/graphql', {
      query: 'query($id: ID!) { student(id: $id) { targetColleges } }', variables: { id: s.studentId },
    });
    // Waited for through a read nobody keeps (one student, by id, as staff); the kept record is read once after.
    await until('the students service to apply the list\'s event', byId, (res) => res.body.data?.student.targetColleges === 1, PORTAL_WAIT);
    expect(await me(s.client)).toMatchObject({ targetColleges: 1 });
  });

  it('shows a change another connection commits to identity\'s store (the user under the record) on the very next read', async () => {
    const s = await newStudent();
    expect(await me(s.client)).toMatchObject({ user: { firstName: 'Kept', email: s.email } });
    const db = new Database(path.join(portal.dataDir, 'identity.sqlite'));
    try {
      expect(db.prepare('UPDATE users SET first_name = ? WHERE id = ?').run('Renamed', s.userId).changes).toBe(1);
    } finally {
      db.close();
    }
    expect(await me(s.client)).toMatchObject({ user: { firstName: 'Renamed', email: s.email } });
  });

  it('is each session\'s own: two students reading in turn each get theirs, staff get none', async () => {
    const [a, b] = [await newStudent(), await newStudent()];
    for (let i = 0; i < 2; i++) {
      expect(await me(a.client)).toMatchObject({ id: a.studentId, user: { email: a.email } });
      expect(await me(b.client)).toMatchObject({ id: b.studentId, user: { email: b.email } });
    }
    expect((await twice(c.counselor, '/api/students/me')).status).toBe(404);
    expect((await twice(new Client(portal.url), '/api/students/me')).status).toBe(401);
  });

  it('is never read after a sign-out, nor after an admin resets the password', async () => {
    const s = await newStudent();
    await me(s.client);
    const cookie = s.client.cookie;
    expect((await s.client.post('/api/auth/logout', {})).status).toBe(200);
    const signedOut = new Client(portal.url);
    signedOut.cookie = cookie;
    expect((await signedOut.get('/api/students/me')).status).toBe(401);

    const again = new Client(portal.url);
    expect((await again.login({ email: s.email, password: STUDENT_PASSWORD })).id).toBe(s.userId);
    expect(await me(again)).toMatchObject({ id: s.studentId });
    expect((await c.admin.put(`/api/users/${s.userId}/password`, { password: 'another-pass-1' })).status).toBe(200);
    expect((await again.get('/api/students/me')).status).toBe(401);
  });
});

describe('the staff list, kept whole at the gateway', () => {
  it('shows a profile saved through a route on the very next read', async () => {
    const before = await list(c.counselor);
    const s = await newStudent();
    const after = await list(c.counselor);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((r) => r.id === s.studentId)).toMatchObject({ gpa: 3.1 });
    expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 2.4, grade: '12' })).status).toBe(200);
    expect((await list(c.counselor)).find((r) => r.id === s.studentId)).toMatchObject({ gpa: 2.4 });
  });

  it('is each counselor\'s own, and follows a counselor given another school from their next session\'s token', async () => {
    const mine = await list(c.counselor);
    expect(mine.length).toBeGreaterThan(0);
    const other = await counselorOfNewSchool(c.admin, `kept-answer-${Date.now().toString(36)}@example.org`, portal.bus);
    expect(await list(other.client)).toEqual([]);
    expect((await list(c.counselor)).length).toBe(mine.length);
    // The other counselor is assigned the demo school too: their session is refreshed, and their list follows.
    const demoSchools = (await c.counselor.post<GraphqlAnswer<{ me: { schoolIds: string[] } }>>('/graphql', { query: 'query { me { schoolIds } }' })).body.data?.me.schoolIds ?? [];
    expect(demoSchools.length).toBeGreaterThan(0);
    const assigned = await c.admin.post<GraphqlAnswer<unknown>>('/graphql', {
      query: 'mutation($u: ID!, $s: [ID!]!) { setStaffSchools(userId: $u, schoolIds: $s) { id } }', variables: { u: other.userId, s: [other.schoolId, ...demoSchools] },
    });
    expect(assigned.body.errors).toBeUndefined();
    await until('the new school to reach the counselor\'s session', () => other.client.get<ListItem[]>('/api/students'), (res) => res.body.length > 0, PORTAL_WAIT);
    expect((await list(other.client)).map((r) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());
  });

  it('never reaches a student: the list stays refused however often the counselor read it', async () => {
    await list(c.counselor);
    expect((await twice(c.student, '/api/students')).status).toBe(403);
  });
});
