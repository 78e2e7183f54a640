/**
 * The packet's REST routes over real HTTP against a whole test portal: school documents (the counselor writes, the
 * student sees states only, the teacher finds no such student), the school profile (admins), the brag sheet (the
 * student's; shared with a request's teacher on the student's word), and the per-college packet PDF read back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { writePdf } from '@counsel/kit/pdf';
import { until } from '../../services/kit/test/support/eventually.js';
import { readPdf } from '../../services/kit/test/support/read-pdf.js';
import { Client, clientsFor, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
let teacher: Client;

interface Doc { kind: string; state: string; contentKind: string | null; text: string | null; form: { gpa: number | null } | null; aiDraftUsed: boolean }
interface Sheet { items: { questionId: string; prompt: string; answer: string }[] }
interface RequestView { id: string; applications: { collegeId: string; collegeName: string }[]; bragSheetShared: boolean; bragSheet: Sheet | null }
type Msg = { message: string };

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const pdfNamed = async (title: string) => writePdf({ title }, [{ kind: 'paragraph', text: title }]);

/** A staff member's signed upload of these bytes (POST …/upload-url, then the PUT): the URL a save names, or the PUT's refusal. */
async function uploaded(client: Client, bytes: Uint8Array): Promise<{ status: number; uploadURL: string; message?: string }> {
  const reserved = await client.post<{ uploadURL: string }>('/api/school-documents/upload-url');
  expect(reserved.status).toBe(200);
  const { uploadURL } = reserved.body;
  const res = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream', cookie: client.cookie ?? '' } });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status, uploadURL, message: body.message };
}

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
  teacher = new Client(portal.url);
  await teacher.login(DEMO.teacher);
  await until('the demo\'s requests', async () => (await c.student.get<{ total: number }>('/api/recommendation-requests')).body.total === 2, undefined, PORTAL_WAIT);
}, 90_000);
afterAll(async () => portal?.close());

