/**
 * Every way a user's access ends or shrinks takes effect on the request made right after the change answered, with
 * no waiting for identity's events: neither the session the gateway cached (session-tokens.ts, told by identity's
 * and the roster's answers: sessions-changed.ts) nor an answer it kept for that session (kept-answers.ts) outlives
 * it. Each case first reads twice, so the session is cached and the answer kept, then changes access and reads once,
 * at once; most cases five times over, since the event often wins the race and one try proves little.
 */
import { describe, expect, it } from '@jest/globals';
import { Client } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';
import { counselorOfNewSchool } from './support/matrix-context.js';
import { newStudent } from './support/new-student.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const p = portalPerFile();
interface ListItem { id: string }
interface GraphqlAnswer<T> { data?: T | null; errors?: { message: string }[] }
interface Invitation { link: { id: string }; setPasswordUrl: string | null }

/** Reads twice, the second answer from what the gateway kept (same text), and answers it. */
async function twice<T>(client: Client, url: string) {
  const first = await client.get<T>(url);
  expect(first.status).toBe(200);
  const second = await client.get<T>(url);
  expect(second.text).toBe(first.text);
  return second;
}

const gql = <T>(client: Client, query: string, variables: Record<string, unknown> = {}) =>
  client.post<GraphqlAnswer<T>>('/graphql', { query, variables });

/** A new student, signed in, with their record read twice (kept) and their session cached. */
async function readingStudent() {
  const s = await newStudent(p.portal.url, 'access-ends');
  await twice(s.client, '/api/students/me');
  expect((await s.client.get('/api/auth/user')).status).toBe(200);
  return s;
}

/**
 * The change and the read right after it, five times: the event the gateway would otherwise wait for often arrives
 * before the next request does, so one try proves little.
 */
async function fiveTimes(check: () => Promise<void>) {
  for (let i = 0; i < 5; i++) await check();
}

/** After the change: the session is over for both the cached "who am I" and the kept record. */
async function expectSignedOut(client: Client) {
  expect((await client.get('/api/students/me')).status).toBe(401);
  expect((await client.get('/api/auth/user')).status).toBe(401);
}

describe('a session ended', () => {
  it('by signing out through the REST route reads nothing on the next request', async () => {
    await fiveTimes(async () => {
      const s = await readingStudent();
      const ended = new Client(p.portal.url);
      ended.cookie = s.client.cookie;
      expect((await s.client.post('/api/auth/logout', {})).status).toBe(200);
      await expectSignedOut(ended);
    });
  });

  it('by signing out through the GraphQL logout reads nothing on the next request', async () => {
    await fiveTimes(async () => {
      const s = await readingStudent();
      const out = await gql<{ logout: boolean }>(s.client, 'mutation { logout }');
      expect(out.body.data?.logout).toBe(true);
      await expectSignedOut(s.client);
    });
  });

  it('by an admin resetting the password reads nothing on the next request, cached "who am I" included', async () => {
    await fiveTimes(async () => {
      const s = await readingStudent();
      expect((await p.c.admin.put(`/api/users/${s.userId}/password`, { password: 'another-pass-1' })).status).toBe(200);
      await expectSignedOut(s.client);
    });
  });

  it('by an admin resetting the password through GraphQL reads nothing on the next request', async () => {
    await fiveTimes(async () => {
      const s = await readingStudent();
      const reset = await gql<{ resetPassword: boolean }>(p.c.admin, 'mutation($u: ID!) { done: resetPassword(userId: $u, password: "another-pass-2") }', { u: s.userId });
      // Identity's note of whose sessions ended is for the gateway: the caller's answer is the field's.
      expect(reset.body).toEqual({ data: { done: true } });
      await expectSignedOut(s.client);
    });
  });

  it('by an admin deleting the student\'s record reads nothing on the next request, cached "who am I" included', async () => {
    await fiveTimes(async () => {
      const s = await readingStudent();
      // Identity blocks the account from the records service's event; the answer names the student for the gateway.
      expect((await p.c.admin.delete(`/api/students/${s.studentId}`)).status).toBe(202);
      await expectSignedOut(s.client);
    });
  });
});

