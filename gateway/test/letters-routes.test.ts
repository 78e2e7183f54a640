/**
 * The letters REST routes over real HTTP against a whole test portal: the demo's requests, a student asking a
 * teacher of their school (with the teacher's yearly count), the teacher's queue, accepting, declining and
 * cancelling, the letter, the FERPA waiver on the letter route and in GraphQL, the staff's caseload list, and the
 * 401/403/404/409/400 answers. The teacher is the demo's (identity's demo accounts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_SCHOOL_NAME, DEMO_STUDENT_PROFILES, DEMO_USERS } from '@counsel/kit';
import { until } from '../../services/kit/test/support/eventually.js';
import { SMALL_PDF } from './support/matrix-context.js';
import { Client, clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const DEMO_TEACHER = DEMO_USERS.find((u) => u.role === 'teacher');

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
let teacher: Client;

interface RequestView {
  id: string; state: string; waived: boolean; note: string; declineReason: string | null; applicationIds: string[];
  student: { name: string; grade: string | null; schoolId: string; schoolName: string | null }; teacher: { userId: string; name: string }; letter: { kind: string } | null;
}
interface Page { scope: string; items: RequestView[]; total: number; pending: number; done: number }
interface Choice { userId: string; name: string; requestedThisYear: number; limit: number; full: boolean }
type Msg = { message: string };

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const patch = <T>(client: Client, url: string, body: unknown) => client.request<T>('PATCH', url, body);
const letterUrl = (r: RequestView) => `/api/recommendation-requests/${r.id}/letter`;

// The demo teacher account lands with identity's teacher accounts; without it there is no teacher to sign in as.
const suite = DEMO_TEACHER ? describe : describe.skip;

beforeAll(async () => {
  if (!DEMO_TEACHER) return;
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
  teacher = new Client(portal.url);
  await teacher.login(DEMO_TEACHER);
  // The demo seed runs once letters has heard of Maya, her list and the teacher.
  await until('the demo\'s two requests', async () => (await c.student.get<Page>('/api/recommendation-requests')).body.total === 2, undefined, PORTAL_WAIT);
}, 90_000);
afterAll(async () => portal?.close());

suite('the demo', () => {
  it('has Maya\'s two requests to the demo teacher in different states, in the teacher\'s queue too', async () => {
    const own = await c.student.get<Page>('/api/recommendation-requests?scope=mine');
    expect(own.status).toBe(200);
    expect(own.body.items.map((r) => [r.state, r.waived, r.teacher.name, r.letter?.kind ?? null]).sort()).toEqual([
      ['accepted', true, 'Daniel Okafor', null], ['submitted', false, 'Daniel Okafor', 'text'],
    ]);
    const readable = own.body.items.find((r) => r.state === 'submitted')!;
    const letter = await c.student.get<{ text: string }>(letterUrl(readable));
    expect(letter.status).toBe(200);
    expect(letter.body.text).toMatch(/Maya Chen/);
    const queue = await teacher.get<Page>('/api/recommendation-requests');
    expect(queue.body).toMatchObject({ scope: 'queue', pending: 1, done: 1 });
    expect(queue.body.items.map((r) => r.student.name)).toEqual(['Maya Chen', 'Maya Chen']);
  });

  it('names the student\'s school on the teacher\'s card (the roster\'s name of the demo school), in REST and GraphQL', async () => {
    await until('letters to hold the demo school\'s name', async () =>
      (await teacher.get<Page>('/api/recommendation-requests')).body.items.every((r) => r.student.schoolName === DEMO_SCHOOL_NAME), undefined, PORTAL_WAIT);
    const gql = await teacher.post<{ data: { recommendationRequests: { items: { student: { schoolId: string; schoolName: string | null } }[] } } }>(
      '/graphql', { query: 'query { recommendationRequests(scope: queue) { items { student { schoolId schoolName } } } }' });
    expect(gql.body.data.recommendationRequests.items.map((r) => r.student)).toEqual([
      { schoolId: 'school-default', schoolName: DEMO_SCHOOL_NAME }, { schoolId: 'school-default', schoolName: DEMO_SCHOOL_NAME },
    ]);
    const staff = await c.counselor.get<Page>('/api/recommendation-requests?scope=caseload');
    expect(staff.body.items.filter((r) => r.student.name === 'Maya Chen').map((r) => r.student.schoolName)).toEqual([DEMO_SCHOOL_NAME, DEMO_SCHOOL_NAME]);
  });
});

suite('asking for a letter', () => {
  it('lists the teachers of the student\'s school with this year\'s count, to the student and staff only', async () => {
    const mine = await c.student.get<Choice[]>(`/api/students/${MAYA}/teachers`);
    expect(mine.status).toBe(200);
    expect(mine.body.find((t) => t.userId === DEMO_TEACHER!.id)).toMatchObject({ name: 'Daniel Okafor', limit: 25, full: false });
    expect(mine.body.find((t) => t.userId === DEMO_TEACHER!.id)!.requestedThisYear).toBeGreaterThanOrEqual(2);
    expect((await c.counselor.get(`/api/students/${MAYA}/teachers`)).status).toBe(200);
    expect((await c.otherStudent.get(`/api/students/${MAYA}/teachers`)).status).toBe(404);
    expect((await teacher.get(`/api/students/${MAYA}/teachers`)).status).toBe(404);
    expect((await c.anon.get(`/api/students/${MAYA}/teachers`)).status).toBe(401);
  });

  it('authorizes before it validates, then answers a bad body with a clear 400, and a duplicate with 409', async () => {
    const url = `/api/students/${MAYA}/recommendation-requests`;
    expect((await c.anon.post(url, {})).status).toBe(401);
    const staff = await c.counselor.post<Msg>(url, {});
    expect([staff.status, staff.body.message]).toEqual([403, 'Only a student can ask for a letter']);
    expect((await teacher.post(url, {})).status).toBe(403);
    expect((await c.otherStudent.post(url, { teacherUserId: DEMO_TEACHER!.id, waived: true })).status).toBe(404);
    const noWaiver = await c.student.post<Msg>(url, { teacherUserId: DEMO_TEACHER!.id });
    expect(noWaiver.status).toBe(400);
    expect(noWaiver.body.message).toMatch(/waived is required/);
    const longNote = await c.student.post<Msg>(url, { teacherUserId: DEMO_TEACHER!.id, waived: true, note: 'x'.repeat(2001) });
    expect([longNote.status, longNote.body.message]).toEqual([400, 'Note must be at most 2000 characters']);
    const notATeacher = await c.student.post<Msg>(url, { teacherUserId: c.ids.counselor, waived: true });
    expect([notATeacher.status, notATeacher.body.message]).toEqual([400, 'Choose a teacher of your school']);
    // All of Maya's applications overlap the demo's two requests.
    const again = await c.student.post<Msg>(url, { teacherUserId: DEMO_TEACHER!.id, waived: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked this teacher/);
  });
});

suite('a request\'s life', () => {
  let open: RequestView;

  it('creates a request and puts it at the teacher\'s', async () => {
    const made = await c.otherStudent.post<{ request: RequestView; overLimit: boolean }>(`/api/students/${JORDAN}/recommendation-requests`,
      { teacherUserId: DEMO_TEACHER!.id, waived: false, note: 'Art portfolio, please' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ overLimit: false, request: { state: 'requested', waived: false, applicationIds: [], teacher: { name: 'Daniel Okafor' } } });
    open = made.body.request;
    const queue = await teacher.get<Page>('/api/recommendation-requests?scope=queue');
    expect(queue.body.items.find((r) => r.id === open.id)).toMatchObject({ note: 'Art portfolio, please', student: { name: 'Jordan Rivera', grade: '11' } });
    expect((await teacher.get('/api/recommendation-requests?scope=caseload')).status).toBe(403);
    const badScope = await teacher.get<Msg>('/api/recommendation-requests?scope=everyone');
    expect([badScope.status, badScope.body.message]).toEqual([400, 'scope must be one of mine, queue, caseload']);
  });

  it('lets the teacher accept or decline, the student cancel, and nobody else', async () => {
    const url = `/api/recommendation-requests/${open.id}`;
    expect((await patch(c.otherStudent, url, { action: 'accept' })).status).toBe(403);
    expect((await patch(c.counselor, url, { action: 'accept' })).status).toBe(403);
    expect((await patch(c.student, url, { action: 'cancel' })).status).toBe(404);
    expect((await patch(teacher, url, { action: 'cancel' })).status).toBe(403);
    const noReason = await patch<Msg>(teacher, url, { action: 'decline' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'A reason is required to decline; the student sees it']);
    const badAction = await patch<Msg>(teacher, url, { action: 'approve' });
    expect([badAction.status, badAction.body.message]).toEqual([400, 'Action must be one of accept, decline, cancel']);
    const accepted = await patch<RequestView>(teacher, url, { action: 'accept' });
    expect([accepted.status, accepted.body.state]).toEqual([200, 'accepted']);
    expect((await patch(teacher, url, { action: 'accept' })).status).toBe(409);
  });

  it('takes the letter from the teacher only; the student who kept the right reads it, nobody else\'s student does', async () => {
    expect((await c.otherStudent.post(letterUrl(open), { text: 'Self-written' })).status).toBe(403);
    expect((await c.counselor.post(letterUrl(open), { text: 'Counselor-written' })).status).toBe(403);
    const empty = await teacher.post<Msg>(letterUrl(open), {});
    expect([empty.status, empty.body.message]).toEqual([400, 'Give the letter as text or as an uploaded PDF (uploadId), one of them']);
    expect((await c.otherStudent.get(letterUrl(open))).status).toBe(404);
    const sent = await teacher.post<RequestView>(letterUrl(open), { text: 'A letter for Jordan Rivera.' });
    expect([sent.status, sent.body.state]).toEqual([200, 'submitted']);
    const own = await c.otherStudent.get<{ text: string }>(letterUrl(open));
    expect([own.status, own.body.text]).toEqual([200, 'A letter for Jordan Rivera.']);
    expect((await c.student.get(letterUrl(open))).status).toBe(404);
    expect((await c.anon.get(letterUrl(open))).status).toBe(401);
    expect((await patch(c.otherStudent, `/api/recommendation-requests/${open.id}`, { action: 'cancel' })).status).toBe(409);
  });

  it('never shows a waived letter to the student, on the route, in the list or through GraphQL', async () => {
    const waived = (await c.student.get<Page>('/api/recommendation-requests')).body.items.find((r) => r.waived)!;
    const sent = await teacher.post<RequestView>(letterUrl(waived), { text: 'Confidential: Maya Chen is exceptional.' });
    expect(sent.status).toBe(200);
    expect((await c.student.get(letterUrl(waived))).status).toBe(404);
    const own = await c.student.get<Page>('/api/recommendation-requests');
    expect(own.body.items.find((r) => r.id === waived.id)).toMatchObject({ state: 'submitted', letter: null });
    expect(own.text).not.toContain('Confidential');
    const gql = await c.student.post<{ data: { recommendationLetter: unknown } | null; errors?: { extensions?: { code?: string } }[] }>('/graphql', {
      query: 'query($id: ID!) { recommendationLetter(requestId: $id) { text } }', variables: { id: waived.id },
    });
    expect(gql.body.data?.recommendationLetter ?? null).toBeNull();
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await teacher.get<{ text: string }>(letterUrl(waived))).body.text).toMatch(/Confidential/);
    expect((await c.counselor.get<{ text: string }>(letterUrl(waived))).body.text).toMatch(/Confidential/);
  });

  it('takes a letter as a PDF through a signed upload, checked by content, and streams it back per the waiver', async () => {
    // A request for a college of Maya's that the demo's two requests do not cover.
    const apps = await c.student.get<{ id: string }[] | { applications: { id: string }[] }>(`/api/students/${MAYA}/applications`);
    const ids = (Array.isArray(apps.body) ? apps.body : apps.body.applications).map((a) => a.id);
    const asked = new Set((await c.student.get<Page>('/api/recommendation-requests')).body.items.flatMap((r) => r.applicationIds));
    const free = ids.find((id) => !asked.has(id))!;
    expect(free).toBeDefined();
    const made = await c.student.post<{ request: RequestView }>(`/api/students/${MAYA}/recommendation-requests`, { teacherUserId: DEMO_TEACHER!.id, waived: false, applicationIds: [free] });
    expect(made.status).toBe(201);
    const pdfRequest = made.body.request;
    expect((await patch(teacher, `/api/recommendation-requests/${pdfRequest.id}`, { action: 'accept' })).status).toBe(200);

    expect((await c.student.post('/api/letters/upload-url')).status).toBe(403);
    const reserve = async () => (await teacher.post<{ uploadURL: string }>('/api/letters/upload-url')).body.uploadURL;
    const put = (url: string, bytes: Buffer | string) => {
      const u = new URL(url, portal.url);
      return fetch(new URL(u.pathname + u.search, portal.url), { method: 'PUT', body: bytes, headers: { 'content-type': 'application/pdf', cookie: teacher.cookie! } });
    };
    const textUrl = await reserve();
    expect((await put(textUrl, 'just text, not a PDF')).status).toBe(415);
    const pdfUrl = await reserve();
    expect(pdfUrl).toMatch(/purpose=recommendation-letter/);
    expect((await put(pdfUrl, SMALL_PDF)).ok).toBe(true);
    const both = await teacher.post<Msg>(letterUrl(pdfRequest), { text: 'x', uploadURL: pdfUrl });
    expect([both.status, both.body.message]).toEqual([400, 'Give the letter as text or as an uploaded PDF (uploadId), one of them']);
    const sent = await teacher.post<RequestView>(letterUrl(pdfRequest), { uploadURL: pdfUrl, fileName: 'Maya Chen - Physics.pdf' });
    expect([sent.status, sent.body.letter?.kind]).toEqual([200, 'pdf']);

    const file = await c.student.get(letterUrl(pdfRequest));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/Maya Chen - Physics\.pdf/);
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect((await c.otherStudent.get(letterUrl(pdfRequest))).status).toBe(404);
    // Used once: a second letter cannot take the same upload.
    const again = await teacher.post<Msg>(letterUrl(pdfRequest), { uploadURL: pdfUrl });
    expect(again.status).toBe(409);
  });

  it('gives staff the requests of their students with filters, and pages', async () => {
    const mine = await c.counselor.get<Page>(`/api/recommendation-requests?scope=caseload&teacherUserId=${DEMO_TEACHER!.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ scope: 'caseload', total: 4, done: 4, pending: 0 });
    expect((await c.admin.get<Page>('/api/recommendation-requests?state=submitted&pageSize=1')).body).toMatchObject({ total: 4, items: [expect.anything()] });
    expect((await c.counselor.get<Page>('/api/recommendation-requests?pendingForMoreThanDays=0')).body.total).toBe(0);
    const bad = await c.counselor.get<Msg>('/api/recommendation-requests?pageSize=many');
    expect([bad.status, bad.body.message]).toEqual([400, 'pageSize must be a whole number']);
    const tooBig = await c.counselor.get<Msg>('/api/recommendation-requests?pageSize=500');
    expect([tooBig.status, tooBig.body.message]).toEqual([400, 'pageSize must be a whole number from 1 to 100']);
    expect((await c.anon.get('/api/recommendation-requests')).status).toBe(401);
  });
});
