/**
 * POST /api/letters/draft over real HTTP against a whole test portal (offline: no model configured): the counselor's
 * cited outline of Maya's record, the demo teacher's outline of only what Maya shared with the accepted request, and
 * who is refused how. Nothing is saved: the letters read back unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { until } from '../../services/kit/test/support/eventually.js';
import { Client, clientsFor, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
let teacher: Client;

interface Draft {
  studentId: string; kind: string; form: string; answeredBy: string; notesWithheld: boolean;
  sentences: { text: string; citations: string[]; unsupported: boolean; section: string | null }[];
  sources: { marker: string; type: string; title: string; content: string; sourceId: string | null }[];
}
interface RequestView { id: string; state: string; studentId: string }
type Msg = { message: string };

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const NOTE = 'Draft-route note: Maya told me about her grandmother\'s illness';
const BRAG = 'Rebuilt the robot arm in two weeks after the regional loss';

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
  teacher = new Client(portal.url);
  await teacher.login(DEMO.teacher);
  await until('the demo\'s requests', async () => (await c.student.get<{ total: number }>('/api/recommendation-requests')).body.total === 2, undefined, PORTAL_WAIT);
  expect((await c.counselor.post(`/api/students/${MAYA}/notes`, { body: `<p>${NOTE}</p>` })).status).toBe(201);
  // Maya answers a brag sheet question and shares it with the accepted request: the teacher's draft may use it.
  const sheet = await c.student.get<{ items: { questionId: string }[] }>(`/api/students/${MAYA}/brag-sheet`);
  expect((await c.student.put(`/api/students/${MAYA}/brag-sheet`, { answers: [{ questionId: sheet.body.items[0].questionId, answer: BRAG }] })).status).toBe(200);
  expect((await c.student.put(`/api/recommendation-requests/${(await accepted()).id}/brag-sheet-share`, { shared: true })).status).toBe(200);
}, 90_000);
afterAll(async () => portal?.close());

const accepted = async () => (await teacher.get<{ items: RequestView[] }>('/api/recommendation-requests')).body.items.find((r) => r.state === 'accepted')!;

describe('POST /api/letters/draft', () => {
  it('gives the counselor a cited outline of Maya\'s record, every line citing an item sent with it', async () => {
    const res = await c.counselor.post<Draft>('/api/letters/draft', { studentId: MAYA, kind: 'counselor_letter' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ studentId: MAYA, kind: 'counselor_letter', form: 'outline', answeredBy: 'offline' });
    const markers = new Set(res.body.sources.map((s) => s.marker));
    expect(res.body.sentences.length).toBeGreaterThan(2);
    for (const s of res.body.sentences) {
      expect(s.unsupported).toBe(false);
      expect(s.citations.length).toBeGreaterThan(0);
      for (const m of s.citations) expect(markers.has(m)).toBe(true);
    }
    expect(res.body.sources.find((s) => s.type === 'student_profile')?.sourceId).toBe(MAYA);
    expect(res.text).toContain(NOTE);
    expect(res.body.sources.find((s) => s.type === 'brag_sheet')?.content).toBe(BRAG);
  });

  it('gives the teacher asked only what Maya shared with the accepted request', async () => {
    const request = await accepted();
    const res = await teacher.post<Draft>('/api/letters/draft', { studentId: MAYA, kind: 'teacher_letter', requestId: request.id });
    expect(res.status).toBe(200);
    expect(res.body.form).toBe('outline');
    expect(res.text).not.toContain(NOTE);
    // What Maya shared with this request arrived: her note to the teacher and the brag sheet.
    expect(res.body.sources.find((s) => s.type === 'request_note')?.content).toContain('robotics project');
    expect(res.body.sources.find((s) => s.type === 'brag_sheet')?.content).toBe(BRAG);
    expect(res.text).not.toContain('3.94');
    for (const s of res.body.sources) expect(['student_profile', 'brag_sheet', 'request_note', 'college_list']).toContain(s.type);
    for (const s of res.body.sentences) expect(s.citations.length).toBeGreaterThan(0);
  });

  it('refuses by role first, then finds no such student or request, then says what is wrong', async () => {
    const request = await accepted();
    expect((await c.anon.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'counselor_letter' })).status).toBe(401);
    // A student is refused before the body is read, even a broken one.
    expect((await c.student.post<Msg>('/api/letters/draft', { kind: 7 })).status).toBe(403);
    expect((await c.student.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'counselor_letter' })).status).toBe(403);
    const teacherCounselorLetter = await teacher.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'counselor_letter' });
    expect([teacherCounselorLetter.status, teacherCounselorLetter.body.message]).toEqual([403, 'Only staff of the student\'s school draft the counselor letter']);
    expect((await c.counselor.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'teacher_letter', requestId: request.id })).status).toBe(403);
    expect((await teacher.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'teacher_letter', requestId: 'no-such-request' })).status).toBe(404);
    expect((await c.counselor.post<Msg>('/api/letters/draft', { studentId: 'no-such-student', kind: 'counselor_letter' })).status).toBe(404);
    const badKind = await c.counselor.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'essay' });
    expect([badKind.status, badKind.body.message]).toEqual([400, 'kind must be one of counselor_letter, teacher_letter']);
    const noRequest = await teacher.post<Msg>('/api/letters/draft', { studentId: MAYA, kind: 'teacher_letter' });
    expect([noRequest.status, noRequest.body.message]).toEqual([400, 'A teacher_letter draft needs the requestId of the accepted request']);
  });

  it('answers hostile bodies with a 400 that says why, never a 5xx', async () => {
    for (const body of [{ studentId: { $gt: '' }, kind: 'counselor_letter' }, { studentId: MAYA, kind: ['counselor_letter'] },
      { studentId: MAYA, kind: 'counselor_letter', requestId: 5 }, { studentId: MAYA, kind: 'x'.repeat(5000) }, { studentId: '../../etc', kind: 'counselor_letter' }]) {
      const res = await c.counselor.post<Msg>('/api/letters/draft', body);
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
  });

  it('saves nothing: the request is still accepted, with no letter', async () => {
    const request = await accepted();
    expect(request.state).toBe('accepted');
    const letter = await teacher.get<{ letter: unknown }>(`/api/recommendation-requests/${request.id}`);
    expect(letter.status === 404 || (letter.body as { letter?: unknown }).letter == null).toBe(true);
  });
});
