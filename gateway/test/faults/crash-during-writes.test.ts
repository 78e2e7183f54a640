/**
 * Faults: the process is killed (SIGKILL, no shutdown hooks) while it is registering accounts, saving
 * profiles and course lists, and receiving uploads. After a restart on the same DATA_DIR the portal must
 * become ready, every SQLite store must pass `PRAGMA integrity_check`, every write that was acknowledged
 * must be there, and nothing may be half-written.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '../support/portal.js';
import { ensureServicesBuilt, integrityOfStores, queryStore, startChildPortal, type ChildPortal } from './child-portal.js';

const WORKERS = { register: 4, profile: 3, upload: 3 };
const MAX_DOCS_PER_STUDENT = 8; // the spec allows 10 per student
const PASSWORD = 'crash-test-pass';

let dataDir: string;
let portal: ChildPortal | null = null;

beforeAll(() => {
  ensureServicesBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-crash-'));
}, 300_000);
afterAll(async () => {
  if (portal) await portal.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Student { client: Client; userId: string; studentId: string; email: string }

async function newStudent(url: string, tag: string): Promise<Student> {
  const client = new Client(url);
  const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@crash.example.org`;
  const reg = await client.post<{ id: string }>('/api/auth/register', { email, password: PASSWORD, firstName: 'Crash', lastName: tag });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.text}`);
  const prof = await client.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3 });
  if (prof.status !== 201) throw new Error(`profile: ${prof.status} ${prof.text}`);
  return { client, userId: reg.body.id, studentId: prof.body.id, email };
}

/** Version `n` of a profile: every field says n, so a mix of two saves is visible. */
const profileV = (s: Student, n: number) => ({
  userId: s.userId, gpa: (n % 400) / 100, satScore: 400 + (n % 1200), classRank: `${n}/5000`, highSchoolName: `School v${n}`,
  leadership: `v${n}:${'L'.repeat(4000)}`, targetColleges: n,
});
const coursesV = (n: number) => ({ courses: Array.from({ length: (n % 5) + 1 }, (_, k) => ({ courseName: `v${n} course ${k}`, level: 'AP', grade: 'A' })) });
/** A PDF whose bytes are unique to (worker, n), a few hundred KB so the kill lands mid-stream sometimes. */
const pdfV = (tag: string, n: number) => Buffer.concat([Buffer.from(`%PDF-1.4\n% ${tag} v${n}\n`), Buffer.alloc(200_000 + n * 1000, 32), Buffer.from('\n%%EOF\n')]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Acked {
  registered: { email: string }[];
  profiles: Map<string, { student: Student; profileN: number; coursesN: number }>;
  documents: Map<string, { student: Student; sha: string; size: number }>;
  sentShas: Set<string>;
}

async function hammer(url: string, students: { profile: Student[]; upload: Student[] }, stop: { now: boolean }, acked: Acked) {
  const register = async (w: number) => {
    for (let n = 0; !stop.now; n++) {
      const email = `reg-${w}-${n}-${Math.random().toString(36).slice(2, 8)}@crash.example.org`;
      const res = await new Client(url).post('/api/auth/register', { email, password: PASSWORD, firstName: 'Reg', lastName: `W${w}` }).catch(() => null);
      if (res?.status === 201) acked.registered.push({ email });
    }
  };
  const profile = async (s: Student) => {
    const a = { student: s, profileN: 0, coursesN: -1 };
    acked.profiles.set(s.studentId, a);
    for (let n = 1; !stop.now; n++) {
      const p = await s.client.put(`/api/students/${s.studentId}`, profileV(s, n)).catch(() => null);
      if (p?.status === 200) a.profileN = n;
      const c = await s.client.put(`/api/students/${s.studentId}/courses`, coursesV(n)).catch(() => null);
      if (c?.status === 200) a.coursesN = n;
    }
  };
  const upload = async (s: Student, w: number) => {
    for (let n = 0; !stop.now && n < MAX_DOCS_PER_STUDENT; n++) {
      try {
        const reserved = await s.client.post<{ uploadURL: string }>('/api/documents/upload-url');
        if (reserved.status !== 200) continue;
        const bytes = pdfV(`u${w}`, n);
        acked.sentShas.add(sha(bytes));
        const u = new URL(reserved.body.uploadURL, url);
        const put = await fetch(`${url}${u.pathname}${u.search}`, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/pdf', cookie: s.client.cookie! } });
        if (!put.ok) continue;
        const reg = await s.client.post<{ id: string }>(`/api/students/${s.studentId}/documents`, { fileName: `crash-${w}-${n}.pdf`, uploadURL: reserved.body.uploadURL });
        if (reg.status === 201) acked.documents.set(reg.body.id, { student: s, sha: sha(bytes), size: bytes.length });
      } catch { /* the process died under us */ }
    }
  };
  await Promise.all([
    ...Array.from({ length: WORKERS.register }, (_, w) => register(w)),
    ...students.profile.map(profile),
    ...students.upload.map((s, w) => upload(s, w)),
  ]);
}

async function signsIn(url: string, email: string) {
  const res = await new Client(url).post('/api/auth/login', { email, password: PASSWORD });
  return res.status;
}

describe('killed mid-write (SIGKILL)', () => {
  it('restarts cleanly with every acknowledged write whole and nothing half-written', async () => {
    portal = await startChildPortal(dataDir, { DEMO_DATA: '0' });
    const url1 = portal.url;
    const students = {
      profile: await Promise.all(Array.from({ length: WORKERS.profile }, (_, i) => newStudent(url1, `profile${i}`))),
      upload: await Promise.all(Array.from({ length: WORKERS.upload }, (_, i) => newStudent(url1, `upload${i}`))),
    };
    const acked: Acked = { registered: [], profiles: new Map(), documents: new Map(), sentShas: new Set() };
    const stop = { now: false };
    const load = hammer(url1, students, stop, acked);
    // Kill once every kind of write has been acknowledged at least once (the machine may be slow), at a random moment after.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(acked.registered.length >= 3 && [...acked.profiles.values()].some((p) => p.profileN > 1 && p.coursesN > 0) && acked.documents.size >= 1)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 1300));
    await portal.kill();
    stop.now = true;
    await load;
    portal = null;

    // Work really was in flight: otherwise the test proves nothing.
    expect(acked.registered.length).toBeGreaterThan(0);
    expect([...acked.profiles.values()].some((p) => p.profileN > 0)).toBe(true);
    expect(acked.documents.size).toBeGreaterThan(0);

    // The stores as the crash left them open cleanly (WAL recovery included).
    for (const [file, verdict] of Object.entries(integrityOfStores(dataDir))) expect(`${file}: ${verdict}`).toBe(`${file}: ok`);

    portal = await startChildPortal(dataDir, { DEMO_DATA: '0' }, 120_000);
    const url = portal.url;

    // Accounts: every acknowledged registration signs in; no account lacks its password hash.
    const sample = [...acked.registered.slice(-20), ...acked.registered.slice(0, -20).filter((_, i) => i % 5 === 0)];
    const statuses = await Promise.all(sample.map(async ({ email }) => [email, await signsIn(url, email)] as const));
    expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
    expect(queryStore(dataDir, 'identity', "SELECT email FROM users WHERE email LIKE '%@crash.example.org' AND (password_hash IS NULL OR password_hash = '' OR role IS NULL)")).toEqual([]);

    // Profiles and course lists: one whole version each, at least the last acknowledged one.
    for (const { student, profileN, coursesN } of acked.profiles.values()) {
      const c = new Client(url);
      await c.login({ email: student.email, password: PASSWORD });
      const p = (await c.get<Record<string, unknown>>(`/api/students/${student.studentId}`)).body;
      const n = Number(/^School v(\d+)$/.exec(String(p.highSchoolName))?.[1] ?? 0);
      expect(n).toBeGreaterThanOrEqual(profileN);
      if (n > 0) {
        const expected = profileV(student, n);
        expect({ classRank: p.classRank, leadership: p.leadership, targetColleges: p.targetColleges, satScore: p.satScore })
          .toEqual({ classRank: expected.classRank, leadership: expected.leadership, targetColleges: expected.targetColleges, satScore: expected.satScore });
      }
      const courses = (await c.get<{ courses: { courseName: string }[] }>(`/api/students/${student.studentId}/academics`)).body.courses;
      const versions = new Set(courses.map((x) => /^v(\d+) course/.exec(x.courseName)?.[1]));
      expect(versions.size).toBeLessThanOrEqual(1);
      const cn = Number([...versions][0] ?? -1);
      if (coursesN >= 0) expect(cn).toBeGreaterThanOrEqual(coursesN);
      if (cn >= 0) expect(courses.length).toBe(coursesV(cn).courses.length);
    }

    // Documents: every acknowledged one is listed; every listed one downloads whole.
    for (const student of students.upload) {
      const c = new Client(url);
      await c.login({ email: student.email, password: PASSWORD });
      const listed = (await c.get<{ id: string; fileSize: number }[]>(`/api/students/${student.studentId}/documents`)).body;
      const ackedHere = [...acked.documents].filter(([, d]) => d.student === student).map(([id]) => id);
      expect(ackedHere.filter((id) => !listed.some((d) => d.id === id))).toEqual([]);
      for (const doc of listed) {
        const res = await fetch(`${url}/api/documents/${doc.id}/file`, { headers: { cookie: c.cookie! } });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.length).toBe(doc.fileSize);
        expect(acked.sentShas.has(sha(bytes))).toBe(true);
        const a = acked.documents.get(doc.id);
        if (a) expect(sha(bytes)).toBe(a.sha);
      }
    }

    // And it still takes writes, then stops cleanly.
    expect((await new Client(url).post('/api/auth/register', { email: `after-${Date.now()}@crash.example.org`, password: PASSWORD, firstName: 'After', lastName: 'Crash' })).status).toBe(201);
    expect(await portal.stop()).toBe(0);
    portal = null;
    for (const [file, verdict] of Object.entries(integrityOfStores(dataDir))) expect(`${file}: ${verdict}`).toBe(`${file}: ok`);
  }, 300_000);
});
