/**
 * The counseling REST routes over real HTTP against a whole test portal: notes (sanitized, pinned,
 * tagged, with their edit history, never the student's), meetings (the student sees their scheduled ones without
 * the counselor's note), group tasks (expanded to the group's current members) with completion, and the 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { Client, clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

interface Note { id: string; body: string; pinned: boolean; tags: string[]; history: { previousBody: string; editedByName: string }[] }
interface Meeting { id: string; startsAt: string; kind: string; topics: string[]; note: string | null; state: string }
interface Assignment { taskId: string; studentId: string; done: boolean; doneBy: string | null }
interface Task { id: string; title: string; total: number; doneCount: number; groupGrade: string | null; assignments: Assignment[] }
type Msg = { message: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const patch = <T>(client: Client, url: string, body: unknown) => client.request<T>('PATCH', url, body);

/** A new student of the default school with a profile, signed in, once the counseling service has heard of them. */
async function student(grade: string) {
  const client = new Client(portal.url);
  const email = `counseling-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const reg = await client.post<{ id: string }>('/api/auth/register', { email, password: 'student-pass', firstName: 'Sam', lastName: `Grade${grade}` });
  expect(reg.status).toBe(201);
  const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.5, grade });
  expect(prof.status).toBe(201);
  const studentId = prof.body.id;
  await until('the counseling service to learn of the new student', async () => (await client.get(`/api/students/${studentId}/tasks`)).status === 200, undefined, PORTAL_WAIT);
  return { client, studentId, userId: reg.body.id };
}

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
}, 60_000);
afterAll(async () => portal?.close());

describe('notes', () => {
  it('stores a note with a script tag inert, keeps pinned and tags, and keeps the history of edits', async () => {
    const s = await student('11');
    const made = await c.counselor.post<Note>(`/api/students/${s.studentId}/notes`, {
      body: '<script>alert(1)</script><p>ok</p>', pinned: true, tags: ['academic', 'family_contact'],
    });
    expect(made.status).toBe(201);
    expect(made.body.body).toBe('<p>ok</p>');
    expect(made.body).toMatchObject({ pinned: true, tags: ['academic', 'family_contact'], history: [] });

    const edited = await patch<Note>(c.counselor, `/api/notes/${made.body.id}`, { body: '<p>ok, and <a href="javascript:alert(2)">more</a></p>', pinned: false });
    expect(edited.status).toBe(200);
    expect(edited.body.body).not.toMatch(/script|javascript|alert/i);
    expect(edited.body.pinned).toBe(false);
    expect(edited.body.history).toEqual([expect.objectContaining({ previousBody: '<p>ok</p>', editedByName: 'Priya Natarajan' })]);

    const listed = await c.counselor.get<Note[]>(`/api/students/${s.studentId}/notes`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((n) => n.id)).toEqual([made.body.id]);
    expect(listed.text).not.toMatch(/<script/i);

    // Never the student's, even their own: not found, as for a student who does not exist.
    expect((await s.client.get(`/api/students/${s.studentId}/notes`)).status).toBe(404);
    expect((await s.client.post(`/api/students/${s.studentId}/notes`, { body: '<p>mine</p>' })).status).toBe(403);

    expect((await c.counselor.delete(`/api/notes/${made.body.id}`)).status).toBe(200);
    expect((await c.counselor.get<Note[]>(`/api/students/${s.studentId}/notes`)).body).toEqual([]);
    expect((await patch(c.counselor, `/api/notes/${made.body.id}`, { pinned: true })).status).toBe(404);
  });

  it('answers 400 with a clear message for an unknown tag or a missing body', async () => {
    const s = await student('11');
    const tag = await c.counselor.post<Msg>(`/api/students/${s.studentId}/notes`, { body: '<p>x</p>', tags: ['gossip'] });
    expect(tag.status).toBe(400);
    expect(tag.body.message).toMatch(/Tag must be one of academic, college, personal, family_contact/);
    const missing = await c.counselor.post<Msg>(`/api/students/${s.studentId}/notes`, { pinned: true });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Note body is required/);
    const empty = await c.counselor.post<Msg>(`/api/students/${s.studentId}/notes`, { body: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Note body must not be empty/);
  });
});

describe('meetings', () => {
  it('lists a scheduled meeting for staff with the note, and for the student without it', async () => {
    const s = await student('12');
    const startsAt = `${inDays(2)}T16:00:00.000Z`;
    const made = await c.counselor.post<Meeting>(`/api/students/${s.studentId}/meetings`, {
      startsAt, lengthMinutes: 30, kind: 'virtual', topics: ['essays'], note: 'Bring the draft',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ startsAt, kind: 'virtual', state: 'scheduled', note: 'Bring the draft' });

    const staff = await c.counselor.get<Meeting[]>(`/api/students/${s.studentId}/meetings`);
    expect(staff.body).toEqual([expect.objectContaining({ id: made.body.id, note: 'Bring the draft' })]);
    const own = await s.client.get<Meeting[]>(`/api/students/${s.studentId}/meetings`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([expect.objectContaining({ id: made.body.id, topics: ['essays'], note: null })]);

    const held = await patch<Meeting>(c.counselor, `/api/meetings/${made.body.id}`, { state: 'held' });
    expect(held.body.state).toBe('held');
    // A held meeting is no longer one the student has ahead.
    expect((await s.client.get<Meeting[]>(`/api/students/${s.studentId}/meetings`)).body).toEqual([]);
    expect((await c.counselor.delete(`/api/meetings/${made.body.id}`)).status).toBe(200);
    expect((await c.counselor.get<Meeting[]>(`/api/students/${s.studentId}/meetings`)).body).toEqual([]);
  });

  it('answers 400 for a bad start or kind', async () => {
    const s = await student('12');
    const bad = await c.counselor.post<Msg>(`/api/students/${s.studentId}/meetings`, { startsAt: 'tomorrow', lengthMinutes: 30, kind: 'individual' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Start must be a date and time/) } });
    const kind = await c.counselor.post<Msg>(`/api/students/${s.studentId}/meetings`, { startsAt: `${inDays(1)}T10:00:00Z`, lengthMinutes: 30, kind: 'party' });
    expect(kind).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Kind must be one of individual, group, family, virtual/) } });
  });
});

describe('tasks', () => {
  it('gives a grade-12 group task to the current grade-12 students only and counts completion', async () => {
    const [a, b] = [await student('12'), await student('12')];
    const junior = await student('11');
    const made = await c.counselor.post<Task>('/api/tasks', {
      title: 'Ask two teachers for recommendations', dueDate: inDays(14), assignees: { schoolId: DEFAULT_SCHOOL_ID, grade: '12' },
    });
    expect(made.status).toBe(201);
    const taskId = made.body.id;
    const assigned = made.body.assignments.map((x) => x.studentId);
    expect(assigned).toEqual(expect.arrayContaining([a.studentId, b.studentId]));
    expect(assigned).not.toContain(junior.studentId);
    expect(made.body).toMatchObject({ groupGrade: '12', doneCount: 0, total: assigned.length });

    // Joining grade 12 after the task was given does not assign it.
    const late = await student('12');
    expect((await late.client.get<Assignment[]>(`/api/students/${late.studentId}/tasks`)).body.map((x) => x.taskId)).not.toContain(taskId);
    expect((await junior.client.get<Assignment[]>(`/api/students/${junior.studentId}/tasks`)).body.map((x) => x.taskId)).not.toContain(taskId);

    // A student ticks their own; another student cannot tick theirs.
    const mine = await a.client.get<Assignment[]>(`/api/students/${a.studentId}/tasks`);
    expect(mine.body).toEqual(expect.arrayContaining([expect.objectContaining({ taskId, done: false })]));
    expect((await patch(b.client, `/api/tasks/${taskId}/completion`, { studentId: a.studentId, done: true })).status).toBe(404);
    const done = await patch<Assignment>(a.client, `/api/tasks/${taskId}/completion`, { studentId: a.studentId, done: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ taskId, studentId: a.studentId, done: true, doneBy: a.userId });

    const list = await c.counselor.get<Task[]>('/api/tasks?scope=mine');
    expect(list.status).toBe(200);
    const counted = list.body.find((t) => t.id === taskId);
    expect(counted).toMatchObject({ doneCount: 1, total: assigned.length });
    expect(counted?.assignments.find((x) => x.studentId === a.studentId)?.done).toBe(true);
    expect(counted?.assignments.find((x) => x.studentId === b.studentId)?.done).toBe(false);

    // Staff may untick it; the count follows.
    expect((await patch(c.counselor, `/api/tasks/${taskId}/completion`, { studentId: a.studentId, done: false })).status).toBe(200);
    expect((await c.counselor.get<Task[]>('/api/tasks?scope=all')).body.find((t) => t.id === taskId)?.doneCount).toBe(0);
  });

  it('lets the counselor who gave a task rename it, move its date and remove it; a colleague of the same school gets 403', async () => {
    const s = await student('12');
    const made = await c.counselor.post<Task>('/api/tasks', { title: 'Send scores', dueDate: inDays(10), assignees: { studentIds: [s.studentId] } });
    expect(made.status).toBe(201);
    const taskId = made.body.id;
    const renamed = await patch<Task & { dueDate: string }>(c.counselor, `/api/tasks/${taskId}`, { title: 'Send SAT scores', dueDate: inDays(5) });
    expect(renamed).toMatchObject({ status: 200, body: { id: taskId, title: 'Send SAT scores', dueDate: inDays(5), total: 1 } });
    expect((await s.client.get<{ title: string; dueDate: string }[]>(`/api/students/${s.studentId}/tasks`)).body.map((a) => [a.title, a.dueDate]))
      .toEqual([['Send SAT scores', inDays(5)]]);
    const bad = await patch<Msg>(c.counselor, `/api/tasks/${taskId}`, { dueDate: 'next week' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Due date must be a date \(YYYY-MM-DD\)/) } });

    // A colleague of the same school sees the task but did not give it.
    const colleague = { email: `colleague-${Math.random().toString(36).slice(2, 8)}@counsel.local`, password: 'colleague-pass-1', firstName: 'Lee', lastName: 'Park', role: 'counselor' };
    expect((await c.admin.post('/api/auth/register-counselor', colleague)).status).toBe(201);
    const other = new Client(portal.url);
    await other.login(colleague);
    expect((await other.get<Task[]>('/api/tasks?scope=all')).body.some((t) => t.id === taskId)).toBe(true);
    expect((await patch<Msg>(other, `/api/tasks/${taskId}`, { title: 'Mine now' }))).toMatchObject({ status: 403, body: { message: expect.stringMatching(/gave this task/) } });
    expect((await other.request('DELETE', `/api/tasks/${taskId}`)).status).toBe(403);

    expect(await c.counselor.request('DELETE', `/api/tasks/${taskId}`)).toMatchObject({ status: 200, body: { success: true, id: taskId } });
    expect((await s.client.get<unknown[]>(`/api/students/${s.studentId}/tasks`)).body).toEqual([]);
    expect((await c.counselor.request('DELETE', `/api/tasks/${taskId}`)).status).toBe(404);
  });

  it('answers 400 with clear messages for a missing title, a bad date, a bad scope or completion body', async () => {
    const s = await student('12');
    const assignees = { studentIds: [s.studentId] };
    const title = await c.counselor.post<Msg>('/api/tasks', { dueDate: inDays(3), assignees });
    expect(title).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Title is required/) } });
    const date = await c.counselor.post<Msg>('/api/tasks', { title: 'Send scores', dueDate: '03/04/2027', assignees });
    expect(date).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Due date must be a date \(YYYY-MM-DD\)/) } });
    const notADay = await c.counselor.post<Msg>('/api/tasks', { title: 'Send scores', dueDate: '2027-02-30', assignees });
    expect(notADay).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Due date must be a date/) } });
    const nobody = await c.counselor.post<Msg>('/api/tasks', { title: 'Send scores', dueDate: inDays(3), assignees: {} });
    expect(nobody).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Give studentIds, a group/) } });
    const scope = await c.counselor.get<Msg>('/api/tasks?scope=everyone');
    expect(scope).toMatchObject({ status: 400, body: { message: expect.stringMatching(/scope must be one of mine, all/) } });
    const completion = await patch<Msg>(s.client, '/api/tasks/some-task/completion', { studentId: s.studentId, done: 'yes' });
    expect(completion).toMatchObject({ status: 400, body: { message: expect.stringMatching(/done must be true or false/) } });
    // Authorize before validate: a student posting a bad task is refused by role, not told what is wrong.
    expect((await s.client.post('/api/tasks', { dueDate: 'x' })).status).toBe(403);
    expect((await c.anon.post('/api/tasks', {})).status).toBe(401);
  });
});
