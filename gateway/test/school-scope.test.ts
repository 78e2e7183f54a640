/**
 * Schools and who may see whom, through the whole portal: two schools, a counselor of each,
 * students of each. Each counselor reads only their school's students, on every route that returns student
 * data (profile, academics, activities, preferences, documents and their files, chat about the student) and
 * in the lists; another school's student answers 404 as if it did not exist. Admins see the district. And a
 * deployment with one school (the demo's, a fresh install's) still shows every student to every counselor.
 *
 * Students are enrolled by the roster's fact (rosterEnrollmentChanged), published on the portal's bus as the
 * roster publishes it; the schools and the counselors' assignments go through the roster's own calls.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { buildMatrixContext, counselorOfNewSchool, type FreshStudent, type MatrixContext } from './support/matrix-context.js';
import { startTestPortal, type Client, type TestPortal } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

interface Msg { message: string }
interface ListItem { id: string; userId: string; firstName: string | null; user: { email: string | null } }
interface GraphqlAnswer<T> { data?: T; errors?: { message: string; extensions?: { code?: string } }[] }

let portal: TestPortal;
let ctx: MatrixContext;
/** School A and its counselor, school B (the matrix's second school) and its counselor. */
let a: { schoolId: string; client: Client; userId: string };
let b: { schoolId: string; client: Client; userId: string };
let studentA: FreshStudent & { documentId: string };
let studentB: FreshStudent & { documentId: string };


const gql = async <T>(client: Client, query: string, variables: Record<string, unknown> = {}) =>
  (await client.post<GraphqlAnswer<T>>('/graphql', { query, variables })).body;

/** The student's school as the students service holds it (admin's view). */
const schoolOf = async (studentId: string) =>
  (await gql<{ student: { schoolId: string | null } | null }>(ctx.clients.admin, 'query($id: ID!) { student(id: $id) { schoolId } }', { id: studentId })).data?.student?.schoolId;

/**
 * A student with a profile and a document, enrolled in `schoolId` with `counselorUserId` as their counselor.
 * Waits first for the roster's own enrollment of a new account (the default school), so ours comes after it.
 */
async function enrolledStudent(schoolId: string, counselorUserId: string) {
  const s = await ctx.newStudent();
  const documentId = await ctx.newDocument(s);
  await until('the roster\'s own enrollment in the default school', () => schoolOf(s.studentId), (v) => v === DEFAULT_SCHOOL_ID, PORTAL_WAIT);
  await portal.bus.publish(Subjects.rosterEnrollmentChanged, {
    studentUserId: s.userId, schoolId, grade: '11', status: 'active', counselorUserId,
    firstName: 'Matrix', lastName: 'Student', email: s.email, sourcedId: null,
  });
  expect(await until('the enrollment in the school', () => schoolOf(s.studentId), (v) => v === schoolId, PORTAL_WAIT)).toBe(schoolId);
  return { ...s, documentId };
}

/** Every route that returns one student's data, for the student and their document. */
const studentRoutes = (s: { studentId: string; documentId: string }) => [
  `/api/students/${s.studentId}`,
  `/api/students/${s.studentId}/academics`,
  `/api/students/${s.studentId}/activities`,
  `/api/students/${s.studentId}/college-preferences`,
  `/api/students/${s.studentId}/documents`,
  `/api/documents/${s.documentId}/file`,
];

const chatAbout = (client: Client, studentId: string) =>
  client.post<Msg & { response?: string }>('/api/chat', { message: 'What should this student focus on next?', studentId, provider: 'offline' });

const listed = async (client: Client, query = '') => {
  const res = await client.get<ListItem[]>(`/api/students${query}`);
  expect(res.status).toBe(200);
  return res.body.map((s) => s.id);
};

beforeAll(async () => {
  portal = await startTestPortal();
  ctx = await buildMatrixContext(portal.url, portal.bus);
  b = { schoolId: ctx.ids.foreignSchoolId, client: ctx.clients.foreignCounselor, userId: ctx.ids.foreignCounselorUserId };
  a = await counselorOfNewSchool(ctx.clients.admin, ctx.uniqueEmail('counselor-a'), portal.bus);
  studentA = await enrolledStudent(a.schoolId, a.userId);
  studentB = await enrolledStudent(b.schoolId, b.userId);
  // Chat reads its own copy of the student's school: wait until it has caught up with both enrollments.
  await until('chat knows student A', () => chatAbout(a.client, studentA.studentId), (r) => r.status === 200, PORTAL_WAIT);
  await until('chat knows student B', () => chatAbout(b.client, studentB.studentId), (r) => r.status === 200, PORTAL_WAIT);
}, 120_000);
afterAll(async () => portal?.close());

