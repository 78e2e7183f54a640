/**
 * The journey over real HTTP, shared by the embedded, split and NATS runs (record-deletion*.test.ts): a seeded
 * student is exported (the archive holds every item), then deleted; afterwards nothing of theirs is left in any
 * service's store or the blob folder, they cannot sign in, and another student's data is intact.
 */
import { expect } from '@jest/globals';
import path from 'node:path';
import JSZip from 'jszip';
import { readPdf } from '../../../services/kit/test/support/read-pdf.js';
import { Client, DEMO } from '../support/portal.js';
import { until } from '../../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from '../support/portal-wait.js';
import { seedStudent, type SeededStudent } from './seeded-student.js';
import { blobFiles, scanStores, type Finding } from './store-scan.js';

interface Deletion { id: string; state: string; services: { service: string; confirmed: boolean; removed: { item: string; count: number }[] }[]; certificatePath: string | null }

/**
 * Where a deleted student's ids may stay, by design (docs/privacy.md): the deletion's own record and the access
 * log (records), the staff audit log (identity, without personal data), and each service's erasure ledger that
 * keeps late events from bringing the student back. Their email and name appear nowhere but the deletion record.
 */
const ID_ALLOWED = new Set(['records.sqlite/deletions', 'records.sqlite/access_log', 'identity.sqlite/audit_log']);
const isErasureLedger = (f: Finding) => /erasure/.test(f.table);


async function signedIn(url: string, creds: { email: string; password: string }) {
  const c = new Client(url);
  await c.login(creds);
  return c;
}

