import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES, openSqlite } from '@counsel/kit';
import { SqlitePlanningStore, planningSqliteMigrations } from '@counsel/planning';
import { portalPerFile } from './support/portal-per-file.js';
import { Client } from './support/client.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const t = portalPerFile();
const [MAYA, JORDAN] = DEMO_STUDENT_PROFILES.map((p) => p.id);

interface Plan { status: string; checks: { setName: string; status: string; requirements: { key: string; summary: string }[] }[]; comments: { text: string }[]; history: { action: string }[] }
const planOf = (c: Client, studentId: string) => until(`the plan of ${studentId}`, async () => c.get<Plan>(`/api/students/${studentId}/plan`),
  (r): r is typeof r => r.status === 200 && r.body.history.length > 0, PORTAL_WAIT);

describe('the catalog over REST', () => {
  it('shows the demo school\'s catalog to its students, searchable', async () => {
    const all = await t.c.student.get<{ total: number }>(`/api/schools/${DEFAULT_SCHOOL_ID}/courses?first=5`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(60);
    expect(all.headers.get('x-total-count')).toBe(String(all.body.total));
    const found = await t.c.student.get<{ items: { code: string; title: string; subjectAreaName: string }[] }>(`/api/schools/${DEFAULT_SCHOOL_ID}/courses?q=${encodeURIComponent('中文')}`);
    expect(found.body.items.map((c) => c.title)).toEqual(['Mandarin Chinese I (中文一)', 'Mandarin Chinese II (中文二)']);
    expect(found.body.items[0].subjectAreaName).toBe('World Languages');
  });

  it('imports OneRoster courses.csv: dry run with rejected rows, apply only once they are accepted', async () => {
    const content = [
      'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
      'or-1,,,2026,Honors Física,PHYS-H,"11,12",org,Science,03151',
      'or-2,,,2026,Homeroom,HR,"09",org,,',
    ].join('\n');
    const dry = await t.c.admin.post<{ id: string; created: number; rejected: { line: number; reason: string }[] }>('/api/courses/imports', { schoolId: DEFAULT_SCHOOL_ID, format: 'oneroster', content, fileName: 'courses.csv' });
    expect(dry.status).toBe(201);
    expect(dry.body).toMatchObject({ created: 1, rejected: [{ line: 3, reason: 'subjectCodes has no SCED code (five digits, the first two the subject area)' }] });
    expect(await t.c.admin.post(`/api/courses/imports/${dry.body.id}/apply`, {})).toMatchObject({
      status: 409, body: { message: 'This import has rejected rows: apply with acceptRejections to apply the valid rows only' },
    });
    expect(await t.c.admin.post(`/api/courses/imports/${dry.body.id}/apply`, { acceptRejections: true })).toMatchObject({ status: 200, body: { status: 'APPLIED' } });
    const found = await t.c.counselor.get<{ items: { title: string; level: string }[] }>(`/api/schools/${DEFAULT_SCHOOL_ID}/courses?q=PHYS-H`);
    expect(found.body.items).toMatchObject([{ title: 'Honors Física', level: 'HONORS' }]);
  });

  it('answers bad input in the error form, after the role check', async () => {
    expect(await t.c.admin.post('/api/courses/imports', { schoolId: DEFAULT_SCHOOL_ID, format: 'xlsx', content: 'x' })).toMatchObject({ status: 400, body: { message: 'format must be catalog-csv or oneroster' } });
    expect(await t.c.admin.post(`/api/schools/${DEFAULT_SCHOOL_ID}/courses`, { code: 'X1', title: 'X', subjectArea: '02', credits: 1, gradeLevels: [8], level: 'standard' }))
      .toMatchObject({ status: 400, body: { message: 'Grade levels must be one or more of 9, 10, 11, 12' } });
    expect((await t.c.counselor.post('/api/courses/imports', { format: 'xlsx' })).status).toBe(403);
  });
});

describe('plans over REST', () => {
  it('shows Maya her approved plan, on track in every set', async () => {
    const plan = await planOf(t.c.student, MAYA);
    expect(plan.body.status).toBe('APPROVED');
    expect(plan.body.checks.map((c) => c.status)).toEqual(['ON_TRACK', 'ON_TRACK', 'ON_TRACK']);
    expect((await t.c.student.put(`/api/students/${MAYA}/plan`, { entries: [] })).status).toBe(409);
    expect(await t.c.student.put(`/api/students/${MAYA}/plan`, { entries: [{ courseId: 'x', grade: 9, term: 'winter', state: 'planned' }] }))
      .toMatchObject({ status: 400, body: { message: 'Term must be one of FULL_YEAR, FALL, SPRING, SUMMER' } });
  });

  it('lets the counselor find Jordan among the plans needing review, return his plan with a comment he then reads', async () => {
    await planOf(t.c.otherStudent, JORDAN);
    const list = await t.c.counselor.get<{ needingReview: number; items: { studentId: string; track: string }[] }>('/api/plans?scope=school&status=submitted');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.studentId)).toContain(JORDAN);
    expect(list.body.needingReview).toBeGreaterThanOrEqual(1);
    const back = await t.c.counselor.post<Plan>(`/api/students/${JORDAN}/plan/review`, { decision: 'return', comment: 'Añade dos años de español' });
    expect(back).toMatchObject({ status: 200, body: { status: 'RETURNED' } });
    const seen = await t.c.otherStudent.get<Plan>(`/api/students/${JORDAN}/plan`);
    expect(seen.body.comments.map((c) => c.text)).toEqual(['Añade dos años de español']);
    expect(seen.body.checks[1].requirements.find((r) => r.key === 'e')!.summary).toBe('e. Language other than English: 2 years missing of 2 (0 completed, 0 planned)');
    expect(await t.c.counselor.post(`/api/students/${JORDAN}/plan/review`, { decision: 'approve' })).toMatchObject({ status: 409, body: { message: 'Only a submitted plan can be approved or returned' } });
    expect((await t.c.student.get(`/api/students/${JORDAN}/plan`)).status).toBe(404);
  });

  it('downloads the list as CSV with names in any script', async () => {
    const s = new Client(t.portal.url);
    const email = `plan-${Date.now()}@example.org`;
    const reg = await s.post<{ id: string }>('/api/auth/register', { email, password: 'planning-pass-1', firstName: 'José', lastName: 'Ñúñez 王' });
    expect(reg.status).toBe(201);
    const profile = await s.post<{ id: string }>('/api/students', { userId: reg.body.id, grade: '10' });
    expect(profile.status).toBe(201);
    await until('planning learned of the student', async () => (await s.get(`/api/students/${profile.body.id}/plan`)).status, (st): st is 200 => st === 200, PORTAL_WAIT);
    expect((await s.post(`/api/students/${profile.body.id}/plan/submit`, {})).status).toBe(200);
    const res = await fetch(`${t.portal.url}/api/plans.csv?scope=school&status=submitted`, { headers: { cookie: t.c.counselor.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Student,Student ID,Grade,School,Plan,Overall,')).toBe(true);
    expect(text).toContain(`José Ñúñez 王,${profile.body.id},10,${DEFAULT_SCHOOL_ID},Submitted,At risk`);
    const same = await t.c.counselor.get('/api/plans?scope=school&status=submitted&format=csv&bom=false');
    expect(same.text).toBe(text);
  });

  it('streams every row of the list as CSV, page after page, with a column for every set of the scope', async () => {
    // 1,203 plans written into the portal's own planning file (three pages and a bit); the last by name alone is
    // checked against a set no other plan is, so its column proves the header covers every page.
    const store = new SqlitePlanningStore(openSqlite(t.portal.dataDir, 'planning', planningSqliteMigrations));
    const N = 1_203;
    const check = (setId: string, setName: string, status: 'ON_TRACK' | 'AT_RISK') => ({ setId, setName, status, summary: '', requirements: [] });
    await store.write((w) => {
      for (let i = 0; i < N; i++) {
        const studentId = `bulk-${String(i).padStart(5, '0')}`;
        w.students.save({ studentId, userId: `u-${studentId}`, schoolId: DEFAULT_SCHOOL_ID, counselorUserId: null, firstName: i === N - 1 ? 'Zzyzx' : 'Bulk', lastName: `Ñandú ${i}`, grade: 11, status: 'active', courses: [] });
        w.plans.save({
          studentId, schoolId: DEFAULT_SCHOOL_ID, status: 'DRAFT', entries: [], problems: [], submittedAt: null, reviewedAt: null, updatedAt: '2026-11-20T15:00:00.000Z',
          checks: i === N - 1 ? [check('late-set', 'Zz late set', 'AT_RISK')] : [check('builtin-uc-csu-a-g', 'UC/CSU a-g subject requirements', 'ON_TRACK')],
        });
      }
    });
    await store.close();
    const res = await fetch(`${t.portal.url}/api/plans.csv?scope=school&status=draft&bom=false`, { headers: { cookie: t.c.counselor.cookie! } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split('\r\n');
    const header = lines[0].split(',');
    expect(header.slice(0, 6)).toEqual(['Student', 'Student ID', 'Grade', 'School', 'Plan', 'Overall']);
    expect(header).toContain('Zz late set');
    const bulk = lines.filter((l) => l.includes(',bulk-'));
    expect(bulk).toHaveLength(N);
    expect(new Set(bulk.map((l) => l.split(',')[1])).size).toBe(N);
    const late = header.indexOf('Zz late set');
    expect(lines.at(-1)!.split(',')[late]).toBe('At risk');
    expect(lines.at(-1)!.startsWith('Zzyzx Ñandú 1202,bulk-01202,11,')).toBe(true);
    // The JSON list still pages: first and offset are its own.
    expect((await t.c.counselor.get<{ items: unknown[]; total: number }>('/api/plans?scope=school&status=draft&first=500&offset=1000')).body.items.length).toBeGreaterThanOrEqual(N - 1000);
  }, 120_000);
});
