import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects, type EventEnvelope, type PreferencesSaved, type ProfileUpserted } from '@counsel/proto-events';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { Client, clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { eventually, until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
const events: EventEnvelope[] = [];
const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;

beforeAll(async () => {
  portal = await startTestPortal();
  c = await clientsFor(portal);
  await portal.bus.subscribe(Subjects.studentsProfileUpserted, async (e) => void events.push(e), { durable: 'students-test-profile' });
  await portal.bus.subscribe(Subjects.studentsPreferencesSaved, async (e) => void events.push(e), { durable: 'students-test-prefs' });
});
afterAll(async () => portal?.close());

type Msg = { message: string };
interface StudentBody extends Record<string, unknown> { id: string; userId: string; gpa: number | null; user: { firstName: string; lastName: string; email: string } }

/** A freshly registered student, signed in, without a profile. */
async function newStudent(tag = 'new') {
  const client = new Client(portal.url);
  const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const res = await client.post<{ id: string }>('/api/auth/register', { email, password: 'student-pass', firstName: 'Riley', lastName: `Test${tag}` });
  expect(res.status).toBe(201);
  return { client, userId: res.body.id, email };
}

async function withProfile(tag = 'own', fields: Record<string, unknown> = {}) {
  const s = await newStudent(tag);
  const res = await s.client.post<StudentBody>('/api/students', { userId: s.userId, gpa: '3.50', ...fields });
  expect(res.status).toBe(201);
  return { ...s, studentId: res.body.id };
}


describe('signed out', () => {
  it.each([
    ['GET', '/api/students'], ['GET', '/api/students/me'], ['GET', `/api/students/${MAYA}`], ['POST', '/api/students'],
    ['PUT', `/api/students/${MAYA}`], ['GET', `/api/students/${MAYA}/academics`], ['GET', `/api/students/${MAYA}/activities`],
    ['GET', `/api/students/${MAYA}/college-preferences`], ['POST', `/api/students/${MAYA}/college-preferences`],
  ])('%s %s is 401', async (method, url) => {
    const res = await c.anon.request(method, url, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.text).not.toMatch(/stack|at \w+ \(/);
  });
});

describe('GET /api/students', () => {
  it.each(['counselor', 'admin'] as const)('lists every student for a %s, in the spec shape, with X-Total-Count', async (role) => {
    const res = await c[role].get<StudentBody[]>('/api/students');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const maya = res.body.find((s) => s.id === MAYA)!;
    expect(maya).toEqual(expect.objectContaining({
      userId: c.ids.student, firstName: 'Maya', lastName: 'Chen', gpa: 3.94, satScore: 1520, actScore: 34, grade: '12',
      user: { firstName: 'Maya', lastName: 'Chen', email: 'maya.chen@counsel.local' },
    }));
    // targetColleges is the value shown: the demo's saved 10 until the colleges service's demo list arrives.
    const shown = await c[role].post<{ data: { student: { targetColleges: number; targetCollegesFromList: boolean } } }>(
      '/graphql', { query: `{ student(id: "${MAYA}") { targetColleges targetCollegesFromList } }` });
    if (!shown.body.data.student.targetCollegesFromList) expect(maya.targetColleges).toBe(10);
    else expect(maya.targetColleges).toBe(shown.body.data.student.targetColleges);
  });

  it('answers targetColleges as the college list\'s length once there is a list, the saved value again once it is emptied', async () => {
    const s = await withProfile('list', { targetColleges: 2 });
    const app = (n: number) => ({
      applicationId: `a-${n}`, collegeId: String(n), collegeName: `College ${n}`, city: null, state: null, plan: null, status: 'researching' as const,
      deadline: null, missing: [], fit: { level: 'UNKNOWN' as const, reason: 'No comparable score' }, flags: [],
    });
    const read = async () => (await s.client.get<StudentBody>(`/api/students/${s.studentId}`)).body.targetColleges;
    await portal.bus.publish(Subjects.collegesListChanged, { studentId: s.studentId, studentUserId: s.userId, applications: [app(1), app(2), app(3)], updatedAt: new Date().toISOString() });
    await until('the list\'s length', read, (shown) => shown === 3, PORTAL_WAIT);
    expect(await read()).toBe(3);
    expect((await c.counselor.get<StudentBody[]>(`/api/students?q=${encodeURIComponent(s.email)}`)).body[0].targetColleges).toBe(3);
    // A save while the list exists works: the saved value (2) is kept whatever the form sent, the list's length shown.
    const put = await s.client.put<StudentBody>(`/api/students/${s.studentId}`, { userId: s.userId, targetColleges: 7 });
    expect(put.status).toBe(200);
    expect(put.body.targetColleges).toBe(3);
    await portal.bus.publish(Subjects.collegesListChanged, { studentId: s.studentId, studentUserId: s.userId, applications: [], updatedAt: new Date(Date.now() + 1000).toISOString() });
    await until('the saved value again', read, (shown) => shown === 2, PORTAL_WAIT);
    expect(await read()).toBe(2);
  });

  it('is 403 for a student', async () => {
    const res = await c.student.get<Msg>('/api/students');
    expect(res.status).toBe(403);
  });

  it('searches name or email case-insensitively, on the server', async () => {
    const byName = await c.counselor.get<StudentBody[]>('/api/students?q=CHEN');
    expect(byName.body.map((s) => s.id)).toEqual([MAYA]);
    expect(byName.headers.get('x-total-count')).toBe('1');
    const byEmail = await c.counselor.get<StudentBody[]>('/api/students?q=jordan.rivera%40');
    expect(byEmail.body.map((s) => s.id)).toEqual([JORDAN]);
    const short = await c.counselor.get<StudentBody[]>('/api/students?q=ma');
    expect(short.body.map((s) => s.id)).toContain(MAYA);
    const none = await c.counselor.get<StudentBody[]>('/api/students?q=zzzz-nobody');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('pages and sorts', async () => {
    const all = await c.counselor.get<StudentBody[]>('/api/students?sort=-gpa');
    const gpas = all.body.map((s) => s.gpa ?? -1);
    expect([...gpas].sort((a, b) => b - a)).toEqual(gpas);
    const page = await c.counselor.get<StudentBody[]>('/api/students?sort=-gpa&limit=1&offset=1');
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect(page.headers.get('x-total-count')).toBe(String(all.body.length));
  });

  it.each([['sort=shoe-size', /sort must be one of/], ['limit=-1', /limit must be a whole number/], ['limit=5000', /limit must be a whole number from 1 to 1000/], ['offset=x', /offset/]])(
    'refuses %s with 400', async (query, message) => {
      const res = await c.counselor.get<Msg>(`/api/students?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });
});

describe('GET /api/students/me and /api/students/{id}', () => {
  it('returns the student their own record, with the account from identity', async () => {
    const res = await c.student.get<StudentBody>('/api/students/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: MAYA, userId: c.ids.student, grade: '12', highSchoolName: 'Lakeside High School' }));
    expect(res.body.user).toEqual({ firstName: 'Maya', lastName: 'Chen', email: 'maya.chen@counsel.local' });
  });

  it('agrees with the roster in the demo: the profile names the school the roster enrolls the student in', async () => {
    const res = await c.counselor.post<{ data: { student: { highSchoolName: string; schoolId: string; grade: string }; schools: { id: string; name: string }[] } }>(
      '/graphql', { query: `{ student(id: "${MAYA}") { highSchoolName schoolId grade } schools { id name } }` });
    const { student, schools } = res.body.data;
    expect(schools.find((s) => s.id === student.schoolId)?.name).toBe(student.highSchoolName);
    expect(student.grade).toBe(DEMO_STUDENT_PROFILES.find((p) => p.id === MAYA)!.grade);
  });

  it("is 404 'Profile not found' for a student without a profile, and for staff", async () => {
    const s = await newStudent('noprofile');
    for (const client of [s.client, c.counselor]) {
      const res = await client.get<Msg>('/api/students/me');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Profile not found' });
    }
  });

  it.each(['student', 'counselor', 'admin'] as const)('lets the %s read Maya', async (role) => {
    const res = await c[role].get<StudentBody>(`/api/students/${MAYA}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(MAYA);
  });

  it("refuses another student's record with 403", async () => {
    const res = await c.otherStudent.get<Msg>(`/api/students/${MAYA}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only view and change your own student records');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await c.counselor.get(`/api/students/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).status).toBe(404);
    expect((await c.counselor.get('/api/students/..%2Fetc')).status).toBe(400);
  });
});

describe('POST /api/students', () => {
  it('creates the caller\'s profile: "3.85" stored as a number, empty values as null, targetColleges 0, and publishes it', async () => {
    const s = await newStudent('create');
    const res = await s.client.post<StudentBody>('/api/students', {
      userId: s.userId, gpa: '3.85', satScore: 1400, actScore: '', grade: '11', classRank: '', siblings: '  ', highSchoolName: 'Central High',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({
      userId: s.userId, gpa: 3.85, satScore: 1400, actScore: null, grade: '11', classRank: null, siblings: null, targetColleges: 0,
      firstName: 'Riley', email: s.email,
    }));
    const me = await s.client.get<StudentBody>('/api/students/me');
    expect(me.body.id).toBe(res.body.id);
    expect(me.body.gpa).toBe(3.85);
    await eventually(() => expect(events.some((e) => (e.data as ProfileUpserted).studentId === res.body.id)).toBe(true));
    const event = events.find((e) => (e.data as ProfileUpserted).studentId === res.body.id)!.data as ProfileUpserted;
    expect(event).toEqual(expect.objectContaining({ userId: s.userId }));
    expect(event.profile).toEqual(expect.objectContaining({ firstName: 'Riley', email: s.email, gpa: 3.85, highSchoolName: 'Central High', courses: [], activities: [] }));
  });

  it("fails with 'User not found' without a user id", async () => {
    const s = await newStudent('nouser');
    const res = await s.client.post<Msg>('/api/students', { gpa: 3 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'User not found' });
  });

  it('refuses a profile for someone else, a second profile, and any staff write', async () => {
    const s = await newStudent('other');
    expect((await s.client.post('/api/students', { userId: c.ids.otherStudent })).status).toBe(403);
    expect((await c.student.post<Msg>('/api/students', { userId: c.ids.student })).status).toBe(409);
    for (const staff of [c.counselor, c.admin]) {
      const res = await staff.post<Msg>('/api/students', { userId: c.ids.counselor });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Counselors and admins can view student records but not change them');
    }
  });

  it.each([
    ['gpa', 3.99, true], ['gpa', 4.0, true], ['gpa', '4.0', true], ['gpa', 4.01, false], ['gpa', -0.01, false], ['gpa', 3.855, false], ['gpa', 'high', false],
    ['satScore', 399, false], ['satScore', 400, true], ['satScore', 1600, true], ['satScore', 1601, false], ['satScore', 1450.5, false],
    ['actScore', 0, false], ['actScore', 1, true], ['actScore', 36, true], ['actScore', 37, false],
    ['grade', '8', false], ['grade', 9, true], ['grade', '12', true], ['grade', '13', false],
    ['targetColleges', -1, false], ['targetColleges', 0, true], ['targetColleges', 12, true], ['targetColleges', 2.5, false],
  ])('%s = %j accepted: %s', async (field, value, ok) => {
    const s = await newStudent('bounds');
    const res = await s.client.post<Msg & StudentBody>('/api/students', { userId: s.userId, [field]: value });
    if (ok) {
      expect(res.status).toBe(201);
      expect(String(res.body[field])).toBe(String(Number(value)));
    } else {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/GPA|SAT|ACT|Grade|Target colleges/);
    }
  });

  it('refuses a body that is not an object', async () => {
    const s = await newStudent('badbody');
    expect((await s.client.post<Msg>('/api/students', [1, 2])).status).toBe(400);
    expect((await s.client.post<Msg>('/api/students', { userId: s.userId, clubs: { $ne: 1 } })).status).toBe(400);
  });
});

describe('PUT /api/students/{id}', () => {
  it('updates the owner\'s profile', async () => {
    const s = await withProfile('update');
    const res = await s.client.put<StudentBody>(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 3.7, grade: '12', targetColleges: '6', leadership: 'Class president' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: s.studentId, gpa: 3.7, grade: '12', targetColleges: 6, leadership: 'Class president' }));
  });

  it("refuses another student's profile, staff, and an unknown id", async () => {
    const s = await withProfile('victim');
    const other = await c.otherStudent.put<Msg>(`/api/students/${s.studentId}`, { userId: c.ids.otherStudent, gpa: 1 });
    expect(other.status).toBe(403);
    for (const staff of [c.counselor, c.admin]) expect((await staff.put(`/api/students/${s.studentId}`, { userId: s.userId, gpa: 1 })).status).toBe(403);
    const after = await c.counselor.get<StudentBody>(`/api/students/${s.studentId}`);
    expect(after.body.gpa).toBe(3.5);
    const missing = await s.client.put<Msg>(`/api/students/${MAYA.slice(0, -3)}999`, { userId: s.userId });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Profile not found');
  });

  it("fails with 'User not found' without a user id", async () => {
    const s = await withProfile('putnouser');
    const res = await s.client.put<Msg>(`/api/students/${s.studentId}`, { gpa: 3 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('User not found');
  });
});

describe('academics and activities', () => {
  it.each(['student', 'counselor', 'admin'] as const)('%s reads Maya\'s academics and activities', async (role) => {
    const a = await c[role].get<{ gpa: number; classRank: string; courses: { courseName: string; level: string; grade: string }[] }>(`/api/students/${MAYA}/academics`);
    expect(a.status).toBe(200);
    expect(a.body.gpa).toBe(3.94);
    expect(a.body.classRank).toBe('8/412');
    expect(a.body.courses[0]).toEqual({ courseName: 'AP Calculus BC', level: 'AP', grade: 'A' });
    const act = await c[role].get<{ name: string; hoursPerWeek: number }[]>(`/api/students/${MAYA}/activities`);
    expect(act.status).toBe(200);
    expect(act.body[0]).toEqual({ name: 'Robotics Club', role: 'Team Captain', years: 4, hoursPerWeek: 8 });
  });

  it("refuses another student's academics and activities", async () => {
    expect((await c.otherStudent.get(`/api/students/${MAYA}/academics`)).status).toBe(403);
    expect((await c.otherStudent.get(`/api/students/${MAYA}/activities`)).status).toBe(403);
  });

  it('lets the owner replace courses and activities, and nobody else', async () => {
    const s = await withProfile('lists');
    const courses = [{ courseName: 'AP Biology', level: 'AP', grade: 'A-' }, { courseName: 'Chorus', level: 'Regular', grade: '' }];
    const saved = await s.client.put(`/api/students/${s.studentId}/courses`, { courses });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([courses[0], { ...courses[1], grade: null }]);
    const acts = await s.client.put(`/api/students/${s.studentId}/activities`, { activities: [{ name: 'Chess', role: '', years: '2', hoursPerWeek: 1.5 }] });
    expect(acts.body).toEqual([{ name: 'Chess', role: null, years: 2, hoursPerWeek: 1.5 }]);
    const read = await c.counselor.get<{ courses: unknown[] }>(`/api/students/${s.studentId}/academics`);
    expect(read.body.courses).toHaveLength(2);
    expect((await s.client.put<Msg>(`/api/students/${s.studentId}/courses`, { courses: [{ courseName: 'X', level: 'Expert' }] })).body)
      .toEqual({ message: 'Course level must be AP, Honors or Regular' });
    expect((await c.otherStudent.put(`/api/students/${s.studentId}/courses`, { courses: [] })).status).toBe(403);
    expect((await c.counselor.put(`/api/students/${s.studentId}/activities`, { activities: [] })).status).toBe(403);
  });
});

describe('college preferences', () => {
  const answers = {
    overallFeeling: 'Excited', concerns: 'Right environment', collegeSearchStarted: 'No',
    collegeSizePreferences: ['size_a'], locationPreferences: ['I would like to study in a big city.'], academicsExtracurricularsPreferences: [],
  };

  it.each(['student', 'counselor', 'admin'] as const)("%s reads Maya's preferences as full statements", async (role) => {
    const res = await c[role].get<{ overallFeeling: string; collegeSizePreferences: string[] }>(`/api/students/${MAYA}/college-preferences`);
    expect(res.status).toBe(200);
    expect(res.body.overallFeeling).toBe('Excited');
    expect(res.body.collegeSizePreferences).toContain('I want small classes where professors know me by name.');
  });

  it('answers 200 with null when none are set', async () => {
    const s = await withProfile('noprefs');
    const res = await s.client.get(`/api/students/${s.studentId}/college-preferences`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('null');
  });

  it('saves the owner\'s answers, storing id codes as their statement text, and publishes them', async () => {
    const s = await withProfile('prefs');
    const res = await s.client.post<Record<string, unknown>>(`/api/students/${s.studentId}/college-preferences`, { studentId: s.studentId, ...answers });
    expect(res.status).toBe(200);
    expect(res.body.collegeSizePreferences).toEqual(['I want a small college with fewer than 5,000 undergraduates.']);
    const read = await c.counselor.get<Record<string, unknown>>(`/api/students/${s.studentId}/college-preferences`);
    expect(read.body).toEqual(expect.objectContaining({ ...answers, collegeSizePreferences: res.body.collegeSizePreferences, studentId: s.studentId }));
    await eventually(() => expect(events.some((e) => e.subject === Subjects.studentsPreferencesSaved && (e.data as PreferencesSaved).studentId === s.studentId)).toBe(true));
  });

  it("fails with 'Profile not found' when the student has no profile", async () => {
    const s = await newStudent('prefsnoprofile');
    const res = await s.client.post<Msg>(`/api/students/${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}/college-preferences`, answers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Profile not found' });
  });

  it("refuses another student's preferences (read and write) and any staff write", async () => {
    expect((await c.otherStudent.get(`/api/students/${MAYA}/college-preferences`)).status).toBe(403);
    expect((await c.otherStudent.post(`/api/students/${MAYA}/college-preferences`, answers)).status).toBe(403);
    expect((await c.counselor.post(`/api/students/${MAYA}/college-preferences`, answers)).status).toBe(403);
    expect((await c.admin.post(`/api/students/${MAYA}/college-preferences`, answers)).status).toBe(403);
    const still = await c.counselor.get<{ concerns: string }>(`/api/students/${MAYA}/college-preferences`);
    expect(still.body.concerns).toBe('Finding the right College');
  });

  it.each([
    [{ overallFeeling: 'Bored' }, /Overall feeling must be one of/],
    [{ collegeSizePreferences: ['I want a castle.'] }, /College size: choose only statements from the list/],
    [{ locationPreferences: 'loc_a' }, /must be a list of statements/],
    [{ studentId: 'someone-else' }, /studentId does not match/],
  ])('refuses %j with 400', async (body, message) => {
    const res = await c.student.post<Msg>(`/api/students/${MAYA}/college-preferences`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('GraphQL', () => {
  it('pages students for staff with a total, and counts stats as the spec says', async () => {
    const res = await c.counselor.post<{ data: { students: { total: number; items: { displayName: string; user: { email: string } }[] }; studentStats: { totalStudents: number; activeApplications: number } } }>(
      '/graphql', { query: '{ students(q: "rivera", limit: 5) { total items { displayName user { email } } } studentStats { totalStudents activeApplications } }' });
    expect(res.status).toBe(200);
    expect(res.body.data.students).toEqual({ total: 1, items: [{ displayName: 'Jordan Rivera', user: { email: 'jordan.rivera@counsel.local' } }] });
    const list = await c.counselor.get<StudentBody[]>('/api/students');
    expect(res.body.data.studentStats.totalStudents).toBe(list.body.length);
    expect(res.body.data.studentStats.activeApplications).toBe(list.body.filter((s) => (s.targetColleges as number) > 0).length);
  });

  it('refuses the student list and stats to a student', async () => {
    const res = await c.student.post<{ errors: { extensions: { code: string } }[] }>('/graphql', { query: '{ studentStats { totalStudents } }' });
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
