import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { portalPerFile } from './support/portal-per-file.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const t = portalPerFile();
const MAYA = DEMO_STUDENT_PROFILES[0].id;
const MIT = '166683';
/** A college no demo outcome is at (Alabama A & M). */
const AAMU = '100654';

interface Scattergram {
  status: string; applicants: number | null; minimumApplicants: number; classYears: number[];
  points: { gpa: number; sat: number | null; act: number | null; result: string }[];
  plans: { plan: string; applicants: number; admitted: number }[];
  position: { gpa: number | null; sat: number | null; act: number | null } | null;
  college: { unitid: string; name: string; sat25: number | null; sat75: number | null; act25: number | null; act75: number | null };
}
const path = (unitid: string, extra = '') => `/api/colleges/${unitid}/scattergram?schoolId=${DEFAULT_SCHOOL_ID}${extra}`;

describe('scattergrams over REST', () => {
  it('show the demo school\'s past classes at Maya\'s college, her position and the college\'s middle 50% from the catalog', async () => {
    const g = await until('the demo outcomes and Maya\'s profile', async () => t.c.student.get<Scattergram>(path(MIT)),
      (r): r is typeof r => r.status === 200 && r.body.position !== null, PORTAL_WAIT);
    expect(g.body).toMatchObject({ status: 'SHOWN', classYears: [2023, 2024, 2025], position: { gpa: 3.94, sat: 1520, act: 34 } });
    expect(g.body.college).toMatchObject({ unitid: MIT, name: 'Massachusetts Institute of Technology' });
    // MIT reports no middle 50% to the Scorecard; Georgia Tech does (SAT 1310-1500, ACT 30-34).
    expect(g.body.college.sat25).toBeNull();
    const gt = await t.c.student.get<Scattergram>(path('139755'));
    expect(gt.body.college).toMatchObject({ sat25: 1310, sat75: 1500, act25: 30, act75: 34 });
    expect(g.body.points.length).toBeGreaterThan(10);
    expect(g.body.plans.map((p) => p.plan)).toEqual(['ED', 'EA', 'RD']);
    // A counselor sees the same history with the position of the student they name.
    const staff = await t.c.counselor.get<Scattergram>(path(MIT, `&studentId=${MAYA}`));
    expect(staff.body.position).toEqual({ gpa: 3.94, sat: 1520, act: 34 });
  });

  it('imports a past class (dry run, then apply) and shows a college only once it has the minimum of applicants', async () => {
    expect((await t.c.student.get<Scattergram>(path(AAMU))).body).toMatchObject({ status: 'TOO_FEW_APPLICANTS', points: [], applicants: null });
    const content = ['class_year,college_unitid,plan,result,gpa,sat,act', ...Array.from({ length: 5 }, (_, i) => `2025,${AAMU},RD,admitted,3.${i}0,${1100 + i * 20},`), '2025,AAMU,RD,admitted,3.2,1100,'].join('\n');
    const dry = await t.c.admin.post<{ id: string; accepted: number; rejected: { line: number; reason: string }[] }>('/api/outcomes/imports', { schoolId: DEFAULT_SCHOOL_ID, content, fileName: 'class-of-2025.csv' });
    expect(dry.status).toBe(201);
    expect(dry.body).toMatchObject({ accepted: 5, rejected: [{ line: 7, reason: 'college_unitid must be the college\'s IPEDS unit id (6 digits)' }] });
    expect(await t.c.admin.post(`/api/outcomes/imports/${dry.body.id}/apply`, {})).toMatchObject({ status: 409 });
    expect(await t.c.admin.post(`/api/outcomes/imports/${dry.body.id}/apply`, { acceptRejections: true })).toMatchObject({ status: 200, body: { status: 'APPLIED' } });
    expect((await t.c.student.get<Scattergram>(path(AAMU))).body).toMatchObject({ status: 'SHOWN', applicants: 5 });
  });

  it('follows the district\'s settings: the minimum of applicants, and students\' access switched off (staff still see)', async () => {
    const save = async (key: string, value: string) => expect((await t.c.admin.post('/api/system-settings', { key, value })).status).toBe(200);
    await save('scattergram_min_applicants', '50');
    await until('the new minimum', async () => t.c.counselor.get<Scattergram>(path(MIT)), (r): r is typeof r => r.body.status === 'TOO_FEW_APPLICANTS' && r.body.minimumApplicants === 50, PORTAL_WAIT);
    await save('scattergram_min_applicants', '5');
    await save('scattergram_students', 'false');
    const off = await until('students switched off', async () => t.c.student.get<Scattergram>(path(MIT)), (r): r is typeof r => r.body.status === 'OFF_FOR_STUDENTS', PORTAL_WAIT);
    expect(off.body).toMatchObject({ points: [], applicants: null, position: null });
    expect((await t.c.counselor.get<Scattergram>(path(MIT))).body.status).toBe('SHOWN');
    await save('scattergram_students', 'true');
    await until('students switched on', async () => t.c.student.get<Scattergram>(path(MIT)), (r): r is typeof r => r.body.status === 'SHOWN', PORTAL_WAIT);
  });

  it('rates Maya\'s fit at her college from the school\'s history, and from the catalog for everyone while students are switched off', async () => {
    const save = async (key: string, value: string) => expect((await t.c.admin.post('/api/system-settings', { key, value })).status).toBe(200);
    const mitFit = async (client: typeof t.c.student) =>
      (await client.get<{ collegeId: string; fit: { level: string; reason: string } }[]>(`/api/students/${MAYA}/applications`)).body.find((a) => a.collegeId === MIT)?.fit.reason ?? '';
    const fromHistory = /^(GPA 3\.94|SAT 1520) is (below|within|above) the middle 50% of this school's admitted applicants to this college \(\d[\d.]*-\d[\d.]*\)(; |, but only )\d+ of \d+ past applicants were admitted$|^\d+ of this school's \d+ past applicants to this college were admitted \(under 15%\)$/;
    const fromCatalog = /^This college admits [\d.]+% of applicants \(under 15%\)$/;
    const history = await until('the fit from the school\'s history', () => mitFit(t.c.student), (r) => fromHistory.test(r), PORTAL_WAIT);
    expect(await mitFit(t.c.counselor)).toBe(history);
    await save('scattergram_students', 'false');
    await until('the catalog\'s fit for the student', () => mitFit(t.c.student), (r) => fromCatalog.test(r), PORTAL_WAIT);
    expect(await mitFit(t.c.counselor)).toMatch(fromCatalog);
    await save('scattergram_students', 'true');
    expect(await until('the history\'s fit again', () => mitFit(t.c.counselor), (r) => fromHistory.test(r), PORTAL_WAIT)).toBe(history);
  });

  it('refuses bad input with a clear 400 and strangers with 404', async () => {
    expect(await t.c.counselor.get(path('12'))).toMatchObject({ status: 400, body: { message: 'unitid must be the college\'s IPEDS unit id (6 digits)' } });
    expect(await t.c.counselor.get(`/api/colleges/${MIT}/scattergram`)).toMatchObject({ status: 400 });
    expect(await t.c.student.get(`/api/colleges/${MIT}/scattergram?schoolId=school-elsewhere`)).toMatchObject({ status: 404, body: { message: 'School not found' } });
    expect(await t.c.admin.post('/api/outcomes/imports', { schoolId: DEFAULT_SCHOOL_ID, content: 'class_year,college_unitid\n2024,166683' })).toMatchObject({
      // The English, and the template and values a Spanish reader's screen writes it from (kit phrase.ts).
      status: 400, body: { message: 'The file\'s header lacks result', template: 'The file\'s header lacks {{columns}}', values: { columns: 'result' } },
    });
  });
});