async function download(c: Client, url: string, p: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(url + p, { headers: { cookie: c.cookie ?? '' } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Export, then delete, checking every promise of the deletion along the way. `whileDeleting` stops and restarts a service. */
export async function exportThenDelete(
  url: string, dataDir: string, whileDeleting?: { stop(): Promise<void>; start(): Promise<void>; service: string }, tag = whileDeleting ? 'Split' : 'Embedded',
) {
  const admin = await signedIn(url, DEMO.admin);
  const counselor = await signedIn(url, DEMO.counselor);
  const maya = await signedIn(url, DEMO.student);
  const s: SeededStudent = await seedStudent(url, counselor, tag);

  // A counselor reads the record: the access log has it (who, what), without the data.
  expect((await counselor.get(`/api/students/${s.studentId}`)).status).toBe(200);
  const log = await until('the access log has the counselor\'s read', async () => {
    const res = await admin.get<{ items: { actorName: string; actorRole: string; parts: string[] }[] }>(`/api/students/${s.studentId}/access-log`);
    return res.body.items?.find((e) => e.actorRole === 'counselor' && e.parts.includes('profile'));
  }, undefined, PORTAL_WAIT);
  expect(log.actorName).toBeTruthy();

  // The export: one zip with a PDF summary, every owning service's JSON and the files.
  const started = await admin.post<{ id: string; state: string }>(`/api/students/${s.studentId}/export`, {});
  expect(started.status).toBe(202);
  const ready = await until('the export is ready', async () => {
    const res = await admin.get<{ state: string; downloadPath: string; error: string | null }>(`/api/exports/${started.body.id}`);
    if (res.body.state === 'FAILED') throw new Error(`export failed: ${res.body.error}`);
    return res.body.state === 'READY' ? res.body : null;
  }, undefined, PORTAL_WAIT);
  const archive = await download(admin, url, ready.downloadPath);
  expect(archive).toMatchObject({ status: 200, type: 'application/zip' });
  const zip = await JSZip.loadAsync(archive.bytes);
  const names = Object.keys(zip.files);
  expect(names).toEqual(expect.arrayContaining(['summary.pdf', 'manifest.json', ...['identity', 'students', 'roster', 'documents', 'colleges', 'chat', 'counseling'].map((x) => `data/${x}.json`)]));
  // The summary, read back as a reader would: the record in words, with none of the ids the JSON keeps.
  const summary = await readPdf(await zip.file('summary.pdf')!.async('uint8array'));
  const summaryText = summary.lines.join('\n');
  expect(summary.lines).toEqual(expect.arrayContaining([
    `Name: Robin ${s.lastName}`, 'GPA: 3.71', 'SAT score: 1350', 'Main concern: Financial Aid/Scholarship', 'Plan: Regular Decision',
    'Application form: not done yet', s.noteText,
  ]));
  expect(summaryText).toMatch(/transcript\.pdf, PDF, [\d.]+ kB, uploaded on \w+ \d{1,2}, \d{4}/);
  expect(summaryText).toContain(`Draft the essay (${s.lastName}), due January 10, 2027`);
  for (const id of [s.studentId, s.userId, ...s.documentIds, ...s.applicationIds]) expect(summaryText).not.toContain(id);
  expect(summaryText).not.toMatch(/\d{4}-\d{2}-\d{2}|item\(s\)/);
  expect(summary.tagged).toBe(true);
  for (const id of s.documentIds) expect(names.some((n) => n.startsWith(`files/${id}-`))).toBe(true);
  const json = async (x: string) => zip.file(`data/${x}.json`)!.async('string');
  expect(await json('identity')).toContain(s.email);
  expect(await json('students')).toContain('3.71');
  expect(await json('students')).toContain('Financial Aid/Scholarship');
  for (const id of s.documentIds) expect(await json('documents')).toContain(id);
  for (const id of s.applicationIds) expect(await json('colleges')).toContain(id);
  expect(await json('chat')).toContain(s.question);
  expect(await json('counseling')).toContain(s.noteText);
  expect(await json('counseling')).toContain(`Draft the essay (${s.lastName})`);

  const blobsBefore = blobFiles(dataDir);
  const mayaBefore = {
    profile: (await maya.get<{ id: string; gpa: number }>('/api/students/me')).body,
  };

  // The deletion.
  if (whileDeleting) await whileDeleting.stop();
  const asked = await admin.request<Deletion>('DELETE', `/api/students/${s.studentId}`);
  expect(asked.status).toBe(202);
  const deletionId = asked.body.id;
  // Sign-in is blocked at once, before anything is gone.
  await until('the student can no longer sign in', async () => (await new Client(url).post('/api/auth/login', { email: s.email, password: s.password })).status !== 200, undefined, PORTAL_WAIT);

  if (whileDeleting) {
    // Every service but the stopped one confirms; identity waits for it, and the deletion is not complete.
    const waiting = await until('every running service confirmed', async () => {
      const d = (await admin.get<Deletion>(`/api/deletions/${deletionId}`)).body;
      const pending = d.services.filter((x) => !x.confirmed).map((x) => x.service);
      return pending.length === 3 ? { d, pending } : null;
    }, undefined, PORTAL_WAIT);
    expect(waiting.pending).toEqual([whileDeleting.service, 'identity', 'records']);
    expect(waiting.d.state).toBe('IN_PROGRESS');
    expect(waiting.d.certificatePath).toBeNull();
    const early = await admin.get<{ message: string }>(`/api/deletions/${deletionId}/certificate`);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(`waiting for ${whileDeleting.service}, identity, records`);
    await whileDeleting.start();
  }

  const done = await until('the deletion is complete', async () => {
    const d = (await admin.get<Deletion>(`/api/deletions/${deletionId}`)).body;
    return d.state === 'COMPLETE' ? d : null;
  }, undefined, { ...PORTAL_WAIT, timeoutMs: 60_000 });
  expect(done.services.every((x) => x.confirmed)).toBe(true);
  const removed = (service: string, item: string) => done.services.find((x) => x.service === service)?.removed.find((r) => r.item === item)?.count;
  expect(removed('documents', 'files')).toBe(2);
  expect(removed('colleges', 'applications')).toBe(2);
  expect(removed('chat', 'chat turns about the student')).toBeGreaterThanOrEqual(1);
  expect(removed('counseling', 'notes')).toBe(1);
  expect(removed('counseling', 'meetings')).toBe(1);
  expect(removed('counseling', 'task assignments')).toBe(1);
  // The dashboards' read model too: the student's facts and their applications' statuses.
  expect(removed('reporting', 'dashboard student record')).toBe(1);
  expect(removed('reporting', 'application statuses')).toBe(2);
  const cert = await download(admin, url, done.certificatePath!);
  expect(cert.status).toBe(200);
  expect(cert.type).toBe('application/pdf');
  expect(cert.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Nothing of theirs is left: no row anywhere carries their email or name (but the deletion record's name), and
  // their ids only where kept by design.
  const pii = scanStores(dataDir, [s.email, s.lastName]).filter((f) => !(f.file === 'records.sqlite' && f.table === 'deletions' && f.needle === s.lastName));
  expect(pii).toEqual([]);
  const ids = scanStores(dataDir, [s.studentId, s.userId]).filter((f) => !ID_ALLOWED.has(`${f.file}/${f.table}`) && !isErasureLedger(f));
  expect(ids).toEqual([]);
  const blobsAfter = blobFiles(dataDir);
  expect(blobsAfter.every((b) => blobsBefore.includes(b))).toBe(true);
  // The two documents' files and the export's archive, each a .blob with its .json description.
  const gone = blobsBefore.filter((b) => !blobsAfter.includes(b));
  expect(gone.filter((b) => b.startsWith(`documents${path.sep}`) && b.endsWith('.blob'))).toHaveLength(2);
  expect(gone.filter((b) => b.startsWith(`records${path.sep}`) && b.endsWith('.blob'))).toHaveLength(1);
  expect(gone).toHaveLength(6);
  expect((await new Client(url).post('/api/auth/login', { email: s.email, password: s.password })).status).toBe(401);
  expect((await admin.get(`/api/students/${s.studentId}`)).status).toBe(404);

  // Another student's data is intact.
  const mayaAfter = await maya.get<{ id: string; gpa: number }>('/api/students/me');
  expect(mayaAfter.status).toBe(200);
  expect(mayaAfter.body).toMatchObject({ id: mayaBefore.profile.id, gpa: mayaBefore.profile.gpa });
  const mayaDocs = await maya.get<{ id: string }[]>(`/api/students/${mayaBefore.profile.id}/documents`);
  expect(mayaDocs.status).toBe(200);
  expect(mayaDocs.body.length).toBeGreaterThan(0);
  const file = await download(maya, url, `/api/documents/${mayaDocs.body[0].id}/file`);
  expect(file.status).toBe(200);
}

