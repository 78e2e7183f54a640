import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { Client } from './support/client.js';
import { portalPerFile } from './support/portal-per-file.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const MAYA = DEMO_STUDENT_PROFILES[0].id;

const t = portalPerFile();

interface SchoolView { id: string; name: string; ncesId: string | null; state: string | null; archived: boolean; studentCount: number; staffIds: string[] }
interface ImportView { id: string; status: string; counts: Record<string, number>; rejected: { line: number; reason: string }[]; fileHash: string; createdBy: { id: string }; newAccounts: number }
interface AccountsView { importId: string; status: string; newAccounts: number; ready: number; pending: number }
const patch = <T>(client: Client, url: string, body: unknown) => client.request<T>('PATCH', url, body);

/** Uploads bytes as the admin through a signed roster upload URL. */
async function uploadRoster(bytes: string): Promise<string> {
  const res = await t.c.admin.post<{ uploadURL: string }>('/api/roster/imports/upload-url');
  expect(res.status).toBe(200);
  const put = await fetch(res.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/csv', cookie: t.c.admin.cookie! } });
  expect(put.status).toBe(200);
  return res.body.uploadURL;
}

describe('schools', () => {
  it('GET /api/schools: the demo\'s one school, with the demo counselor assigned; staff only', async () => {
    expect((await t.c.anon.get('/api/schools')).status).toBe(401);
    expect((await t.c.student.get('/api/schools')).status).toBe(403);
    const mine = await t.c.counselor.get<SchoolView[]>('/api/schools');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: DEFAULT_SCHOOL_ID, name: 'Lakeside High School', archived: false, studentCount: 2 })]);
    expect(mine.body[0].staffIds).toEqual(expect.arrayContaining([t.c.ids.counselor, t.c.ids.admin]));
  });

  it('POST /api/schools: admins only, with clear messages', async () => {
    expect((await t.c.counselor.post('/api/schools', { name: 'X' })).status).toBe(403);
    expect(await t.c.admin.post('/api/schools', {})).toMatchObject({ status: 400, body: { message: 'School name is required' } });
    expect(await t.c.admin.post('/api/schools', { name: 'North', ncesId: '12' })).toMatchObject({ status: 400, body: { message: 'NCES id must be 12 digits' } });
    expect(await t.c.admin.post('/api/schools', { name: 'North', state: 'Texas' })).toMatchObject({ status: 400, body: { message: 'State must be a two-letter code such as CA' } });
    const created = await t.c.admin.post<SchoolView>('/api/schools', { name: 'Riverside High', ncesId: '060000000001', city: 'Sacramento', state: 'ca' });
    expect(created).toMatchObject({ status: 201, body: { name: 'Riverside High', state: 'CA', studentCount: 0, staffIds: [] } });
  });

  it('PATCH /api/schools/:id renames and archives; unknown ids are 404; the default school stays', async () => {
    const s = (await t.c.admin.post<SchoolView>('/api/schools', { name: 'Old Name' })).body;
    expect((await patch(t.c.counselor, `/api/schools/${s.id}`, { name: 'X' })).status).toBe(403);
    expect(await patch(t.c.admin, `/api/schools/${s.id}`, { name: 'New Name' })).toMatchObject({ status: 200, body: { name: 'New Name' } });
    expect(await patch(t.c.admin, `/api/schools/${s.id}`, { archived: true })).toMatchObject({ status: 200, body: { archived: true } });
    expect((await t.c.admin.get<SchoolView[]>('/api/schools')).body.map((x) => x.id)).not.toContain(s.id);
    expect((await t.c.admin.get<SchoolView[]>('/api/schools?includeArchived=true')).body.map((x) => x.id)).toContain(s.id);
    expect(await patch(t.c.admin, '/api/schools/no-such-school', { name: 'X' })).toMatchObject({ status: 404, body: { message: 'School not found' } });
    expect((await patch(t.c.admin, `/api/schools/${DEFAULT_SCHOOL_ID}`, { archived: true })).status).toBe(400);
    expect(await patch(t.c.admin, `/api/schools/${s.id}`, { archived: 'yes' })).toMatchObject({ status: 400, body: { message: 'archived must be true or false' } });
  });
});

