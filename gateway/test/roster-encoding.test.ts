import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeZip } from '../../scripts/make-roster-sample.mjs';
import { counselCsv1252, counselCsvInvalid, counselCsvUtf16, oneRoster1252Entries } from '../../services/roster/test/support/encoded-rosters.js';
import { clientsFor } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

// A district's names through the real portal (HTTP, the gateway, the roster and identity services): a roster saved
// as Windows-1252 or UTF-16 arrives intact in the accounts and the set-password links, and a damaged file is refused.

let portal: HostedPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
const dir = mkdtempSync(path.join(tmpdir(), 'roster-encoding-'));

beforeAll(async () => {
  portal = await startHostedTestPortal();
  c = await clientsFor(portal);
}, 60_000);
afterAll(async () => {
  await portal?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Encoding { encoding: string; needsConfirmation: boolean; candidates: string[]; notice: string | null }
interface ImportView { id: string; status: string; counts: Record<string, number>; newAccounts: number; encoding: Encoding | null; sampleNames: string[] }
interface UserView { email: string; firstName: string | null; lastName: string | null }

async function upload(bytes: Uint8Array): Promise<string> {
  const res = await c.admin.post<{ uploadURL: string }>('/api/roster/imports/upload-url');
  expect(res.status).toBe(200);
  const put = await fetch(res.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/csv', cookie: c.admin.cookie! } });
  expect(put.status).toBe(200);
  return res.body.uploadURL;
}

/** The names identity holds for these emails, once it has created every account of the import. */
async function accountsOf(importId: string, emails: string[]): Promise<{ names: string[]; links: string }> {
  const ready = await until('every account of the import', () => c.admin.get<{ pending: number }>(`/api/roster/imports/${importId}/accounts`), (res) => res.body.pending === 0, PORTAL_WAIT);
  expect(ready.body.pending).toBe(0);
  const users = await c.admin.get<UserView[]>('/api/users?limit=200');
  const mine = users.body.filter((u) => emails.includes(u.email));
  expect(mine.map((u) => u.email).sort()).toEqual([...emails].sort());
  const links = await c.admin.get(`/api/roster/imports/${importId}/links`);
  expect(links.status).toBe(200);
  return { names: mine.map((u) => `${u.firstName} ${u.lastName}`).sort(), links: links.text };
}

describe('roster files that are not UTF-8, through preview and apply', () => {
  it('a Windows-1252 Counsel CSV: previewed with a notice and its names, refused until confirmed, then every name intact', async () => {
    const uploadURL = await upload(counselCsv1252());
    const preview = await c.admin.post<ImportView>('/api/roster/imports', { uploadURL, format: 'counsel-csv', fileName: 'district.csv' });
    expect(preview).toMatchObject({ status: 200, body: { status: 'PREVIEWED', counts: { create: 3, rejected: 0 } } });
    expect(preview.body.encoding).toEqual({
      encoding: 'windows-1252', needsConfirmation: true, candidates: ['windows-1252'],
      notice: expect.stringMatching(/^This file is not UTF-8 \(roster\.csv, from line 2\)\. It reads as Windows-1252: /),
    });
    expect(preview.body.sampleNames).toEqual(['Renée O’Brien', 'José Núñez', 'Zoë Müller']);

    const undecided = await c.admin.post<{ message: string }>(`/api/roster/imports/${preview.body.id}/apply`, {});
    expect(undecided.status).toBe(400);
    expect(undecided.body.message).toMatch(/^roster\.csv is not UTF-8 \(line 2 is the first line that is not\)\. It reads as Windows-1252: confirm the encoding/);
    expect(await c.admin.post(`/api/roster/imports/${preview.body.id}/apply`, { encoding: 7 })).toMatchObject({ status: 400, body: { message: 'encoding must be text' } });
    expect(await c.admin.post(`/api/roster/imports/${preview.body.id}/apply`, { encoding: 'koi8-r' })).toMatchObject({ status: 400, body: { message: 'encoding must be UTF-8, UTF-16LE, UTF-16BE or windows-1252' } });

    const applied = await c.admin.post<ImportView>(`/api/roster/imports/${preview.body.id}/apply`, { encoding: 'windows-1252' });
    expect(applied).toMatchObject({ status: 200, body: { status: 'APPLIED', newAccounts: 3, encoding: { encoding: 'windows-1252', needsConfirmation: false } } });
    const { names, links } = await accountsOf(applied.body.id, ['renee@district.org', 'jose@district.org', 'zoe@district.org']);
    expect(names).toEqual(['José Núñez', 'Renée O’Brien', 'Zoë Müller']);
    for (const name of ['José,Núñez', 'Renée,O’Brien', 'Zoë,Müller']) expect(links).toContain(name);
    expect(links).not.toContain('\uFFFD');
  });

  it('a OneRoster zip whose users.csv is Windows-1252: the encoding confirmed at the preview carries to the apply', async () => {
    const zip = await writeZip(path.join(dir, 'oneroster.zip'), oneRoster1252Entries()) as string;
    const uploadURL = await upload(readFileSync(zip));
    const preview = await c.admin.post<ImportView>('/api/roster/imports', { uploadURL, format: 'oneroster', encoding: 'windows-1252' });
    expect(preview).toMatchObject({ status: 200, body: { counts: { create: 2 }, encoding: { encoding: 'windows-1252', needsConfirmation: false }, sampleNames: ['Inès Gonçalves', 'François Lefèvre'] } });
    expect(preview.body.encoding?.notice).toBe('This file is not UTF-8 (users.csv). It is read as Windows-1252, as confirmed.');
    const applied = await c.admin.post<ImportView>(`/api/roster/imports/${preview.body.id}/apply`, {});
    expect(applied).toMatchObject({ status: 200, body: { status: 'APPLIED', newAccounts: 2 } });
    const { names, links } = await accountsOf(applied.body.id, ['ines@east.example', 'francois@east.example']);
    expect(names).toEqual(['François Lefèvre', 'Inès Gonçalves']);
    expect(links).toContain('Inès,Gonçalves');
    expect(links).not.toContain('\uFFFD');
  });

  it('a UTF-16 file with its byte-order mark: read as such without asking, Vietnamese, Chinese and macrons intact', async () => {
    const preview = await c.admin.post<ImportView>('/api/roster/imports', { uploadURL: await upload(counselCsvUtf16()), format: 'counsel-csv' });
    expect(preview).toMatchObject({ status: 200, body: { encoding: { encoding: 'UTF-16LE', needsConfirmation: false }, sampleNames: ['Ánh Nguyễn', '陈 Wei', 'Zoë Ōtsuka'] } });
    const applied = await c.admin.post<ImportView>(`/api/roster/imports/${preview.body.id}/apply`, { acceptRejections: false });
    expect(applied).toMatchObject({ status: 200, body: { status: 'APPLIED', newAccounts: 3 } });
    const { names, links } = await accountsOf(applied.body.id, ['anh@district.org', 'chen@district.org', 'otsuka@district.org']);
    expect(names).toEqual(['Zoë Ōtsuka', 'Ánh Nguyễn', '陈 Wei'].sort());
    expect(links).toContain('Ánh,Nguyễn');
    expect(links).not.toContain('\uFFFD');
  });

  it('a file no encoding reads is refused at the preview with its first bad line, and nothing is kept', async () => {
    const before = (await c.admin.get('/api/roster/imports')).headers.get('x-total-count');
    const refused = await c.admin.post<{ message: string }>('/api/roster/imports', { uploadURL: await upload(counselCsvInvalid()), format: 'counsel-csv', encoding: 'windows-1252' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^roster\.csv line 3: not UTF-8, nor Windows-1252; save the file as UTF-8/);
    expect((await c.admin.get('/api/roster/imports')).headers.get('x-total-count')).toBe(before);
    const users = await c.admin.get<UserView[]>('/api/users?limit=200');
    expect(JSON.stringify(users.body)).not.toContain('\uFFFD');
  });
});