describe('school documents', () => {
  it('lets the counselor write the letter and the student see only that it is ready', async () => {
    const saved = await c.counselor.put<Doc>(`/api/students/${MAYA}/school-documents/counselor_letter`, { state: 'ready', text: 'Maya leads with kindness.' });
    expect(saved.status).toBe(200);
    expect([saved.body.state, saved.body.contentKind]).toEqual(['ready', 'text']);
    const own = await c.student.get<Doc[]>(`/api/students/${MAYA}/school-documents`);
    expect(own.status).toBe(200);
    expect(own.body[0]).toMatchObject({ kind: 'counselor_letter', state: 'ready', contentKind: null, text: null });
    expect(own.text).not.toContain('kindness');
    expect((await c.counselor.get<Doc[]>(`/api/students/${MAYA}/school-documents`)).body[0].text).toBe('Maya leads with kindness.');
  });

  it('records that the counselor letter was started from the assistant\'s draft, keeps it on a state change, and refuses it elsewhere', async () => {
    const path = `/api/students/${MAYA}/school-documents/counselor_letter`;
    const drafted = await c.counselor.put<Doc>(path, { state: 'draft', text: 'Maya leads with kindness, from the draft.', aiDraftUsed: true });
    expect([drafted.status, drafted.body.aiDraftUsed]).toEqual([200, true]);
    const ready = await c.counselor.put<Doc>(path, { state: 'ready' });
    expect([ready.status, ready.body.state, ready.body.aiDraftUsed]).toEqual([200, 'ready', true]);
    expect((await c.counselor.get<Doc[]>(`/api/students/${MAYA}/school-documents`)).body[0]).toMatchObject({ kind: 'counselor_letter', aiDraftUsed: true });
    expect((await c.student.get<Doc[]>(`/api/students/${MAYA}/school-documents`)).body[0].aiDraftUsed).toBe(false);
    const report = await c.counselor.put<Msg>(`/api/students/${MAYA}/school-documents/school_report`, { state: 'draft', form: { gpa: 3.9 }, aiDraftUsed: true });
    expect([report.status, report.body.message]).toEqual([400, 'aiDraftUsed is recorded for the counselor letter only']);
    const alone = await c.counselor.put<Msg>(path, { state: 'ready', aiDraftUsed: true });
    expect([alone.status, alone.body.message]).toEqual([400, 'aiDraftUsed goes with the letter\'s new text or PDF']);
    const notBoolean = await c.counselor.put<Msg>(path, { state: 'ready', text: 'x', aiDraftUsed: 'yes' });
    expect([notBoolean.status, notBoolean.body.message]).toEqual([400, 'aiDraftUsed must be true or false']);
    // A teacher is refused by role before any of that is read.
    expect((await teacher.put<Msg>(`/api/students/${MAYA}/school-documents/school_report`, { state: 'draft', aiDraftUsed: true })).status).toBe(403);
    // A new text without it replaces it.
    const own = await c.counselor.put<Doc>(path, { state: 'ready', text: 'Maya leads with kindness.' });
    expect([own.status, own.body.aiDraftUsed]).toEqual([200, false]);
  });

  it('answers the teacher as for a student of another school, refuses the student\'s writes, and says what is wrong', async () => {
    expect((await teacher.get<Msg>(`/api/students/${MAYA}/school-documents`)).status).toBe(404);
    // Writes are gated by role: a teacher is refused before anything is looked up.
    expect((await teacher.put<Msg>(`/api/students/${MAYA}/school-documents/transcript`, { state: 'draft' })).status).toBe(403);
    expect((await c.otherStudent.get<Msg>(`/api/students/${MAYA}/school-documents`)).status).toBe(404);
    expect((await c.student.put<Msg>(`/api/students/${MAYA}/school-documents/counselor_letter`, { state: 'draft', text: 'Me' })).status).toBe(403);
    expect((await c.anon.get<Msg>(`/api/students/${MAYA}/school-documents`)).status).toBe(401);
    const wrong = await c.counselor.put<Msg>(`/api/students/${MAYA}/school-documents/transcript`, { state: 'ready', text: 'typed' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'A transcript holds a PDF (uploadId)']);
    // Uploads are staff's: a student or teacher reserves none; a file that is not a PDF is refused as it streams in.
    for (const [client, status] of [[c.student, 403], [teacher, 403], [c.anon, 401]] as const) {
      expect((await client.post('/api/school-documents/upload-url')).status).toBe(status);
    }
    const notPdf = await uploaded(c.counselor, Buffer.from('<html>hello</html>'));
    expect([notPdf.status, notPdf.message]).toEqual([415, 'This file type is not allowed. Allowed types: PDF.']);
    expect((await c.counselor.put<Msg>(`/api/students/${MAYA}/school-documents/transcript`, { state: 'ready', uploadURL: 'https://example.org/nope' })).status).toBe(400);
    // Another staff member's upload is not the counselor's to save.
    const admins = await uploaded(c.admin, await pdfNamed('Admin transcript'));
    expect((await c.counselor.put<Msg>(`/api/students/${MAYA}/school-documents/transcript`, { state: 'ready', uploadURL: admins.uploadURL })).status).toBe(403);
  });

  it('takes a PDF of a few megabytes (past the REST body limit) through a signed upload, once', async () => {
    const big = Buffer.concat([Buffer.from(await writePdf({ title: 'Big final report' }, [])), Buffer.alloc(3_000_000, 0x20)]);
    const sent = await uploaded(c.counselor, big);
    expect(sent.status).toBe(200);
    const res = await c.counselor.put<Doc & { fileSize: number; fileName: string }>(`/api/students/${MAYA}/school-documents/final_report`, { state: 'draft', uploadURL: sent.uploadURL, fileName: 'Final – Zoë.pdf' });
    expect([res.status, res.body.fileSize, res.body.fileName]).toEqual([200, big.length, 'Final – Zoë.pdf']);
    expect((await c.counselor.put<Msg>(`/api/students/${MAYA}/school-documents/mid_year_report`, { state: 'draft', uploadURL: sent.uploadURL })).status).toBe(409);
  });
});

describe('brag sheet', () => {
  it('is the student\'s, read by staff, and reaches the teacher only when shared', async () => {
    const sheet = await c.student.get<Sheet>(`/api/students/${MAYA}/brag-sheet`);
    expect(sheet.status).toBe(200);
    const saved = await c.student.put<Sheet>(`/api/students/${MAYA}/brag-sheet`, { answers: [{ questionId: sheet.body.items[0].questionId, answer: 'Robotics captain' }] });
    expect(saved.body.items[0].answer).toBe('Robotics captain');
    expect((await c.counselor.get<Sheet>(`/api/students/${MAYA}/brag-sheet`)).body.items[0].answer).toBe('Robotics captain');
    expect((await c.counselor.put<Msg>(`/api/students/${MAYA}/brag-sheet`, { answers: [] })).status).toBe(403);
    expect((await teacher.get<Msg>(`/api/students/${MAYA}/brag-sheet`)).status).toBe(404);

    const [request] = (await teacher.get<{ items: RequestView[] }>('/api/recommendation-requests')).body.items;
    expect([request.bragSheetShared, request.bragSheet]).toEqual([false, null]);
    expect((await teacher.put<Msg>(`/api/recommendation-requests/${request.id}/brag-sheet-share`, { shared: true })).status).toBe(403);
    expect((await c.student.put(`/api/recommendation-requests/${request.id}/brag-sheet-share`, { shared: true })).status).toBe(200);
    const card = (await teacher.get<{ items: RequestView[] }>('/api/recommendation-requests')).body.items.find((r) => r.id === request.id);
    expect(card?.bragSheetShared).toBe(true);
    expect(card?.bragSheet?.items[0].answer).toBe('Robotics captain');
  });

  it('takes the school\'s questions from its staff', async () => {
    const set = await c.counselor.put<{ id: string; prompt: string }[]>(`/api/schools/${DEFAULT_SCHOOL_ID}/brag-sheet-questions`, { prompts: ['What do you build?'] });
    expect(set.status).toBe(200);
    expect((await c.student.get<Sheet>(`/api/students/${MAYA}/brag-sheet`)).body.items.map((i) => i.prompt)).toEqual(['What do you build?']);
    expect((await c.student.get(`/api/schools/${DEFAULT_SCHOOL_ID}/brag-sheet-questions`)).status).toBe(403);
  });
});

