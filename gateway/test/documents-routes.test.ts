import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { Subjects, type EventEnvelope, type StudentProfileSnapshot } from '@counsel/proto-events';
import { startPortal } from '../src/portal.js';
import { UploadSigner } from '../src/uploads/upload-signer.js';
import { Client, DEMO, clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes, textBytes, textOfSize } from '../../services/kit/test/support/sample-files.js';
import { until } from '../../services/kit/test/support/eventually.js';

const SECRET = 'documents-routes-test-secret';
const MAX = 10_485_760;
const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
const events: EventEnvelope[] = [];

beforeAll(async () => {
  portal = await startTestPortal({ UPLOAD_SIGNING_SECRET: SECRET });
  c = await clientsFor(portal);
  for (const s of [Subjects.documentsDocumentCreated, Subjects.documentsDocumentDeleted] as const) {
    await portal.bus.subscribe(s, async (e) => { events.push(e as EventEnvelope); }, { durable: `test-${s}` });
  }
});
afterAll(async () => portal?.close());

interface Doc { id: string; studentId: string; fileName: string; fileType: string; fileSize: number; filePath: string; uploadedAt: string }
const PDF = 'application/pdf';

async function uploadUrl(client: Client): Promise<string> {
  const res = await client.post<{ uploadURL: string }>('/api/documents/upload-url');
  expect(res.status).toBe(200);
  return res.body.uploadURL;
}
/** PUTs bytes to a signed URL as a signed-in user (Maya unless told), or signed out with `as: null`. */
async function put(url: string, bytes: Buffer | Uint8Array, contentType = 'application/octet-stream', as: Client | null = c.student) {
  const res = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType, ...(as?.cookie ? { cookie: as.cookie } : {}) } });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
async function uploadAndRegister(client: Client, studentId: string, bytes: Buffer, fileName: string) {
  const url = await uploadUrl(client);
  expect((await put(url, bytes, undefined, client)).status).toBe(200);
  const res = await client.post<Doc>(`/api/students/${studentId}/documents`, { fileName, fileType: 'text/html', fileSize: 1, filePath: '/etc/passwd', uploadURL: url });
  expect(res.status).toBe(201);
  return res.body;
}
const blobFiles = (dir = portal.dataDir) => readdirSync(path.join(dir, 'blobs', 'documents')).filter((f) => f.endsWith('.blob'));