// Last in the file: the rollover graduates the demo seniors.
describe('the year-end rollover', () => {
  it('makes Maya\'s submitted application an outcome of her class, with the scores she had when she submitted it', async () => {
    const before = await until('the demo outcomes at MIT', async () => t.c.admin.get<Scattergram>(path(MIT)), (r): r is typeof r => r.status === 200 && r.body.status === 'SHOWN', PORTAL_WAIT);
    expect(before.body.classYears).toEqual([2023, 2024, 2025]);
    const rolled = await t.c.admin.post<{ graduated: number }>('/api/roster/rollover', { dryRun: false });
    expect(rolled.status).toBe(200);
    expect(rolled.body.graduated).toBeGreaterThanOrEqual(1);
    const year = new Date().getUTCFullYear();
    const after = await until('Maya\'s outcome at MIT', async () => t.c.admin.get<Scattergram>(path(MIT)),
      (r): r is typeof r => r.status === 200 && r.body.applicants === before.body.applicants! + 1, PORTAL_WAIT);
    expect(after.body.classYears).toEqual([2023, 2024, 2025, year]);
    // Her application was submitted (no decision yet): a pending point at her snapshot's scores.
    expect(after.body.points.filter((p) => p.result === 'PENDING')).toEqual([{ gpa: 3.94, sat: 1520, act: 34, result: 'PENDING' }]);
  });
});
