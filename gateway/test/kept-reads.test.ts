/**
 * Reads the services keep per reader (the staff list of students, kept by the students service; the deadline board,
 * kept by the colleges service; the users other subgraphs reference, kept by identity; kit SharedReads, keyed by the reader and by their stores' revisions): a write is seen
 * on the very next read, whether a route made it or an event another service published, and a reader never gets
 * another reader's kept answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { counselorOfNewSchool } from './support/matrix-context.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';
import { newStudent as newStudentAt } from './support/new-student.js';

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

const BERKELEY = '110635';
const BOARD = '/api/applications?dueWithinDays=30&scope=all';
interface ListItem { id: string; gpa: number | null; targetColleges: number }
interface BoardRow { application: { id: string; status: string; deadline: string | null }; studentName: string; grade: string | null }
interface GraphqlAnswer<T> { data?: T | null; errors?: { extensions?: { code?: string } }[] }

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const list = async (client: Client, query = '') => {
  const res = await client.get<ListItem[]>(`/api/students${query}`);
  expect(res.status).toBe(200);
  return res;
};
const board = async (client: Client, path = BOARD) => {
  const res = await client.get<BoardRow[]>(path);
  expect(res.status).toBe(200);
  return res.body;
};
const gql = async <T>(client: Client, query: string, variables: Record<string, unknown> = {}) =>
  (await client.post<GraphqlAnswer<T>>('/graphql', { query, variables })).body;

/** A new student with a profile (grade 12, no counselor yet), once the colleges service knows of them. */
const newStudent = () => newStudentAt(portal.url, 'kept');

beforeAll(async () => {
  portal = await startTestPortal();
  c = await clientsFor(portal);
});
afterAll(async () => portal?.close());

describe('the staff list of students, kept per reader', () => {
  it('shows a profile saved through a route on the very next read', async () => {
    const before = await list(c.counselor);
    const again = await list(c.counselor);
    // The kept page is sent as text: the same bytes and type as fastify's own serialization.
    expect(again.text).toBe(before.text);
    expect(again.text).toBe(JSON.stringify(again.body));
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const s = await newStudent();
    const after = await list(c.counselor);
    expect(Number(after.headers.get('x-total-count'))).toBe(Number(before.headers.get('x-total-count')) + 1);
    expect(after.body.find((r) => r.id === s.studentId)).toMatchObject({ gpa: 3.1 });
    expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.9, grade: '12' })).status).toBe(200);
    expect((await list(c.counselor)).body.find((r) => r.id === s.studentId)).toMatchObject({ gpa: 3.9 });
  });

  it('shows a college list\'s length that arrived by the colleges service\'s event on the very next read', async () => {
    const s = await newStudent();
    const row = async () => (await list(c.counselor)).body.find((r) => r.id === s.studentId);
    expect(await row()).toMatchObject({ targetColleges: 0 });
    expect((await s.client.post(`/api/students/${s.studentId}/applications`, { collegeId: BERKELEY, plan: 'RD' })).status).toBe(201);
    // Waited for through a read nobody keeps (one student, by id); the kept list is read once after.
    const byId = () => gql<{ student: { targetColleges: number } }>(c.admin, 'query($id: ID!) { student(id: $id) { targetColleges } }', { id: s.studentId });
    await until('the students service to apply the list\'s event', byId, (a) => a.data?.student.targetColleges === 1, PORTAL_WAIT);
    expect(await row()).toMatchObject({ targetColleges: 1 });
  });

  it('never hands one reader\'s kept list to another: another school\'s counselor, a student', async () => {
    const mine = await list(c.counselor);
    expect(mine.body.length).toBeGreaterThan(0);
    const other = await counselorOfNewSchool(c.admin, `kept-foreign-${Date.now().toString(36)}@example.org`, portal.bus);
    const theirs = await list(other.client);
    expect(theirs.body.map((r) => r.id).filter((id) => mine.body.some((r) => r.id === id))).toEqual([]);
    const query = 'query { students { total } }';
    expect((await gql<{ students: { total: number } }>(c.counselor, query)).data?.students.total).toBeGreaterThan(0);
    expect((await gql(c.student, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the caller\'s own record, kept per reader', () => {
  interface Me { id: string; gpa: number | null; targetColleges: number; user: { email: string } }
  const me = async (client: Client) => {
    const res = await client.get<Me>('/api/students/me');
    expect(res.status).toBe(200);
    return res.body;
  };

  it('shows the student\'s own save and a college list\'s length arriving by event on the very next read', async () => {
    const s = await newStudent();
    expect(await me(s.client)).toMatchObject({ id: s.studentId, gpa: 3.1, targetColleges: 0, user: { email: s.email } });
    expect(await me(s.client)).toMatchObject({ gpa: 3.1, user: { email: s.email } });
    expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.7, grade: '12' })).status).toBe(200);
    expect(await me(s.client)).toMatchObject({ gpa: 3.7, user: { email: s.email } });
    expect((await s.client.post(`/api/students/${s.studentId}/applications`, { collegeId: BERKELEY, plan: 'RD' })).status).toBe(201);
    const byId = () => gql<{ student: { targetColleges: number } }>(c.admin, 'query($id: ID!) { student(id: $id) { targetColleges } }', { id: s.studentId });
    await until('the students service to apply the list\'s event', byId, (a) => a.data?.student.targetColleges === 1, PORTAL_WAIT);
    expect(await me(s.client)).toMatchObject({ targetColleges: 1 });
  });

  it('is each student\'s own: two students reading in turn each get theirs', async () => {
    const [a, b] = [await newStudent(), await newStudent()];
    for (let i = 0; i < 2; i++) {
      expect(await me(a.client)).toMatchObject({ id: a.studentId, user: { email: a.email } });
      expect(await me(b.client)).toMatchObject({ id: b.studentId, user: { email: b.email } });
    }
    expect((await c.counselor.get('/api/students/me')).status).toBe(404);
  });

  it('shows a change to the student\'s own account (identity\'s user, kept too) on the very next read', async () => {
    const s = await newStudent();
    const query = 'query { myStudent { id user { email language } } }';
    const language = async (client: Client) => (await gql<{ myStudent: { user: { email: string; language: string | null } } }>(client, query)).data?.myStudent.user;
    expect(await language(s.client)).toEqual({ email: s.email, language: null });
    expect(await language(s.client)).toEqual({ email: s.email, language: null });
    expect((await s.client.put('/api/me/language', { language: 'es' })).status).toBe(200);
    expect(await language(s.client)).toEqual({ email: s.email, language: 'es' });
    expect((await s.client.put('/api/me/language', { language: null })).status).toBe(200);
    expect(await language(s.client)).toEqual({ email: s.email, language: null });
    expect(await me(s.client)).toMatchObject({ id: s.studentId, user: { email: s.email } });
  });
});