describe('two schools', () => {
  it('a counselor reads their school\'s student on every route, and another school\'s student is 404 on every route', async () => {
    for (const [mine, theirs, counselor] of [[studentA, studentB, a], [studentB, studentA, b]] as const) {
      for (const path of studentRoutes(mine)) expect([path, (await counselor.client.get(path)).status]).toEqual([path, 200]);
      for (const path of studentRoutes(theirs)) {
        const res = await counselor.client.get<Msg>(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain(theirs.email);
      }
    }
  });

  it('chat about another school\'s student is 404, about their own answers', async () => {
    expect((await chatAbout(a.client, studentA.studentId)).status).toBe(200);
    const refused = await chatAbout(a.client, studentB.studentId);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Student not found' });
    expect((await chatAbout(b.client, studentA.studentId)).status).toBe(404);
  });

  it('GraphQL answers the same: student and its fields, studentDocuments', async () => {
    const query = 'query($id: ID!) { student(id: $id) { id academics { gpa } activities { name } collegePreferences { studentId } } }';
    const own = await gql<{ student: { id: string } }>(a.client, query, { id: studentA.studentId });
    expect(own.data?.student.id).toBe(studentA.studentId);
    const foreign = await gql(a.client, query, { id: studentB.studentId });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Student not found', extensions: { code: 'NOT_FOUND' } });
    const docs = await gql(a.client, 'query($id: ID!) { studentDocuments(studentId: $id) { id } }', { id: studentB.studentId });
    expect(docs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists: each counselor sees their school\'s students only, in every scope; stats follow', async () => {
    for (const [counselor, mine, theirs] of [[a, studentA, studentB], [b, studentB, studentA]] as const) {
      for (const query of ['', '?scope=all', '?scope=school', '?scope=caseload', `?scope=school&schoolId=${counselor.schoolId}`, '?q=matrix']) {
        const ids = await listed(counselor.client, query);
        expect([query, ids.includes(mine.studentId)]).toEqual([query, true]);
        expect([query, ids.includes(theirs.studentId)]).toEqual([query, false]);
        expect([query, ids.includes(ctx.ids.ownerStudentId)]).toEqual([query, false]);
      }
      const stats = await gql<{ studentStats: { totalStudents: number } }>(counselor.client, 'query { studentStats { totalStudents } }');
      expect(stats.data?.studentStats.totalStudents).toBe(1);
      const other = counselor === a ? b.schoolId : a.schoolId;
      const refused = await counselor.client.get<Msg>(`/api/students?schoolId=${other}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only list students of the schools you are assigned to');
    }
    // The caseload is the counselor's own: school A's counselor is not school B's student's counselor.
    expect(await listed(a.client, '?scope=caseload')).toEqual([studentA.studentId]);
  });

  it('admins see the district: every student on every route and in the list, and one school when asked', async () => {
    for (const s of [studentA, studentB]) for (const path of studentRoutes(s)) expect([path, (await ctx.clients.admin.get(path)).status]).toEqual([path, 200]);
    expect((await chatAbout(ctx.clients.admin, studentB.studentId)).status).toBe(200);
    const all = await listed(ctx.clients.admin);
    expect(all).toEqual(expect.arrayContaining([studentA.studentId, studentB.studentId, ctx.ids.ownerStudentId, ctx.ids.otherStudentId]));
    expect(await listed(ctx.clients.admin, `?schoolId=${b.schoolId}`)).toEqual([studentB.studentId]);
  });
});

describe('one school (the demo\'s, a fresh install\'s)', () => {
  it('the demo counselor still sees every student of the default school, on every route and in the list, as the spec reads', async () => {
    const ids = await listed(ctx.clients.counselor);
    expect(ids).toEqual(expect.arrayContaining([ctx.ids.ownerStudentId, ctx.ids.otherStudentId]));
    expect(ids).not.toContain(studentA.studentId);
    for (const path of studentRoutes({ studentId: ctx.ids.ownerStudentId, documentId: 'none' }).slice(0, 5)) {
      expect([path, (await ctx.clients.counselor.get(path)).status]).toEqual([path, 200]);
    }
    expect((await chatAbout(ctx.clients.counselor, ctx.ids.ownerStudentId)).status).toBe(200);
  });

  it('a student who registers and saves a profile is listed for the default school\'s counselors', async () => {
    const s = await ctx.newStudent();
    expect(await until('the student in the counselor\'s list', () => listed(ctx.clients.counselor), (ids) => ids.includes(s.studentId), PORTAL_WAIT)).toContain(s.studentId);
    expect((await ctx.clients.counselor.get(`/api/students/${s.studentId}`)).status).toBe(200);
    expect(await listed(a.client)).not.toContain(s.studentId);
  });
});

describe('GET /api/students query', () => {
  it('answers the spec\'s call unchanged without the new parameters (the whole visible list, X-Total-Count)', async () => {
    const res = await ctx.clients.admin.get<ListItem[]>('/api/students');
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
    expect(Object.keys(res.body[0]).sort()).toEqual(['actScore', 'firstName', 'gpa', 'grade', 'id', 'lastName', 'satScore', 'targetColleges', 'user', 'userId']);
  });

  it('pages with page and pageSize (1-based)', async () => {
    const all = await listed(ctx.clients.admin);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(await listed(ctx.clients.admin, '?page=1&pageSize=2')).toEqual(all.slice(0, 2));
    expect(await listed(ctx.clients.admin, '?page=2&pageSize=2')).toEqual(all.slice(2, 4));
    const res = await ctx.clients.admin.get<ListItem[]>('/api/students?pageSize=1');
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
  });

  it.each([
    ['scope=district', 'scope must be one of caseload, school, all'],
    ['page=0', 'page must be a whole number from 1'],
    ['pageSize=201', 'pageSize must be a whole number from 1 to 200'],
    ['pageSize=x', 'pageSize must be a whole number'],
    ['page=1&limit=5', 'Use page and pageSize, or limit and offset, not both'],
    ['schoolId=..%2Fx', 'schoolId must be an id'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await ctx.clients.counselor.get<Msg>(`/api/students?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses students before looking at the query (403)', async () => {
    expect((await ctx.clients.owner.get('/api/students?scope=district')).status).toBe(403);
  });
});
