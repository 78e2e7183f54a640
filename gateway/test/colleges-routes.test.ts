/**
 * The colleges REST routes over real HTTP against a whole test portal: the catalog, a student's list
 * with its materials, curated deadlines on the board, the CSV exports and the calendar feed (parsed with ical.js,
 * and dead once revoked).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { Client, DEMO, clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

const BERKELEY = '110635'; // University of California-Berkeley
const STANFORD = '243744';
const MIT = '166683';

interface College { unitid: string; name: string; state: string; control: string; admissionRate: number | null }
interface Application {
  id: string; studentId: string; collegeId: string; collegeName: string; plan: string | null; status: string; cycle: number;
  deadline: string | null; deadlineSource: string; missing: string[]; fit: { level: string; reason: string };
  materials: { applicationForm: boolean; essays: boolean; transcript: string; testScores: string; recommendations: { name: string; state: string }[]; fee: string };
  history: { summary: string }[];
}
interface BoardRow { application: Application; studentName: string; schoolId: string }
type Msg = { message: string };

/** The body's bytes as sent: `Response.text()` would drop a leading byte-order mark. */
async function rawBytes(client: Client, path: string): Promise<Buffer> {
  const res = await fetch(portal.url + path, { headers: client.cookie ? { cookie: client.cookie } : {} });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A new grade-12 student with a profile, signed in, once the colleges service has heard of them (from events). */
async function gradeTwelveStudent() {
  const client = new Client(portal.url);
  const email = `colleges-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const reg = await client.post<{ id: string }>('/api/auth/register', { email, password: 'student-pass', firstName: 'Casey', lastName: 'Lister' });
  expect(reg.status).toBe(201);
  const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.8, grade: '12', satScore: 1280 });
  expect(prof.status).toBe(201);
  const studentId = prof.body.id;
  const list = await until('the colleges service to learn of the student', () => client.get(`/api/students/${studentId}/applications`), (res) => res.status === 200, PORTAL_WAIT);
  expect(list).toMatchObject({ status: 200, body: [] });
  return { client, studentId };
}

/** YYYY-MM-DD, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const patch = <T>(client: Client, url: string, body: unknown) => client.request<T>('PATCH', url, body);

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
}, 60_000);
afterAll(async () => portal?.close());

describe('the catalog', () => {
  it('finds Berkeley when searched as "berkley", for any signed-in user; strangers get 401', async () => {
    expect((await c.anon.get('/api/colleges?q=berkley')).status).toBe(401);
    const res = await c.student.get<{ items: College[]; total: number }>('/api/colleges?q=berkley');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.items.map((i) => i.unitid)).toContain(BERKELEY);
  });

  it('answers a search asked again (kept by the catalog) with the same bytes, for any role, and still refuses a stranger', async () => {
    const path = '/api/colleges?q=state&pageSize=30';
    const first = await rawBytes(c.student, path);
    expect(JSON.parse(first.toString()).items).toHaveLength(30);
    expect(await rawBytes(c.student, path)).toEqual(first);
    expect(await rawBytes(c.counselor, path)).toEqual(first);
    const again = await fetch(portal.url + path, { headers: { cookie: c.student.cookie ?? '' } });
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(first);
    expect(await c.anon.get(path)).toMatchObject({ status: 401 });
    // Another page is another answer.
    expect(await rawBytes(c.student, `${path}&page=2`)).not.toEqual(first);
  });

  it('filters by state and control with REST values, and refuses unknown ones with a clear message', async () => {
    const res = await c.counselor.get<{ items: College[]; total: number }>('/api/colleges?state=CA&control=public&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const college of res.body.items) expect(college).toMatchObject({ state: 'CA', control: 'PUBLIC' });
    expect(await c.counselor.get('/api/colleges?control=state')).toMatchObject({
      status: 400, body: { message: 'control must be one of public, private, nonprofit, for_profit' },
    });
    expect(await c.counselor.get('/api/colleges?testPolicy=blind')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^testPolicy must be one of/) } });
    expect(await c.counselor.get('/api/colleges?maxAdmissionRate=low')).toMatchObject({ status: 400, body: { message: 'maxAdmissionRate must be a number' } });
  });

  it('answers a college page by unitid, and 404 for an unknown one', async () => {
    expect(await c.student.get<College>(`/api/colleges/${BERKELEY}`)).toMatchObject({ status: 200, body: { unitid: BERKELEY, name: 'University of California-Berkeley' } });
    expect(await c.student.get<Msg>('/api/colleges/999999999')).toMatchObject({ status: 404, body: { message: 'College not found' } });
  });
});

describe('a student\'s list, the board, the exports and the calendar', () => {
  let s: Awaited<ReturnType<typeof gradeTwelveStudent>>;
  const apps: Record<string, Application> = {};
  const due = inDays(10);

  beforeAll(async () => {
    s = await gradeTwelveStudent();
  }, 30_000);

  it('adds three colleges (201), and refuses the same college twice (409)', async () => {
    const url = `/api/students/${s.studentId}/applications`;
    for (const [collegeId, plan] of [[BERKELEY, 'RD'], [STANFORD, 'REA'], [MIT, 'EA']] as const) {
      const res = await s.client.post<Application>(url, { collegeId, plan });
      expect(res).toMatchObject({ status: 201, body: { collegeId, plan, status: 'researching', studentId: s.studentId } });
      apps[collegeId] = res.body;
    }
    expect(apps[BERKELEY].missing).toEqual(expect.arrayContaining(['Application form', 'Essays', 'Transcript']));
    expect((await s.client.post(url, { collegeId: BERKELEY })).status).toBe(409);
    expect(await s.client.post<Msg>(url, { collegeId: STANFORD, plan: 'EARLY' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^plan must be one of ED, ED2/) } });
    expect(await s.client.post<Msg>(url, {})).toMatchObject({ status: 400, body: { message: expect.stringMatching(/collegeId/) } });
    const list = await s.client.get<Application[]>(url);
    expect(list.status).toBe(200);
    expect(list.body.map((a) => a.collegeId).sort()).toEqual([BERKELEY, STANFORD, MIT].sort());
    // Staff of the student's school see it too; another student does not.
    expect((await c.counselor.get<Application[]>(url)).body).toHaveLength(3);
    expect((await c.otherStudent.get(url)).status).toBe(404);
  });

  it('patches status and materials, keeping who changed what', async () => {
    const res = await patch<Application>(s.client, `/api/applications/${apps[STANFORD].id}`, {
      status: 'in_progress', materials: { applicationForm: true, essays: true, recommendations: [{ name: 'Ms Lee', state: 'requested' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', materials: { applicationForm: true, essays: true, recommendations: [{ name: 'Ms Lee', state: 'requested' }] } });
    expect(res.body.missing).not.toContain('Essays');
    expect(res.body.missing).not.toContain('Application form');
    expect(res.body.missing).toContain('Recommendation: Ms Lee');
    expect(res.body.history.length).toBeGreaterThanOrEqual(2);
    expect(await patch<Msg>(s.client, `/api/applications/${apps[STANFORD].id}`, { status: 'applied' })).toMatchObject({
      status: 400, body: { message: expect.stringMatching(/^status must be one of researching/) },
    });
    expect(await patch<Msg>(s.client, `/api/applications/${apps[STANFORD].id}`, { materials: { fee: 'free' } })).toMatchObject({
      status: 400, body: { message: 'fee must be one of unpaid, paid, waived' },
    });
    expect((await patch(c.otherStudent, `/api/applications/${apps[STANFORD].id}`, { status: 'submitted' })).status).toBe(404);
  });

  it('curated deadlines: staff set them (PUT), anyone signed in reads them, students may not set them', async () => {
    const cycle = apps[BERKELEY].cycle;
    const body = { cycle, deadlines: [{ plan: 'EA', date: inDays(-20) }, { plan: 'RD', date: due }] };
    expect((await s.client.put(`/api/colleges/${BERKELEY}/deadlines`, body)).status).toBe(403);
    expect(await c.counselor.put<Msg>(`/api/colleges/${BERKELEY}/deadlines`, { cycle, deadlines: [{ plan: 'EARLY', date: due }] })).toMatchObject({ status: 400 });
    const put = await c.counselor.put<{ plan: string; date: string; cycle: number }[]>(`/api/colleges/${BERKELEY}/deadlines`, body);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(expect.arrayContaining([expect.objectContaining({ plan: 'RD', date: due, cycle })]));
    const read = await s.client.get<{ plan: string; date: string }[]>(`/api/colleges/${BERKELEY}/deadlines?cycle=${cycle}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(expect.arrayContaining([expect.objectContaining({ plan: 'RD', date: due })]));
    expect(await s.client.get<Msg>('/api/colleges/999999999/deadlines')).toMatchObject({ status: 404, body: { message: 'College not found' } });
    // The student's Berkeley application (RD) now has that deadline, from the curated table.
    const list = await s.client.get<Application[]>(`/api/students/${s.studentId}/applications`);
    expect(list.body.find((a) => a.collegeId === BERKELEY)).toMatchObject({ deadline: due, deadlineSource: 'CURATED' });
  });

  it('a deadline set for this student wins over the curated one; null clears it back', async () => {
    const url = `/api/applications/${apps[BERKELEY].id}`;
    const own = inDays(5);
    expect(await patch<Application>(c.counselor, url, { deadline: own })).toMatchObject({ status: 200, body: { deadline: own, deadlineSource: 'STUDENT' } });
    // A patch that leaves the deadline out leaves it as it is.
    expect(await patch<Application>(s.client, url, { materials: { transcript: 'requested' } })).toMatchObject({ status: 200, body: { deadline: own, deadlineSource: 'STUDENT' } });
    expect(await patch<Application>(c.counselor, url, { deadline: null })).toMatchObject({ status: 200, body: { deadline: due, deadlineSource: 'CURATED' } });
    expect((await patch<Msg>(c.counselor, url, { deadline: '2027-02-30' })).status).toBe(400);
    expect(await patch<Msg>(c.counselor, url, { deadline: 20270101 })).toMatchObject({ status: 400, body: { message: 'date must be a date (YYYY-MM-DD)' } });
  });

  it('the board by default: the next 30 days; admins see the district, counselors their caseload', async () => {
    const district = await c.admin.get<BoardRow[]>('/api/applications');
    expect(district.status).toBe(200);
    expect(district.body.length).toBeGreaterThan(0); // the demo students' lists have deadlines within 30 days
    for (const row of district.body) expect(row.application.deadline! >= inDays(-1) && row.application.deadline! <= inDays(31)).toBe(true);
    // This test's student has no counselor assigned, so is on no caseload: the counselor's default board leaves them out.
    const caseload = await c.counselor.get<BoardRow[]>('/api/applications');
    expect(caseload.status).toBe(200);
    expect(caseload.body.map((r) => r.application.id)).not.toContain(apps[BERKELEY].id);
  });

  it('the board shows the application due within 30 days, with what is missing; staff only', async () => {
    expect((await s.client.get('/api/applications')).status).toBe(403);
    const board = await c.counselor.get<BoardRow[]>('/api/applications?dueWithinDays=30&scope=all');
    expect(board.status).toBe(200);
    const row = board.body.find((r) => r.application.id === apps[BERKELEY].id);
    expect(row).toMatchObject({ studentName: expect.stringContaining('Casey'), application: { deadline: due, plan: 'RD' } });
    expect(row!.application.missing).toContain('Essays');
    // Filters narrow it.
    const ea = await c.counselor.get<BoardRow[]>('/api/applications?dueWithinDays=30&scope=all&plan=EA');
    expect(ea.body.map((r) => r.application.id)).not.toContain(apps[BERKELEY].id);
    expect(await c.counselor.get<Msg>('/api/applications?scope=everyone')).toMatchObject({ status: 400, body: { message: 'scope must be one of caseload, school, all' } });
    expect(await c.counselor.get<Msg>('/api/applications?dueWithinDays=soon')).toMatchObject({ status: 400, body: { message: 'dueWithinDays must be a whole number' } });
  });

  it('exports the board and the student\'s list as CSV attachments', async () => {
    const board = await c.counselor.get<string>('/api/applications/export.csv?dueWithinDays=30&scope=all');
    expect(board.status).toBe(200);
    expect(board.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(board.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(board.text).toContain('University of California-Berkeley');
    expect((await s.client.get('/api/applications/export.csv')).status).toBe(403);

    const mine = await s.client.get<string>(`/api/students/${s.studentId}/applications/export.csv`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/);
    for (const name of ['University of California-Berkeley', 'Stanford University', 'Massachusetts Institute of Technology']) expect(mine.text).toContain(name);
    expect(mine.text.trim().split(/\r?\n/).length).toBeGreaterThanOrEqual(4); // a header and three rows
    expect((await c.otherStudent.get(`/api/students/${s.studentId}/applications/export.csv`)).status).toBe(404);
  });

  it('starts every CSV with the UTF-8 byte-order mark, and leaves it out with bom=false', async () => {
    const BOM = [0xef, 0xbb, 0xbf];
    for (const [client, path] of [
      [c.counselor, '/api/applications/export.csv?dueWithinDays=30&scope=all'],
      [s.client, `/api/students/${s.studentId}/applications/export.csv`],
    ] as const) {
      const withBom = await rawBytes(client, path);
      expect([...withBom.subarray(0, 3)]).toEqual(BOM);
      const plain = await rawBytes(client, `${path}${path.includes('?') ? '&' : '?'}bom=false`);
      expect([...plain.subarray(0, 3)]).not.toEqual(BOM);
      // The same document either way, apart from the mark.
      expect(withBom.subarray(3).toString('utf8')).toBe(plain.toString('utf8'));
    }
    expect(await c.counselor.get<Msg>('/api/applications/export.csv?bom=no')).toMatchObject({ status: 400, body: { message: 'bom must be true or false' } });
  });

  it('gives the student a calendar feed that parses as ICS without a session, and stops it when revoked', async () => {
    const feedPath = `/api/students/${s.studentId}/calendar-feed`;
    expect((await c.counselor.get(feedPath)).status).toBe(403);
    expect((await c.otherStudent.get(feedPath)).status).toBe(404);
    // A forwarded host from an untrusted peer does not change the address.
    const feed = await s.client.get<{ url: string; createdAt: string }>(feedPath, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(feed.status).toBe(200);
    expect(feed.body.url.startsWith(`${portal.url}/api/calendar/`)).toBe(true);
    expect(feed.body.url).toMatch(/\.ics$/);
    // The same address on the next call.
    expect((await s.client.get<{ url: string }>(feedPath)).body.url).toBe(feed.body.url);

    const ics = await fetch(feed.body.url);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('cache-control')).toMatch(/no-store/);
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const berkeley = events.find((e) => /Berkeley/.test(e.summary));
    expect(berkeley).toBeDefined();
    expect(berkeley!.startDate.toString().slice(0, 10)).toBe(due);

    expect((await s.client.delete(feedPath)).status).toBe(204);
    expect((await fetch(feed.body.url)).status).toBe(404);
    expect((await fetch(`${portal.url}/api/calendar/not-a-real-token.ics`)).status).toBe(404);
    // A new address after revoking; the old one stays dead.
    const again = await s.client.get<{ url: string }>(feedPath);
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(feed.body.url);
    expect((await fetch(again.body.url)).status).toBe(200);
    expect((await fetch(feed.body.url)).status).toBe(404);
  });

  it('deletes an application from the list', async () => {
    expect((await c.otherStudent.delete(`/api/applications/${apps[MIT].id}`)).status).toBe(404);
    expect(await s.client.delete(`/api/applications/${apps[MIT].id}`)).toMatchObject({ status: 200, body: { success: true, id: apps[MIT].id } });
    const list = await s.client.get<Application[]>(`/api/students/${s.studentId}/applications`);
    expect(list.body.map((a) => a.collegeId).sort()).toEqual([BERKELEY, STANFORD].sort());
    expect((await s.client.delete(`/api/applications/${apps[MIT].id}`)).status).toBe(404);
  });
});

describe('the calendar feed address under PUBLIC_URL', () => {
  let proxied: HostedPortal;
  beforeAll(async () => {
    proxied = await startHostedTestPortal({ PUBLIC_URL: 'https://counsel.example.edu' });
  }, 60_000);
  afterAll(async () => proxied?.close());

  it('is absolute under the configured public address, and the feed answers at that path', async () => {
    const maya = new Client(proxied.url);
    await maya.login(DEMO.student);
    const studentId = (await maya.get<{ id: string }>('/api/students/me')).body.id;
    const feed = await maya.get<{ url: string }>(`/api/students/${studentId}/calendar-feed`);
    expect(feed.status).toBe(200);
    const url = new URL(feed.body.url);
    expect(url.origin).toBe('https://counsel.example.edu');
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const ics = await fetch(proxied.url + url.pathname);
    expect(ics.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await ics.text())).name).toBe('vcalendar');
  });
});