describe('staff and caseloads across two schools', () => {
  let other: SchoolView;
  let foreign: Client;
  let foreignId: string;

  beforeAll(async () => {
    other = (await t.c.admin.post<SchoolView>('/api/schools', { name: 'Hillcrest High' })).body;
    const email = `foreign-${Date.now()}@counsel.local`;
    const made = await t.c.admin.post<{ id: string }>('/api/auth/register-counselor', { email, password: 'foreign-pass-1', firstName: 'Fran', lastName: 'Oreign', role: 'counselor' });
    expect(made.status).toBeLessThan(300);
    foreign = new Client(t.portal.url);
    foreignId = (await foreign.login({ email, password: 'foreign-pass-1' })).id;
  });

  it('PUT /api/users/:id/schools: admins only; unknown users 404; archived or unknown schools 400', async () => {
    expect((await t.c.counselor.put(`/api/users/${foreignId}/schools`, { schoolIds: [other.id] })).status).toBe(403);
    expect(await t.c.admin.put(`/api/users/${foreignId}/schools`, { schoolIds: 'x' })).toMatchObject({ status: 400, body: { message: 'schoolIds must be a list of school ids' } });
    expect(await t.c.admin.put('/api/users/no-such-user/schools', { schoolIds: [] })).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await t.c.admin.put(`/api/users/${foreignId}/schools`, { schoolIds: ['no-such-school'] })).status).toBe(400);
    // The roster learns new accounts from identity's event: wait for it.
    const res = await until('the roster to know the account', () => t.c.admin.put<{ schoolIds: string[] }>(`/api/users/${foreignId}/schools`, { schoolIds: [other.id] }),
      (answer) => answer.status !== 404, PORTAL_WAIT);
    expect(res).toMatchObject({ status: 200, body: { userId: foreignId, schoolIds: [other.id] } });
    expect((await foreign.get<SchoolView[]>('/api/schools')).body.map((s) => s.id)).toEqual([other.id]);
  });

  it('PUT /api/students/:id/counselor: a counselor of the student\'s school assigns; another school\'s counselor gets 404', async () => {
    expect(await foreign.put(`/api/students/${MAYA}/counselor`, { counselorId: foreignId })).toMatchObject({ status: 404, body: { message: 'Student not found' } });
    expect((await t.c.student.put(`/api/students/${MAYA}/counselor`, { counselorId: null })).status).toBe(403);
    expect(await t.c.counselor.put(`/api/students/${MAYA}/counselor`, { counselorId: foreignId })).toMatchObject({ status: 400, body: { message: 'That counselor is not assigned to the student\'s school' } });
    expect(await t.c.counselor.put(`/api/students/${MAYA}/counselor`, { counselorId: 7 })).toMatchObject({ status: 400, body: { message: 'counselorId must be a user id or null' } });
    expect(await t.c.counselor.put(`/api/students/${MAYA}/counselor`, { counselorId: t.c.ids.counselor })).toMatchObject({ status: 200, body: { studentId: MAYA, counselorId: t.c.ids.counselor } });
    expect((await t.c.admin.put(`/api/students/${MAYA}/counselor`, { counselorId: null })).status).toBe(200);
  });
});

describe('rollover', () => {
  it('POST /api/roster/rollover: admins only; a dry run reports what it would do', async () => {
    expect((await t.c.counselor.post('/api/roster/rollover', { dryRun: true })).status).toBe(403);
    expect(await t.c.admin.post('/api/roster/rollover', {})).toMatchObject({ status: 400, body: { message: 'dryRun must be true or false' } });
    // Maya is in grade 12 and Jordan in grade 11 (before any import in this file adds students).
    expect(await t.c.admin.post('/api/roster/rollover', { dryRun: true })).toMatchObject({ status: 200, body: { dryRun: true, promoted: 1, graduated: 1, appliedAt: null } });
  });
});

