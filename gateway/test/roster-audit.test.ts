import { describe, expect, it } from '@jest/globals';
import { portalPerFile } from './support/portal-per-file.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const t = portalPerFile();

interface AuditView { id: string; at: string; actorId: string | null; actorEmail: string | null; action: string; targetId: string | null; targetLabel: string | null; outcome: string; detail: string | null }
interface ImportView { id: string; fileHash: string }

const FILE = [
  'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email',
  'counselor,T-200,Lena,Ortiz,lena.ortiz@district.org,Birch High,480000000201,,',
  'student,S-200,Omar,Reyes,omar.reyes@district.org,Birch High,480000000201,10,lena.ortiz@district.org',
].join('\n') + '\n';

/** Uploads, previews and applies the file as the admin, as the web app does. */
async function importFile(fileName: string): Promise<ImportView> {
  const { body: { uploadURL } } = await t.c.admin.post<{ uploadURL: string }>('/api/roster/imports/upload-url');
  const put = await fetch(uploadURL, { method: 'PUT', body: FILE, headers: { 'content-type': 'text/csv', cookie: t.c.admin.cookie! } });
  expect(put.status).toBe(200);
  const preview = await t.c.admin.post<ImportView>('/api/roster/imports', { uploadURL, format: 'counsel-csv', fileName });
  expect(preview.status).toBe(200);
  expect((await t.c.admin.post(`/api/roster/imports/${preview.body.id}/apply`)).status).toBe(200);
  return preview.body;
}

/** The import's audit entry once the event has reached identity (the bus delivers after the request). */
async function auditEntryOf(importId: string, done: (e: AuditView) => boolean = () => true): Promise<AuditView> {
  return until(`the audit entry of import ${importId}`, async () => {
    const res = await t.c.admin.get<AuditView[]>('/api/audit-log?action=roster.imported&limit=200');
    expect(res.status).toBe(200);
    const entry = res.body.find((e) => e.targetId === importId);
    return entry && done(entry) ? entry : undefined;
  }, undefined, PORTAL_WAIT);
}

describe('roster imports in the staff audit log', () => {
  it('shows every applied import with the admin who ran it, the file, its counts and hash (also a re-import that changed nothing)', async () => {
    const first = await importFile('birch.csv');
    const entry = await auditEntryOf(first.id, (e) => e.detail?.includes('accounts: 2 created') ?? false);
    expect(entry).toMatchObject({ action: 'roster.imported', actorId: t.c.ids.admin, actorEmail: 'admin@counsel.local', targetLabel: 'birch.csv', outcome: 'success' });
    expect(entry.detail).toContain('2 to create, 0 to update, 0 unchanged, 0 to deactivate, 0 rejected');
    expect(entry.detail).toContain(`sha256 ${first.fileHash}`);

    const again = await importFile('birch-again.csv');
    const second = await auditEntryOf(again.id);
    expect(second).toMatchObject({ actorId: t.c.ids.admin, targetLabel: 'birch-again.csv' });
    expect(second.detail).toContain('0 to create, 0 to update, 2 unchanged');

    // One entry per import, and only admins read the log.
    const all = (await t.c.admin.get<AuditView[]>('/api/audit-log?limit=200')).body.filter((e) => e.targetId === first.id || e.targetId === again.id);
    expect(all.map((e) => e.action).sort()).toEqual(['roster.imported', 'roster.imported']);
    expect((await t.c.counselor.get('/api/audit-log')).status).toBe(403);
  });
});
