/**
 * A guardian over real HTTP against a whole test portal: the demo's guardian of Maya reads her college list with
 * deadlines and missing items, her scheduled meetings (never the note), her open tasks, her academic plan with its checks
 * (never its comments or history), the name of her school and who viewed her record; it fills in the family part of her
 * brag sheet, the one thing a guardian writes;
 * every other route of hers answers as it answers a stranger (notes, the profile, documents, letters, the brag
 * sheet, the assistant); the reads are in her access log as a guardian's; and once the counselor removes the link,
 * the guardian's very next request is refused (the session's claim is refreshed, not left to a token's lifetime).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const GUARDIAN = { email: 'guardian@counsel.local', password: 'counsel-guardian' };
interface Child { linkId: string; studentId: string | null; firstName: string; accessActive: boolean }
interface Application { collegeName: string; deadline: string | null; missing: string[]; history?: unknown[] }
interface Meeting { startsAt: string; note: string | null; state: string }
interface Assignment { done: boolean }
interface AccessEntry { actorRole: string; actorName: string; parts: string[] }

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
let guardian: Client;
let mayaId: string;
let jordanId: string;

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
  guardian = new Client(portal.url);
  await guardian.login(GUARDIAN);
  mayaId = (await c.student.get<{ id: string }>('/api/students/me')).body.id;
  jordanId = (await c.otherStudent.get<{ id: string }>('/api/students/me')).body.id;
  // Identity learns Maya's profile from the students service's events.
  await until('the guardian\u2019s child', async () => (await guardian.get<Child[]>('/api/guardian/students')).body[0]?.studentId === mayaId, undefined, PORTAL_WAIT);
}, 120_000);
afterAll(async () => portal?.close());

describe('the demo guardian of Maya', () => {
  it('is a guardian linked to Maya, and Maya sees who', async () => {
    expect((await guardian.get<{ role: string }>('/api/auth/user')).body.role).toBe('guardian');
    const children = await guardian.get<Child[]>('/api/guardian/students');
    expect(children.body).toEqual([expect.objectContaining({ studentId: mayaId, firstName: 'Maya', accessActive: true })]);
    expect((await c.student.get<{ name: string }[]>(`/api/students/${mayaId}/guardians`)).body.map((g) => g.name)).toEqual(['Lucía Chen']);
  });

  it('reads the name of Maya\u2019s school through the graph, and nothing else of it', async () => {
    const query = (q: string) => guardian.post<{ data: unknown; errors?: { message: string }[] }>('/graphql', { query: q });
    const named = await query('{ guardianStudents { school { id name } } }');
    const [child] = (named.body.data as { guardianStudents: { school: { id: string; name: string } | null }[] }).guardianStudents;
    const schools = await c.admin.get<{ id: string; name: string }[]>('/api/schools');
    expect(child.school?.name).toBeTruthy();
    expect(child.school?.name).toBe(schools.body.find((s) => s.id === child.school?.id)?.name);
    // The school's staff-only fields, and the school by its id, answer a guardian as they answer any non-staff caller.
    expect((await query('{ guardianStudents { school { studentCount } } }')).body.errors?.length).toBeGreaterThan(0);
    const direct = await query(`{ school(id: "${child.school?.id}") { name } }`);
    expect((direct.body.data as { school: unknown } | null)?.school ?? null).toBeNull();
  });

  it('reads the list with deadlines and missing items, scheduled meetings without notes, open tasks and the access log', async () => {
    const apps = await guardian.get<Application[]>(`/api/students/${mayaId}/applications`);
    expect(apps.status).toBe(200);
    expect(apps.body.length).toBeGreaterThan(0);
    expect(apps.body.some((a) => a.deadline && a.missing.length > 0)).toBe(true);
    const meetings = await guardian.get<Meeting[]>(`/api/students/${mayaId}/meetings`);
    expect(meetings.status).toBe(200);
    expect(meetings.body.length).toBeGreaterThan(0);
    expect(meetings.body.every((m) => m.note === null && m.state === 'scheduled')).toBe(true);
    // The counselor sees the demo meeting's note; the guardian never does.
    expect((await c.counselor.get<Meeting[]>(`/api/students/${mayaId}/meetings`)).body.some((m) => m.note)).toBe(true);
    const tasks = await guardian.get<Assignment[]>(`/api/students/${mayaId}/tasks`);
    expect(tasks.status).toBe(200);
    expect(tasks.body.length).toBeGreaterThan(0);
    expect(tasks.body.every((t) => !t.done)).toBe(true);
    expect((await c.counselor.get<Assignment[]>(`/api/students/${mayaId}/tasks`)).body.some((t) => t.done)).toBe(true);
    const plan = await guardian.get<{ checks: unknown[]; comments: unknown[]; history: unknown[] }>(`/api/students/${mayaId}/plan`);
    expect(plan.status).toBe(200);
    expect(plan.body.checks.length).toBeGreaterThan(0);
    expect([plan.body.comments, plan.body.history]).toEqual([[], []]);
    await until('the guardian\u2019s reads in Maya\u2019s access log', async () => {
      const log = await guardian.get<{ items: AccessEntry[] }>(`/api/students/${mayaId}/access-log?pageSize=200`);
      return log.status === 200 && ['college_list', 'academic_plan'].every((part) => log.body.items.some((e) => e.actorRole === 'guardian' && e.parts.includes(part)));
    }, undefined, PORTAL_WAIT);
    const seenByMaya = await c.student.get<{ items: AccessEntry[] }>(`/api/students/${mayaId}/access-log?pageSize=200`);
    expect(seenByMaya.body.items.filter((e) => e.actorRole === 'guardian').map((e) => e.actorName)).toContain('Lucía Chen');
  });

  it('answers every other route of Maya\u2019s as it answers a stranger, and writes nothing', async () => {
    const stranger = c.otherStudent;
    for (const path of [`/api/students/${mayaId}/notes`, `/api/students/${mayaId}`, `/api/students/${mayaId}/documents`, `/api/students/${mayaId}/brag-sheet`,
      `/api/students/${mayaId}/academics`, `/api/students/${mayaId}/college-preferences`]) {
      const [asGuardian, asStranger] = [await guardian.get(path), await stranger.get(path)];
      expect([path, asGuardian.status]).toEqual([path, asStranger.status]);
      expect(asGuardian.status).toBeGreaterThanOrEqual(400);
    }
    const mine = await guardian.get<{ items: unknown[] }>('/api/recommendation-requests');
    expect(mine.body.items ?? []).toEqual([]);
    expect((await guardian.post('/api/chat', { message: 'How is Maya doing?', studentId: mayaId, provider: 'gemini' })).status).toBe(403);
    expect((await guardian.post(`/api/students/${mayaId}/applications`, { collegeId: '110635' })).status).toBe(404);
    expect((await guardian.get(`/api/students/${jordanId}/applications`)).status).toBe(404);
    expect((await guardian.get(`/api/students/${jordanId}/guardians`)).status).toBe(404);
  });

  it('fills in the family part of Maya\u2019s brag sheet, which Maya and her counselor read and only a guardian writes', async () => {
    const family = await guardian.get<{ items: { questionId: string; answer: string }[] }>(`/api/students/${mayaId}/brag-sheet/family`);
    expect(family.status).toBe(200);
    const [first] = family.body.items;
    const saved = await guardian.put<{ items: { answer: string }[] }>(`/api/students/${mayaId}/brag-sheet/family`, { answers: [{ questionId: first.questionId, answer: 'Maya enseña matemáticas a su hermano cada tarde.' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.items[0].answer).toBe('Maya enseña matemáticas a su hermano cada tarde.');
    const asCounselor = await c.counselor.get<{ familyItems: { answer: string }[] }>(`/api/students/${mayaId}/brag-sheet`);
    expect(asCounselor.body.familyItems[0].answer).toBe('Maya enseña matemáticas a su hermano cada tarde.');
    expect((await c.student.put(`/api/students/${mayaId}/brag-sheet/family`, { answers: [] })).status).toBe(403);
    expect((await c.counselor.put(`/api/students/${mayaId}/brag-sheet/family`, { answers: [] })).status).toBe(403);
    expect((await guardian.put(`/api/students/${jordanId}/brag-sheet/family`, { answers: [] })).status).toBe(404);
    // Authorized first, then the body: a wrong shape from the guardian reads a 400.
    expect((await guardian.put(`/api/students/${mayaId}/brag-sheet/family`, { answers: 'x' })).status).toBe(400);
  });

  it('loses access on the next request once the counselor removes the link', async () => {
    const [link] = (await c.counselor.get<{ id: string }[]>(`/api/students/${mayaId}/guardians`)).body;
    expect((await guardian.get(`/api/students/${mayaId}/applications`)).status).toBe(200); // the session's token is cached
    expect((await c.counselor.delete(`/api/guardian-links/${link.id}`)).status).toBe(200);
    await until('the guardian\u2019s access ended', async () => (await guardian.get(`/api/students/${mayaId}/applications`)).status === 404, undefined, PORTAL_WAIT);
    expect((await guardian.get<Child[]>('/api/guardian/students')).body).toEqual([]);
  });
});