describe('role × route matrix', () => {
  it('POST /api/documents/upload-url: students only', async () => {
    expect((await c.anon.post('/api/documents/upload-url')).status).toBe(401);
    expect((await c.counselor.post('/api/documents/upload-url')).status).toBe(403);
    expect((await c.admin.post('/api/documents/upload-url')).status).toBe(403);
    const url = await uploadUrl(c.student);
    expect(url.startsWith(`${portal.url}/api/uploads/`)).toBe(true);
    expect(new URL(url).searchParams.get('signature')).toBeTruthy();
  });

  it('GET /api/students/{id}/documents: the owner and staff; seeded demo documents for Maya', async () => {
    expect((await c.anon.get(`/api/students/${MAYA}/documents`)).status).toBe(401);
    expect((await c.otherStudent.get(`/api/students/${MAYA}/documents`)).status).toBe(403);
    for (const who of ['student', 'counselor', 'admin'] as const) {
      const res = await c[who].get<Doc[]>(`/api/students/${MAYA}/documents`);
      expect(res.status).toBe(200);
      expect(res.body.map((d) => d.fileName)).toEqual(expect.arrayContaining(['Maya Chen - Unofficial Transcript.pdf', 'Activities Resume.txt']));
    }
    expect((await c.otherStudent.get<Doc[]>(`/api/students/${JORDAN}/documents`)).body).toEqual([]);
  });

  it('POST /api/students/{id}/documents: only the owning student', async () => {
    const url = await uploadUrl(c.student);
    await put(url, pdfBytes());
    const body = { fileName: 'a.pdf', uploadURL: url };
    expect((await c.anon.post(`/api/students/${MAYA}/documents`, body)).status).toBe(401);
    expect((await c.counselor.post(`/api/students/${MAYA}/documents`, body)).status).toBe(403);
    expect((await c.admin.post(`/api/students/${MAYA}/documents`, body)).status).toBe(403);
    expect((await c.otherStudent.post(`/api/students/${MAYA}/documents`, body)).status).toBe(403);
    // Jordan cannot claim Maya's upload for his own profile either.
    const stolen = await c.otherStudent.post<{ message: string }>(`/api/students/${JORDAN}/documents`, body);
    expect(stolen.status).toBe(403);
    expect((await c.student.post(`/api/students/${MAYA}/documents`, body)).status).toBe(201);
  });

  it('GET /api/documents/{id}/file: the owner and staff get the bytes; nobody else', async () => {
    const bytes = pdfBytes('view me');
    const doc = await uploadAndRegister(c.student, MAYA, bytes, 'view.pdf');
    expect((await c.anon.get(doc.filePath)).status).toBe(401);
    const other = await c.otherStudent.get(doc.filePath);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('%PDF');
    for (const who of ['student', 'counselor', 'admin'] as const) {
      const res = await fetch(portal.url + doc.filePath, { headers: { cookie: c[who].cookie! } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(PDF);
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="view.pdf"; filename*=UTF-8''view.pdf`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('DELETE /api/documents/{id}: only the owning student; the blob goes with the record', async () => {
    const doc = await uploadAndRegister(c.student, MAYA, pdfBytes('delete me'), 'delete-me.pdf');
    const before = blobFiles().length;
    for (const who of ['anon', 'otherStudent', 'counselor', 'admin'] as const) {
      expect((await c[who].delete(`/api/documents/${doc.id}`)).status).toBe(who === 'anon' ? 401 : 403);
    }
    const res = await c.student.delete(`/api/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(blobFiles().length).toBe(before - 1);
    expect((await c.student.get<Doc[]>(`/api/students/${MAYA}/documents`)).body.map((d) => d.id)).not.toContain(doc.id);
    expect((await c.student.get(doc.filePath)).status).toBe(404);
    expect((await c.student.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    await until('the document-deleted event', () => events.some((e) => e.subject === Subjects.documentsDocumentDeleted && (e.data as { documentId: string }).documentId === doc.id));
    expect(events.find((e) => e.subject === Subjects.documentsDocumentDeleted && (e.data as { documentId: string }).documentId === doc.id)?.data)
      .toEqual({ documentId: doc.id, studentId: MAYA, fileName: 'delete-me.pdf', deletedBy: c.ids.student });
  });
});

describe('registration', () => {
  it('takes size and type from the stored file, not the client, and publishes document.created', async () => {
    const bytes = textBytes('Essay draft\n');
    const doc = await uploadAndRegister(c.student, MAYA, bytes, 'essay.txt');
    expect(doc).toMatchObject({ studentId: MAYA, fileName: 'essay.txt', fileType: 'text/plain; charset=utf-8', fileSize: bytes.length, filePath: `/api/documents/${doc.id}/file` });
    await until('the document\'s event', () => events.some((e) => (e.data as { documentId?: string }).documentId === doc.id));
    expect(events.find((e) => (e.data as { documentId?: string }).documentId === doc.id)).toMatchObject({
      subject: Subjects.documentsDocumentCreated, data: { documentId: doc.id, studentId: MAYA, fileName: 'essay.txt', fileSize: bytes.length },
    });
  });

  it.each([
    ['docx', docxBytes, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['doc', async () => docBytes(), 'application/msword'],
  ] as const)('accepts %s by content', async (ext, make, mime) => {
    const doc = await uploadAndRegister(c.student, MAYA, await make(), `file.${ext}`);
    expect(doc.fileType).toBe(mime);
  });

  it('cleans a name with ../ and control characters', async () => {
    const doc = await uploadAndRegister(c.student, MAYA, pdfBytes(), '../../secret/\u0000tran\u001bscript\u202E.pdf');
    expect(doc.fileName).toBe('transcript.pdf');
  });

  it('refuses registering the same upload twice, an upload never sent, and a bad uploadURL', async () => {
    const url = await uploadUrl(c.student);
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'x.pdf', uploadURL: url })).status).toBe(400);
    await put(url, pdfBytes());
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'x.pdf', uploadURL: url })).status).toBe(201);
    const again = await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'x.pdf', uploadURL: url });
    expect(again.status).toBe(409);
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'x.pdf', uploadURL: `${url}x` })).body).toEqual({ message: 'Invalid upload URL' });
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'x.pdf' })).body).toEqual({ message: 'uploadURL is required' });
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { uploadURL: url })).body).toEqual({ message: 'File name is required' });
  });

  it("answers 404 'Student not found' for an unknown profile and 400 for a malformed id", async () => {
    const res = await c.counselor.get('/api/students/00000000-0000-4000-8000-00000000dead/documents');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Student not found' });
    expect((await c.counselor.get('/api/students/..%2F..%2Fetc/documents')).status).toBe(400);
  });

  it('learns a new student profile from counsel.students.profile.upserted.v1', async () => {
    const client = new Client(portal.url);
    const email = `docs-${Date.now()}@example.org`;
    const reg = await client.post<{ id: string }>('/api/auth/register', { email, password: 'secret-pass', firstName: 'New', lastName: 'Student' });
    const studentId = '11111111-2222-4333-8444-555555555555';
    expect((await client.get(`/api/students/${studentId}/documents`)).status).toBe(404);
    await portal.bus.publish(Subjects.studentsProfileUpserted, { studentId, userId: reg.body.id, profile: snapshot() });
    let res = await client.get<Doc[]>(`/api/students/${studentId}/documents`);
    for (let i = 0; i < 50 && res.status !== 200; i++) res = await client.get<Doc[]>(`/api/students/${studentId}/documents`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await c.student.get(`/api/students/${studentId}/documents`)).status).toBe(403);
  });
});