describe('the packet', () => {
  it('downloads as one PDF per college, staff only, with the school profile and transcript in order', async () => {
    const profilePdf = await uploaded(c.admin, await pdfNamed('Demo school profile'));
    expect((await c.counselor.put<Msg>(`/api/schools/${DEFAULT_SCHOOL_ID}/school-profile`, { schoolYear: '2026-2027', uploadURL: profilePdf.uploadURL })).status).toBe(403);
    const profile = await c.admin.put(`/api/schools/${DEFAULT_SCHOOL_ID}/school-profile`, { schoolYear: schoolYearNow(), uploadURL: profilePdf.uploadURL });
    expect(profile.status).toBe(200);
    const transcript = await uploaded(c.counselor, await pdfNamed('Demo transcript'));
    expect((await c.counselor.put(`/api/students/${MAYA}/school-documents/transcript`, { state: 'ready', uploadURL: transcript.uploadURL })).status).toBe(200);
    const [request] = (await c.student.get<{ items: RequestView[] }>('/api/recommendation-requests')).body.items;
    const college = request.applications[0];

    const url = `/api/students/${MAYA}/packets/${college.collegeId}.pdf`;
    const res = await fetch(portal.url + url, { headers: { cookie: c.counselor.cookie ?? '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const { pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const opening = pages.map((p) => p.split('\n')[0]);
    expect(opening.slice(0, 3)).toEqual(['Application packet', 'Demo school profile', 'Demo transcript']);
    expect(pages[0]).toContain(college.collegeName);
    expect(opening).toContain('Counselor letter');

    for (const [client, status] of [[c.student, 403], [teacher, 403], [c.anon, 401]] as const) {
      expect((await client.get(url)).status).toBe(status);
    }
    expect((await c.counselor.get<Msg>(`/api/students/${MAYA}/packets/nowhere.pdf`)).status).toBe(404);
  });
});

function schoolYearNow() {
  const now = new Date();
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
}

describe('brag sheet on a closed request', () => {
  it('no longer reaches the teacher once the student cancels, and cannot be shared with it again (409)', async () => {
    // A request of its own (for a college no open request covers), so the other tests keep the demo's two.
    const mine = (await c.student.get<{ items: (RequestView & { state: string; teacher: { userId: string }; applications: { applicationId: string }[] })[] }>('/api/recommendation-requests')).body.items;
    const taken = new Set(mine.filter((r) => r.state !== 'cancelled' && r.state !== 'declined').flatMap((r) => r.applications.map((a) => a.applicationId)));
    const apps = (await c.student.get<{ id: string }[]>(`/api/students/${MAYA}/applications`)).body;
    const free = apps.find((a) => !taken.has(a.id));
    expect(free).toBeDefined();
    const made = await c.student.post<{ request: { id: string } }>(`/api/students/${MAYA}/recommendation-requests`, { teacherUserId: mine[0].teacher.userId, applicationIds: [free!.id], waived: false });
    expect(made.status).toBe(201);
    const id = made.body.request.id;
    const sheet = await c.student.get<Sheet>(`/api/students/${MAYA}/brag-sheet`);
    await c.student.put(`/api/students/${MAYA}/brag-sheet`, { answers: [{ questionId: sheet.body.items[0].questionId, answer: 'Rover lead' }] });
    expect((await c.student.put(`/api/recommendation-requests/${id}/brag-sheet-share`, { shared: true })).status).toBe(200);
    const teacherCard = async () => (await teacher.get<{ items: RequestView[] }>('/api/recommendation-requests?state=cancelled')).body.items.find((r) => r.id === id);
    const queued = (await teacher.get<{ items: RequestView[] }>('/api/recommendation-requests')).body.items.find((r) => r.id === id);
    expect(queued?.bragSheet?.items[0].answer).toBe('Rover lead');

    expect((await c.student.request('PATCH', `/api/recommendation-requests/${id}`, { action: 'cancel' })).status).toBe(200);
    const card = await teacherCard();
    expect(card).toBeDefined();
    expect(card?.bragSheet).toBeNull();
    const again = await c.student.put<Msg>(`/api/recommendation-requests/${id}/brag-sheet-share`, { shared: true });
    expect([again.status, again.body.message]).toEqual([409, 'This request is cancelled; your brag sheet can no longer be shared with it']);
    expect((await c.student.put(`/api/recommendation-requests/${id}/brag-sheet-share`, { shared: false })).status).toBe(200);
  });
});