describe('roster import', () => {
  const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email';
  const FILE = [
    HEADER,
    'counselor,T-100,Rosa,Park,rosa.park@district.org,Maple High,480000000101,,',
    'student,S-100,Ada,Baker,ada.baker@district.org,Maple High,480000000101,9,rosa.park@district.org',
    'student,S-101,Ben,Moss,ben.moss@district.org,Maple High,480000000101,10,',
    'student,S-102,Cy,Diaz,not-an-email,Maple High,480000000101,11,',
  ].join('\n') + '\n';

  it('is for admins only, from the upload URL on', async () => {
    expect((await t.c.counselor.post('/api/roster/imports/upload-url')).status).toBe(403);
    expect((await t.c.counselor.post('/api/roster/imports', { uploadURL: 'x', format: 'counsel-csv' })).status).toBe(403);
    expect((await t.c.counselor.get('/api/roster/imports')).status).toBe(403);
    expect((await t.c.anon.post('/api/roster/rollover', { dryRun: true })).status).toBe(401);
  });

  it('previews, refuses to apply with rejected rows, applies the valid rows when told, and keeps the history', async () => {
    const uploadURL = await uploadRoster(FILE);
    expect(await t.c.admin.post('/api/roster/imports', { uploadURL, format: 'xlsx' })).toMatchObject({ status: 400, body: { message: 'format must be counsel-csv or oneroster' } });
    const preview = await t.c.admin.post<ImportView>('/api/roster/imports', { uploadURL, format: 'counsel-csv', fileName: 'district.csv' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ status: 'PREVIEWED', counts: { create: 3, update: 0, unchanged: 0, deactivate: 0, rejected: 1 }, createdBy: { id: t.c.ids.admin } });
    expect(preview.body.rejected).toEqual([{ line: 5, reason: expect.stringContaining('email') }]);
    expect((await t.c.admin.post('/api/roster/imports', { uploadURL, format: 'counsel-csv' })).status).toBe(409);

    const refused = await t.c.admin.post<{ message: string }>(`/api/roster/imports/${preview.body.id}/apply`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/1 rejected row/);
    const applied = await t.c.admin.post<ImportView>(`/api/roster/imports/${preview.body.id}/apply`, { acceptRejections: true });
    expect(applied).toMatchObject({ status: 200, body: { status: 'APPLIED', counts: { create: 3 }, newAccounts: 3 } });
    expect(preview.body.newAccounts).toBe(0);
    expect((await t.c.admin.post(`/api/roster/imports/${preview.body.id}/apply`, { acceptRejections: true })).status).toBe(409);
    expect((await t.c.admin.post('/api/roster/imports/no-such-import/apply')).status).toBe(404);

    const maple = (await t.c.admin.get<SchoolView[]>('/api/schools')).body.find((s) => s.name === 'Maple High');
    expect(maple).toMatchObject({ ncesId: '480000000101', studentCount: 2 });
    const history = await t.c.admin.get<ImportView[]>('/api/roster/imports');
    expect(history.headers.get('x-total-count')).toBe('1');
    expect(history.body.map((i) => i.id)).toEqual([preview.body.id]);

    // The same file again changes nothing.
    const again = await t.c.admin.post<ImportView>('/api/roster/imports', { uploadURL: await uploadRoster(FILE), format: 'counsel-csv' });
    expect(again.body.counts).toEqual({ create: 0, update: 0, unchanged: 3, deactivate: 0, rejected: 1 });
  });

  it('GET /api/roster/imports/:id/accounts: admins only, how many of the new accounts identity has created so far', async () => {
    const applied = (await t.c.admin.get<ImportView[]>('/api/roster/imports')).body.find((i) => i.status === 'APPLIED')!;
    expect((await t.c.counselor.get(`/api/roster/imports/${applied.id}/accounts`)).status).toBe(403);
    expect((await t.c.anon.get(`/api/roster/imports/${applied.id}/accounts`)).status).toBe(401);
    expect(await t.c.admin.get('/api/roster/imports/no-such-import/accounts')).toMatchObject({ status: 404, body: { message: 'Import not found' } });
    expect(await t.c.admin.get('/api/roster/imports/bad%20id/accounts')).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
    expect(applied.newAccounts).toBe(3);
    // Identity creates the accounts from the import's events, in the background: ask until all are there.
    const res = await until('every new account created', () => t.c.admin.get<AccountsView>(`/api/roster/imports/${applied.id}/accounts`),
      (answer) => answer.body.ready >= applied.newAccounts, PORTAL_WAIT);
    expect(res).toMatchObject({ status: 200, body: { importId: applied.id, status: 'APPLIED', newAccounts: 3, ready: 3, pending: 0 } });
    // Once ready, the links file has a link for every new account.
    const links = await t.c.admin.get(`/api/roster/imports/${applied.id}/links`);
    expect(links.text.trim().split('\r\n').length - 1).toBe(applied.newAccounts);
    // A dry run not applied creates nothing.
    const dryRun = await t.c.admin.post<ImportView>('/api/roster/imports', { uploadURL: await uploadRoster(FILE), format: 'counsel-csv' });
    expect((await t.c.admin.get<AccountsView>(`/api/roster/imports/${dryRun.body.id}/accounts`)).body).toMatchObject({ status: 'PREVIEWED', newAccounts: 0, ready: 0, pending: 0 });
  });

  it('GET /api/roster/imports/:id/links: admins only, a CSV of the import\'s set-password links', async () => {
    const id = (await t.c.admin.get<ImportView[]>('/api/roster/imports')).body.find((i) => i.status === 'APPLIED')!.id;
    expect((await t.c.counselor.get(`/api/roster/imports/${id}/links`)).status).toBe(403);
    // Identity creates the accounts from the import's events: ask until the three new accounts have links.
    const res = await until('links for the three new accounts', () => t.c.admin.get(`/api/roster/imports/${id}/links`),
      (answer) => answer.text.trim().split('\r\n').length >= 4, PORTAL_WAIT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="set-password-links-${id}.csv"`);
    const [header, ...rows] = res.text.trim().split('\r\n');
    expect(header).toBe('email,first_name,last_name,role,set_password_url,expires_at');
    expect(rows.map((r) => r.split(',')[0]).sort()).toEqual(['ada.baker@district.org', 'ben.moss@district.org', 'rosa.park@district.org']);
    // Absolute links on the origin the browser uses.
    for (const row of rows) expect(row.split(',')[4].startsWith(`${t.portal.url}/`)).toBe(true);
    // A spreadsheet reads the names as UTF-8 because of the byte-order mark; a script may ask for the file without it.
    const bytes = async (query: string) => Buffer.from(await (await fetch(`${t.portal.url}/api/roster/imports/${id}/links${query}`, { headers: { cookie: t.c.admin.cookie! } })).arrayBuffer());
    expect([...(await bytes('')).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await bytes('?bom=false')).subarray(0, 6).toString('utf8')).toBe('email,');
  });
});