describe('signed upload URLs', () => {
  it('refuses a tampered URL (signature, owner, size limit or id changed)', async () => {
    const url = new URL(await uploadUrl(c.student));
    const variants = [
      // One whole character of the signature changed (its first: every one of its six bits counts, where the
      // last character's low bits are padding a decoder may ignore, and 'AA' may already end it).
      (u: URL) => { const sig = u.searchParams.get('signature')!; u.searchParams.set('signature', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`); },
      // Only the last character's padding bit changed: the same bytes decoded, but not the URL that was signed.
      (u: URL) => {
        const sig = u.searchParams.get('signature')!;
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        u.searchParams.set('signature', `${sig.slice(0, -1)}${alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1]}`);
      },
      (u: URL) => u.searchParams.set('owner', c.ids.otherStudent),
      (u: URL) => u.searchParams.set('max', String(MAX * 10)),
      (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      (u: URL) => { u.pathname = '/api/uploads/00000000-0000-4000-8000-000000000000'; },
    ];
    for (const change of variants) {
      const t = new URL(url);
      change(t);
      const res = await put(t.toString(), pdfBytes());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Invalid upload URL' });
    }
    expect((await put(url.toString(), pdfBytes())).status).toBe(200);
  });

  it('refuses an expired URL', async () => {
    const url = new URL(await uploadUrl(c.student));
    const uploadId = url.pathname.split('/').pop()!;
    const signer = new UploadSigner(SECRET);
    const expired = signer.urlFor(portal.url, { uploadId, purpose: 'student-document', ownerUserId: c.ids.student, expires: Math.floor(Date.now() / 1000) - 1, maxBytes: MAX });
    const res = await put(expired, pdfBytes());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This upload URL has expired' });
    // The URL it was issued as expires in 15 minutes.
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('is bound to the user it was issued to: anyone else is refused and does not use it up', async () => {
    const url = await uploadUrl(c.student);
    const signedOut = await put(url, pdfBytes(), undefined, null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'Please sign in to upload files' });
    for (const someoneElse of [c.otherStudent, c.counselor, c.admin]) {
      const res = await put(url, pdfBytes(), undefined, someoneElse);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This upload URL belongs to someone else' });
    }
    // Maya signed in elsewhere (another browser, a stolen password's session) cannot use it either.
    const elsewhere = new Client(portal.url);
    await elsewhere.login(DEMO.student);
    expect(await put(url, pdfBytes(), undefined, elsewhere)).toEqual({ status: 403, body: { message: 'This upload URL belongs to another sign-in' } });
    expect((await put(url, pdfBytes())).status).toBe(200);
  });

  it('refuses a reused URL', async () => {
    const url = await uploadUrl(c.student);
    expect((await put(url, pdfBytes())).status).toBe(200);
    const again = await put(url, pdfBytes());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This upload URL has already been used' });
  });

  it('accepts 10485760 bytes and refuses 10485761 with 413, keeping nothing', async () => {
    const okUrl = await uploadUrl(c.student);
    const ok = await put(okUrl, textOfSize(MAX));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ size: MAX });
    const before = blobFiles().length;
    const bigUrl = await uploadUrl(c.student);
    const big = await put(bigUrl, textOfSize(MAX + 1));
    expect(big.status).toBe(413);
    expect(blobFiles().length).toBe(before);
    expect(readdirSync(path.join(portal.dataDir, 'blobs', 'documents', '.partial'))).toEqual([]);
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'big.txt', uploadURL: bigUrl })).status).toBe(400);
  });

  it('refuses 10485761 bytes even when Content-Length is not declared (chunked body)', async () => {
    const url = await uploadUrl(c.student);
    const body = textOfSize(MAX + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(ctrl) { for (let i = 0; i < body.length; i += 65_536) ctrl.enqueue(body.subarray(i, i + 65_536)); ctrl.close(); },
    });
    const res = await fetch(url, { method: 'PUT', body: stream, duplex: 'half', headers: { cookie: c.student.cookie! } } as RequestInit & { duplex: 'half' });
    expect(res.status).toBe(413);
  });

  it.each([
    ['an executable renamed .pdf', exeBytes(), PDF],
    ['an HTML page sent as text', htmlBytes(), 'text/plain'],
  ])('refuses %s with 415 whatever its content type', async (_label, bytes, type) => {
    const url = await uploadUrl(c.student);
    const res = await put(url, bytes, type);
    expect(res.status).toBe(415);
    expect((await c.student.post(`/api/students/${MAYA}/documents`, { fileName: 'evil.pdf', uploadURL: url })).status).toBe(400);
  });
});

describe('a crash between PUT and registration', () => {
  it('leaves no visible record, and the upload is swept once it is older than the limit', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-crash-'));
    const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test' };
    try {
      const first = await startPortal({ env });
      const maya = new Client(first.url);
      await maya.login(DEMO.student);
      const listed = async (client: Client) => (await client.get<Doc[]>(`/api/students/${MAYA}/documents`)).body.length;
      const before = await listed(maya);
      const url = (await maya.post<{ uploadURL: string }>('/api/documents/upload-url')).body.uploadURL;
      expect((await put(url, pdfBytes('orphan'), undefined, maya)).status).toBe(200);
      await first.close(); // the browser never registers the file

      const second = await startPortal({ env: { ...env, UNREGISTERED_UPLOAD_TTL_HOURS: '0' } });
      const again = new Client(second.url);
      await again.login(DEMO.student);
      expect(await listed(again)).toBe(before);
      // Start-up swept it: the URL cannot be registered, and only the registered blobs are left.
      expect((await again.post(`/api/students/${MAYA}/documents`, { fileName: 'o.pdf', uploadURL: url })).status).toBe(400);
      expect(blobFiles(dataDir).length).toBe(before);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function snapshot(): StudentProfileSnapshot {
  return {
    firstName: 'New', lastName: 'Student', email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null,
    classRank: null, grade: null, highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null,
    clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: new Date().toISOString(),
  };
}
