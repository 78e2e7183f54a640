/**
 * The checklist and the board follow the letters service, over real HTTP against a whole test portal: the
 * demo's two requests (Maya to the demo teacher, one accepted, one submitted) reach the colleges service as events and
 * show on her applications read-only, with the letters missing; a portal teacher cannot be ticked by hand; a school
 * document's state reaches the deadline board's packet.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES, DEMO_USERS } from '@counsel/kit';
import { until } from '../../services/kit/test/support/eventually.js';
import { clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const DEMO_TEACHER = DEMO_USERS.find((u) => u.role === 'teacher');
const MAYA = DEMO_STUDENT_PROFILES[0].id;

interface Letter { requestId: string; teacherName: string; state: string }
interface Application {
  id: string; collegeName: string; missing: string[]; letters: Letter[]; lettersMissing: number;
  materials: { recommendations: { name: string; state: string }[] };
}
interface BoardRow { application: Application; studentName: string; packet: { kind: string; state: string }[] }
type Msg = { message: string };

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

const mayaList = () => c.student.get<Application[]>(`/api/students/${MAYA}/applications`);
const withLetters = (apps: Application[]) => apps.filter((a) => a.letters.length > 0);

// The demo teacher account lands with identity's teacher accounts; without it there is no request to follow.
const suite = DEMO_TEACHER ? describe : describe.skip;

beforeAll(async () => {
  if (!DEMO_TEACHER) return;
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
  // The demo's requests are seeded once letters knows Maya, her list and the teacher; colleges then hears of them.
  await until('the demo\'s two requests on Maya\'s checklist', async () => withLetters((await mayaList()).body ?? []).length, (n) => n === 2, PORTAL_WAIT);
}, 120_000);
afterAll(async () => portal?.close());

suite('letters on the checklist and the board', () => {
  it('shows each request on the application it covers, with its state, and the letters missing', async () => {
    const list = await mayaList();
    expect(list.status).toBe(200);
    const asked = withLetters(list.body).map((a) => [a.letters.map((l) => [l.teacherName, l.state]), a.lettersMissing]);
    expect(asked).toEqual(expect.arrayContaining([[[['Daniel Okafor', 'accepted']], 1], [[['Daniel Okafor', 'submitted']], 0]]));
    const accepted = withLetters(list.body).find((a) => a.lettersMissing === 1)!;
    expect(accepted.missing).toContain('Recommendation: Daniel Okafor');
    // Staff read the same (GraphQL and REST share the fields).
    const staff = await c.counselor.get<Application[]>(`/api/students/${MAYA}/applications`);
    expect(withLetters(staff.body).map((a) => a.id).sort()).toEqual(withLetters(list.body).map((a) => a.id).sort());
  });

  it('refuses ticking a teacher asked through Counsel by hand (400), and keeps recommenders outside it', async () => {
    const app = withLetters((await mayaList()).body)[0];
    const refused = await c.student.request<Msg>('PATCH', `/api/applications/${app.id}`, { materials: { recommendations: [{ name: 'daniel okafor', state: 'submitted' }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('daniel okafor was asked for a letter through Counsel: the request\'s state shows on the checklist and cannot be ticked by hand');
    const kept = await c.student.request<Application>('PATCH', `/api/applications/${app.id}`, { materials: { recommendations: [{ name: 'Coach Díaz', state: 'requested' }] } });
    expect(kept.status).toBe(200);
    expect(kept.body.materials.recommendations).toEqual([{ name: 'Coach Díaz', state: 'requested' }]);
    expect(kept.body.letters.map((l) => l.teacherName)).toEqual(['Daniel Okafor']);
  });

  it('shows the letters missing and the student\'s packet on the deadline board, following a school document\'s state', async () => {
    const saved = await c.counselor.request('PUT', `/api/students/${MAYA}/school-documents/counselor_letter`, { state: 'draft', text: 'Maya asks the questions that move a class.' });
    expect(saved.status).toBe(200);
    const rows = await until('the counselor letter\'s draft on the board', async () =>
      (await c.admin.get<BoardRow[]>('/api/applications?scope=all&dueWithinDays=60')).body.filter((r) => r.studentName === 'Maya Chen'),
    (rs) => rs.length > 0 && rs[0].packet.some((i) => i.kind === 'counselor_letter' && i.state === 'draft'), PORTAL_WAIT);
    expect(rows[0].packet.map((i) => i.kind)).toEqual(['counselor_letter', 'school_report', 'transcript', 'mid_year_report', 'final_report']);
    expect(JSON.stringify(rows)).not.toContain('move a class');
    const boardLetters = rows.filter((r) => r.application.letters.length > 0).map((r) => r.application.lettersMissing);
    expect(boardLetters.length).toBeGreaterThan(0);
  });
});