describe('a session changed', () => {
  it('by the user\'s new language answers it in the cached "who am I" on the next request', async () => {
    const s = await readingStudent();
    for (const language of ['es', 'en', null]) {
      expect((await s.client.put('/api/me/language', { language })).status).toBe(200);
      expect((await s.client.get<{ language: string | null }>('/api/auth/user')).body.language).toBe(language);
    }
  });
});

describe('access narrowed', () => {
  it('a counselor removed from a school no longer lists its students on the next request, each of five times', async () => {
    const demo = (await p.c.counselor.get<ListItem[]>('/api/students?limit=1000')).body;
    expect(demo.length).toBeGreaterThan(0);
    const other = await counselorOfNewSchool(p.c.admin, `access-ends-${Date.now().toString(36)}@example.org`);
    const me = await gql<{ me: { schoolIds: string[] } }>(p.c.counselor, 'query { me { schoolIds } }');
    const demoSchools = me.body.data?.me.schoolIds ?? [];
    const schools = (schoolIds: string[]) => p.c.admin.put(`/api/users/${other.userId}/schools`, { schoolIds });
    const read = () => other.client.get<ListItem[]>('/api/students?limit=1000');
    await fiveTimes(async () => {
      expect((await schools([other.schoolId, ...demoSchools])).status).toBe(200);
      await until('the demo school to reach the counselor\'s session', read, (res) => res.body.length === demo.length, PORTAL_WAIT);
      await twice(other.client, '/api/students?limit=1000');
      expect((await schools([other.schoolId])).status).toBe(200);
      expect((await read()).body).toEqual([]);
      expect((await other.client.get(`/api/students/${demo[0].id}`)).status).toBe(404);
    });
  });

  it('a guardian whose link staff removed no longer reads the child on the next request, each of five times', async () => {
    const s = await newStudent(p.portal.url, 'access-ends-child');
    const email = `access-ends-guardian-${Math.random().toString(36).slice(2, 8)}@example.org`;
    const guardian = new Client(p.portal.url);
    const tasks = () => guardian.get(`/api/students/${s.studentId}/tasks`);
    for (let i = 0; i < 5; i++) {
      // The first invitation makes the account, later ones link it again.
      const invited = await p.c.counselor.post<Invitation>(`/api/students/${s.studentId}/guardians`, { email, name: 'Gia Guardian', language: 'en' });
      expect(invited.status).toBe(201);
      if (i === 0) {
        const token = new URL(invited.body.setPasswordUrl ?? '', 'http://x').hash.replace('#token=', '');
        expect((await guardian.post('/api/auth/set-password', { token, password: 'guardian-pass-1' })).status).toBe(200);
      }
      await until('the guardian to read the child', tasks, (res) => res.status === 200, PORTAL_WAIT);
      expect((await tasks()).status).toBe(200);
      expect((await p.c.counselor.delete(`/api/guardian-links/${invited.body.link.id}`)).status).toBe(200);
      expect((await tasks()).status).toBe(404);
    }
  });
});

const setRule = (value: string) => p.c.admin.post('/api/system-settings', { key: 'guardian_access_at_majority', value });

