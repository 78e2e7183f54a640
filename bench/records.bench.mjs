// Student records: how long an export of a student with 10 files takes, and a deletion across every
// service, on an embedded portal (the default `npm start`), over real HTTP. Each figure is set against a baseline
// measured in the same run on the same student:
//   - export (POST, poll until READY, download the zip) against downloading the same 10 files one by one;
//   - deletion (DELETE, poll until every service confirmed and identity removed the account) against deleting one
//     of the student's documents (one service, one event).
// Polling is every 10 ms, so each figure includes up to 10 ms of waiting.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@counsel/kit';
import { startPortal } from '@counsel/gateway';
import { percentile } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FILES = 10;
const FILE_BYTES = 256 * 1024;
const ADMIN = DEMO_USERS.find((u) => u.role === 'admin');

/** A valid PDF of about `bytes` (a comment of random bytes pads it, so the zip cannot shrink it away). */
const pdf = (bytes) => Buffer.concat([
  Buffer.from('%PDF-1.4\n%'), randomBytes(bytes), Buffer.from('\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
]);

function client(url) {
  let cookie = '';
  const call = async (method, p, body) => {
    const res = await fetch(url + p, {
      method, headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) if (c.startsWith('counsel_session=')) cookie = c.split(';')[0];
    return res;
  };
  return {
    call, get cookie() { return cookie; },
    json: async (method, p, body) => {
      const res = await call(method, p, body);
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
      return text ? JSON.parse(text) : null;
    },
  };
}

async function until(read) {
  for (;;) {
    const v = await read();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function seededStudent(url, i) {
  const s = client(url);
  const email = `bench-records-${i}-${Date.now()}@example.org`;
  const { id: userId } = await s.json('POST', '/api/auth/register', { email, password: 'bench-pass-1', firstName: 'Bench', lastName: `Student${i}` });
  const { id: studentId } = await s.json('POST', '/api/students', { userId, gpa: 3.5, grade: '12' });
  const documentIds = [];
  for (let f = 0; f < FILES + 1; f++) {
    const { uploadURL } = await s.json('POST', '/api/documents/upload-url');
    const u = new URL(uploadURL, url);
    const put = await fetch(new URL(u.pathname + u.search, url), { method: 'PUT', body: pdf(FILE_BYTES), headers: { 'content-type': 'application/pdf', cookie: s.cookie } });
    if (!put.ok) throw new Error(`upload ${put.status}`);
    documentIds.push((await s.json('POST', `/api/students/${studentId}/documents`, { uploadURL, fileName: `file-${f}.pdf` })).id);
  }
  return { s, studentId, documentIds };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-bench-records-'));
const portal = await startPortal({ env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test' } });
const m = { exportMs: [], filesMs: [], archiveBytes: [], deletionMs: [], oneDocumentDeletionMs: [] };
try {
  const admin = client(portal.url);
  await admin.json('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  for (let i = 0; i < RUNS + 1; i++) {
    const { s, studentId, documentIds } = await seededStudent(portal.url, i);
    // The eleventh document is the one-service baseline of the deletion: the student deletes it.
    let t = performance.now();
    await s.json('DELETE', `/api/documents/${documentIds.pop()}`);
    const oneDocument = performance.now() - t;

    t = performance.now();
    for (const id of documentIds) await (await admin.call('GET', `/api/documents/${id}/file`)).arrayBuffer();
    const files = performance.now() - t;

    // The records service learns of the student from events: wait before timing.
    await until(async () => (await admin.call('GET', `/api/students/${studentId}/access-log`)).ok);
    t = performance.now();
    const started = await admin.json('POST', `/api/students/${studentId}/export`, {});
    const ready = await until(async () => {
      const e = await admin.json('GET', `/api/exports/${started.id}`);
      if (e.state === 'FAILED') throw new Error(e.error);
      return e.state === 'READY' ? e : null;
    });
    const zip = Buffer.from(await (await admin.call('GET', ready.downloadPath)).arrayBuffer());
    const exportMs = performance.now() - t;

    t = performance.now();
    const deletion = await admin.json('DELETE', `/api/students/${studentId}`);
    await until(async () => (await admin.json('GET', `/api/deletions/${deletion.id}`)).state === 'COMPLETE');
    const deletionMs = performance.now() - t;
    if (i === 0) continue; // warm-up
    m.exportMs.push(exportMs); m.filesMs.push(files); m.archiveBytes.push(zip.length);
    m.deletionMs.push(deletionMs); m.oneDocumentDeletionMs.push(oneDocument);
  }
} finally {
  await portal.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs) => +percentile(xs, 50).toFixed(1);
const report = {
  bench: 'records', runs: RUNS, files: FILES, fileBytes: FILE_BYTES,
  exportMedianMs: median(m.exportMs), filesOneByOneMedianMs: median(m.filesMs), exportRatio: +(median(m.exportMs) / median(m.filesMs)).toFixed(2),
  archiveMedianBytes: percentile(m.archiveBytes, 50),
  deletionMedianMs: median(m.deletionMs), oneDocumentDeletionMedianMs: median(m.oneDocumentDeletionMs),
  deletionRatio: +(median(m.deletionMs) / median(m.oneDocumentDeletionMs)).toFixed(2),
};
console.log(`export of a student with ${FILES} files of ${FILE_BYTES / 1024} KB: median ${report.exportMedianMs} ms (the files one by one: ${report.filesOneByOneMedianMs} ms; ${report.exportRatio}x), archive ${Math.round(report.archiveMedianBytes / 1024)} KB`);
console.log(`deletion across every service until the certificate: median ${report.deletionMedianMs} ms (one document's deletion: ${report.oneDocumentDeletionMedianMs} ms; ${report.deletionRatio}x)`);
mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
writeFileSync(path.join(root, 'test-artifacts', 'bench', 'records.json'), JSON.stringify(report, null, 2));
