/**
 * Faults, NATS JetStream adapter: 20 knowledge-base files are uploaded and the process is killed while
 * they are being indexed (the durable consumer stops mid-work and the NATS connection drops). After a
 * restart (a new connection, the same durable consumer) all 20 must end Indexed, none indexed twice.
 * Runs against the server on nats://127.0.0.1:4222 with a stream of its own, deleted afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from 'nats';
import { Client } from '../support/portal.js';
import { ensureServicesBuilt, queryStore, startChildPortal, type ChildPortal } from './child-portal.js';

const NATS_URL = 'nats://127.0.0.1:4222';
const FILES = 20;
const STREAM = `COUNSEL_FAULT_${process.pid}_${Date.now().toString(36)}`.toUpperCase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-nats-fault-'));
// No demo data (nothing else to index, a quicker start); the knowledge base is staff-only, so an admin uploads.
const STAFF = { email: 'fault-admin@counsel.local', password: 'fault-admin-pass' };
const ENV = { NATS_URL, NATS_STREAM: STREAM, DEMO_DATA: '0', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };

/** A PDF with a real text layer (so indexing extracts text, no OCR), `pages` pages long, correct xref. */
function textPdf(title: string, pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, i) => {
    const lines = Array.from({ length: 30 }, (_, l) => `(${title} page ${i + 1} line ${l + 1}: financial aid, scholarships, essays and deadlines.) Tj T*`);
    const stream = `BT /F1 10 Tf 14 TL 40 780 Td ${lines.join(' ')} ET`;
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = Buffer.byteLength(out);
    out += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

interface KnowledgeFile { id: string; fileName: string; isIndexed: boolean; status?: string }

// Decide before declaring the test: it needs the NATS server and the knowledge-base routes.
let portal: ChildPortal | null = null;
let skipReason: string | null = null;
const natsUp = await connect({ servers: NATS_URL, timeout: 2000 }).then((nc) => nc.close().then(() => true), () => false);
if (!natsUp) skipReason = `no NATS server on ${NATS_URL}`;
else {
  await deleteStreamsOfDeadRuns();
  ensureServicesBuilt();
  portal = await startChildPortal(dataDir, ENV);
  const counselor = new Client(portal.url);
  await counselor.login(STAFF);
  const probe = await counselor.post('/api/knowledge-base-files/upload-url');
  if (probe.status === 404) skipReason = 'POST /api/knowledge-base-files/upload-url answers 404 (the knowledge routes have not landed)';
}

/**
 * A run killed before its afterAll leaves its stream behind on the shared server, and every stream of this
 * test binds `counsel.>`, so the next run could not create its own ("subjects overlap"). Remove the streams
 * of runs whose process is gone.
 */
async function deleteStreamsOfDeadRuns() {
  const nc = await connect({ servers: NATS_URL });
  const jsm = await nc.jetstreamManager();
  for await (const s of jsm.streams.list()) {
    const pid = Number(/^COUNSEL_FAULT_(\d+)_/.exec(s.config.name)?.[1]);
    if (!pid || pid === process.pid || processAlive(pid)) continue;
    await jsm.streams.delete(s.config.name).catch(() => undefined);
  }
  await nc.close();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

afterAll(async () => {
  if (portal) await portal.kill();
  rmSync(dataDir, { recursive: true, force: true });
  if (natsUp) {
    const nc = await connect({ servers: NATS_URL });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(STREAM).catch(() => undefined);
    await nc.close();
  }
});

async function uploadKnowledgeFile(c: Client, url: string, i: number): Promise<KnowledgeFile> {
  const reserved = await c.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url');
  if (reserved.status !== 200) throw new Error(`upload-url: ${reserved.status} ${reserved.text}`);
  const u = new URL(reserved.body.uploadURL, url);
  const bytes = textPdf(`Fault file ${i}`, 12);
  const put = await fetch(`${url}${u.pathname}${u.search}`, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/pdf', cookie: c.cookie! } });
  if (!put.ok) throw new Error(`upload PUT: ${put.status} ${await put.text()}`);
  const res = await c.post<KnowledgeFile>('/api/knowledge-base-files', {
    fileName: `fault-${i}.pdf`, fileType: 'application/pdf', fileSize: bytes.length, filePath: '', uploadURL: reserved.body.uploadURL,
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  return res.body;
}

const ours = (files: KnowledgeFile[]) => files.filter((f) => /^fault-\d+\.pdf$/.test(f.fileName));

/** How many `file.indexed` events the stream holds for each file id. */
async function indexedEvents(nc: NatsConnection): Promise<Map<string, number>> {
  const js = nc.jetstream();
  // An ordered consumer over the whole stream (filtering here: the server may predate filter_subjects).
  const consumer = await js.consumers.get(STREAM);
  const counts = new Map<string, number>();
  const info = await (await nc.jetstreamManager()).streams.info(STREAM);
  if (info.state.messages === 0) return counts;
  const messages = await consumer.fetch({ max_messages: info.state.messages, expires: 5000 });
  for await (const m of messages) {
    if (m.subject.endsWith('counsel.knowledge.file.indexed.v1')) {
      const id = m.json<{ data?: { fileId?: string } }>().data?.fileId ?? '?';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    if (m.info.pending === 0) break;
  }
  return counts;
}

describe('NATS consumer stopped mid-indexing', () => {
  (skipReason ? it.skip : it)(`indexes all ${FILES} files exactly once after a crash and reconnect${skipReason ? ` — skipped: ${skipReason}` : ''}`, async () => {
    const url1 = portal!.url;
    const counselor = new Client(url1);
    await counselor.login(STAFF);
    const uploaded = await Promise.all(Array.from({ length: FILES }, (_, i) => uploadKnowledgeFile(counselor, url1, i)));
    expect(new Set(uploaded.map((f) => f.id)).size).toBe(FILES);

    // Kill while indexing is under way: some files done, not all.
    let indexedAtKill = 0;
    for (const t = Date.now(); Date.now() - t < 60_000;) {
      indexedAtKill = ours((await counselor.get<KnowledgeFile[]>('/api/knowledge-base-files')).body).filter((f) => f.isIndexed).length;
      if (indexedAtKill >= 1) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await portal!.kill();
    expect(indexedAtKill).toBeLessThan(FILES); // else the crash came too late to test anything

    // A new process: a new NATS connection, the same durable consumer and store.
    portal = await startChildPortal(dataDir, ENV);
    const c2 = new Client(portal.url);
    await c2.login(STAFF);
    let files: KnowledgeFile[] = [];
    for (const t = Date.now(); Date.now() - t < 150_000;) {
      files = ours((await c2.get<KnowledgeFile[]>('/api/knowledge-base-files')).body);
      if (files.length === FILES && files.every((f) => f.isIndexed)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(files.filter((f) => !f.isIndexed).map((f) => `${f.fileName}: ${f.status}`)).toEqual([]);
    expect(files.map((f) => f.id).sort()).toEqual(uploaded.map((f) => f.id).sort());

    // Indexed once: no passage stored twice, one content item per file, one file.indexed event per file.
    await portal!.stop();
    portal = null;
    const ids = uploaded.map((f) => f.id);
    const marks = ids.map(() => '?').join(',');
    expect(queryStore<{ source_id: string }>(dataDir, 'knowledge',
      `SELECT source_id FROM chunks WHERE source_id IN (${marks}) GROUP BY source_id, ordinal HAVING count(*) > 1`, ...ids)).toEqual([]);
    const chunkFiles = queryStore<{ source_id: string }>(dataDir, 'knowledge', `SELECT DISTINCT source_id FROM chunks WHERE source_id IN (${marks})`, ...ids);
    expect(chunkFiles.length).toBe(FILES);
    expect(queryStore(dataDir, 'knowledge', `SELECT file_id FROM content_items WHERE file_id IN (${marks}) GROUP BY file_id HAVING count(*) > 1`, ...ids)).toEqual([]);
    const nc = await connect({ servers: NATS_URL });
    try {
      const events = await indexedEvents(nc);
      expect(ids.filter((id) => (events.get(id) ?? 0) !== 1).map((id) => `${id}: ${events.get(id) ?? 0} file.indexed events`)).toEqual([]);
    } finally {
      await nc.close();
    }
  }, 400_000);
});