/** Under `student_consent`: a student of 18 and a guardian of theirs signed in, once identity knows the student decides. */
async function adultWithGuardian(tag: string) {
  const s = await newStudent(p.portal.url, `access-ends-${tag}`);
  expect((await s.client.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.1, grade: '12', dateOfBirth: '2000-01-15' })).status).toBe(200);
  const email = `access-ends-${tag}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const invited = await p.c.counselor.post<Invitation>(`/api/students/${s.studentId}/guardians`, { email, name: 'Cai Guardian', language: 'en' });
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.setPasswordUrl ?? '', 'http://x').hash.replace('#token=', '');
  const guardian = new Client(p.portal.url);
  expect((await guardian.post('/api/auth/set-password', { token, password: 'guardian-pass-1' })).status).toBe(200);
  const decides = async () => (await s.client.get<{ consentApplies: boolean }[]>(`/api/students/${s.studentId}/guardians`)).body[0]?.consentApplies;
  await until('identity to know the student decides', decides, (yes) => yes === true, PORTAL_WAIT);
  const consent = (given: boolean) => s.client.put(`/api/guardian-links/${invited.body.link.id}/consent`, { given });
  return { guardian, consent, tasksUrl: `/api/students/${s.studentId}/tasks` };
}

describe('a guardian\'s consent withdrawn', () => {
  it('by a student of 18, under student_consent, takes the child from the guardian on the next request, each of five times', async () => {
    expect((await setRule('student_consent')).status).toBeLessThan(300);
    try {
      const { guardian, consent, tasksUrl } = await adultWithGuardian('adult');
      const tasks = () => guardian.get(tasksUrl);
      await fiveTimes(async () => {
        await until('the guardian to read the child', tasks, (res) => res.status === 200, PORTAL_WAIT);
        expect((await tasks()).status).toBe(200);
        expect((await consent(false)).status).toBe(200);
        expect((await tasks()).status).toBe(404);
        expect((await consent(true)).status).toBe(200);
      });
    } finally {
      expect((await setRule('continues')).status).toBeLessThan(300);
    }
  });
});

describe('the age-of-majority rule changed', () => {
  it('by an admin, to student_consent, takes from a guardian the adult child who withdrew consent on the next request, each of five times', async () => {
    expect((await setRule('student_consent')).status).toBeLessThan(300);
    try {
      const { guardian, consent, tasksUrl } = await adultWithGuardian('rule');
      // Withdrawn under student_consent; under `continues` it does not count, so the guardian sees the child again.
      expect((await consent(false)).status).toBe(200);
      await fiveTimes(async () => {
        expect((await setRule('continues')).status).toBeLessThan(300);
        await until('the guardian to read the child', () => guardian.get(tasksUrl), (res) => res.status === 200, PORTAL_WAIT);
        await twice(guardian, tasksUrl);
        // Identity applies the rule to every guardian from the settings service's event; the answer says whose grants change.
        expect((await setRule('student_consent')).status).toBeLessThan(300);
        expect((await guardian.get(tasksUrl)).status).toBe(404);
      });
    } finally {
      expect((await setRule('continues')).status).toBeLessThan(300);
    }
  });
});

describe('a roster import', () => {
  const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email';
  const SCHOOL = 'Lakeside High School';

  /** Previews and applies a Counsel CSV as the admin, through a signed roster upload. */
  async function applyRoster(rows: string[]) {
    const reserved = await p.c.admin.post<{ uploadURL: string }>('/api/roster/imports/upload-url');
    expect(reserved.status).toBe(200);
    const put = await fetch(reserved.body.uploadURL, { method: 'PUT', body: [HEADER, ...rows].join('\n') + '\n', headers: { 'content-type': 'text/csv', cookie: p.c.admin.cookie ?? '' } });
    expect(put.status).toBe(200);
    const preview = await p.c.admin.post<{ id: string; rejected: unknown[] }>('/api/roster/imports', { uploadURL: reserved.body.uploadURL, format: 'counsel-csv' });
    expect(preview.status).toBe(200);
    expect(preview.body.rejected).toEqual([]);
    const applied = await p.c.admin.post<{ status: string }>(`/api/roster/imports/${preview.body.id}/apply`, {});
    expect(applied).toMatchObject({ status: 200, body: { status: 'APPLIED' } });
  }

  it('that deactivates a student and moves a counselor to another school takes effect on their next requests', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const s = await readingStudent();
    const email = `access-ends-staff-${tag}@example.org`;
    const made = await p.c.admin.post<{ id: string }>('/api/auth/register-counselor', { email, password: 'staff-pass-1', firstName: 'Kim', lastName: 'Staff', role: 'counselor' });
    expect(made.status).toBe(201);
    const staff = new Client(p.portal.url);
    await staff.login({ email, password: 'staff-pass-1' });
    const student = `student,AE-S-${tag},Kept,Reader,${s.email},${SCHOOL},,12,`;
    await applyRoster([student, `counselor,AE-C-${tag},Kim,Staff,${email},${SCHOOL},,,`]);
    await until('the counselor to read the school\'s students', () => staff.get<ListItem[]>('/api/students'), (res) => res.status === 200 && res.body.length > 0, PORTAL_WAIT);
    await twice(staff, '/api/students');
    await twice(s.client, '/api/students/me');
    // The file is the district's roster: the student, absent from it, is deactivated; the counselor works elsewhere now.
    await applyRoster([`counselor,AE-C-${tag},Kim,Staff,${email},Access Ends High ${tag},,,`]);
    await expectSignedOut(s.client);
    expect((await staff.get<ListItem[]>('/api/students')).body).toEqual([]);
  });
});