describe('the deadline board, kept per reader', () => {
  it('shows an application added, changed and deleted through routes on the very next read', async () => {
    const s = await newStudent();
    const first = await board(c.counselor);
    const again = await c.counselor.get<BoardRow[]>(BOARD);
    expect(again.body).toEqual(first);
    expect(again.text).toBe(JSON.stringify(first));
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const added = await s.client.post<{ id: string }>(`/api/students/${s.studentId}/applications`, { collegeId: BERKELEY, plan: 'RD' });
    expect(added.status).toBe(201);
    const url = `/api/applications/${added.body.id}`;
    const due = inDays(7);
    expect((await s.client.request('PATCH', url, { deadline: due })).status).toBe(200);
    expect((await board(c.counselor)).find((r) => r.application.id === added.body.id)).toMatchObject({ application: { deadline: due, status: 'researching' } });
    expect((await s.client.request('PATCH', url, { status: 'in_progress' })).status).toBe(200);
    expect((await board(c.counselor)).find((r) => r.application.id === added.body.id)).toMatchObject({ application: { status: 'in_progress' } });
    expect((await s.client.request('DELETE', url)).status).toBe(200);
    expect((await board(c.counselor)).find((r) => r.application.id === added.body.id)).toBeUndefined();
  });

  it('shows a student\'s grade that arrived by the students service\'s event', async () => {
    const s = await newStudent();
    const added = await s.client.post<{ id: string }>(`/api/students/${s.studentId}/applications`, { collegeId: BERKELEY, plan: 'RD' });
    expect((await s.client.request('PATCH', `/api/applications/${added.body.id}`, { deadline: inDays(9) })).status).toBe(200);
    const row = async () => (await board(c.counselor)).find((r) => r.application.id === added.body.id);
    expect(await row()).toMatchObject({ grade: '12' });
    // Kept until the colleges service's copy of the student changes: a board that never showed the new grade would
    // mean the copy's write left the kept answer standing.
    expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.1, grade: '11' })).status).toBe(200);
    expect(await until('the board to show the grade the student saved', row, (r) => r?.grade === '11', PORTAL_WAIT)).toMatchObject({ grade: '11' });
  });

  it('never hands one reader\'s kept board to another: another school\'s counselor, a student', async () => {
    const mine = await board(c.admin);
    expect(mine.length).toBeGreaterThan(0);
    const other = await counselorOfNewSchool(c.admin, `kept-board-${Date.now().toString(36)}@example.org`, portal.bus);
    expect(await board(other.client)).toEqual([]);
    const query = 'query { deadlineBoard(input: { scope: ALL }) { studentName } }';
    expect((await gql<{ deadlineBoard: unknown[] }>(c.admin, query)).data?.deadlineBoard.length).toBeGreaterThan(0);
    expect((await gql(c.student, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
