// Upload throughput and peak memory through the real path: POST /api/documents/upload-url, then one
// streamed PUT to the signed URL (gateway → documents service → blob store, size and type checked on the
// way). Cases: one 10 MB file, and 20 parallel 1 MB files, each against a plain file copy of the same bytes
// measured in the same run. Memory: the peak rise above the idle baseline while uploading must not grow
// with the file size, so a 100 MB upload (limit raised for the bench) is compared with the 10 MB one.
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startPortal } from '@counsel/gateway';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Peak memory for 100 MB may exceed the 10 MB case by at most this much (noise, not file size). */
const MEMORY_SLACK = 16 * MB;

const work = mkdtempSync(path.join(tmpdir(), 'counsel-bench-uploads-'));
const dataDir = path.join(work, 'data');
const filesDir = path.join(work, 'files');
mkdirSync(filesDir, { recursive: true });

/** A text file of the given size (text passes the content check and cannot be compressed away). */
function makeFile(name, size) {
  const file = path.join(filesDir, name);
  const line = Buffer.from('Counsel upload benchmark line of plain UTF-8 text, 64 bytes ok\n');
  const block = Buffer.alloc(MB);
  for (let i = 0; i < MB; i += line.length) line.copy(block, i, 0, Math.min(line.length, MB - i));
  const fd = createWriteStream(file);
  for (let left = size; left > 0; left -= MB) fd.write(block.subarray(0, Math.min(MB, left)));
  return new Promise((resolve) => fd.end(() => resolve(file)));
}

/**
 * Peak memory while fn runs: the process's resident set sampled every 5 ms, as a rise above the level
 * right after a GC. (Buffered uploads would show up here as at least the file's size.)
 */
async function peakMemory(fn) {
  gc();
  const base = process.memoryUsage.rss();
  let rss = base;
  const timer = setInterval(() => { rss = Math.max(rss, process.memoryUsage.rss()); }, 5);
  try {
    await fn();
    return { rssRise: Math.max(0, rss - base) };
  } finally {
    clearInterval(timer);
  }
}

const env = {
  PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'production',
  DOCUMENT_MAX_BYTES: String(101 * MB),
};
const portal = await startPortal({ env });
const login = await fetch(`${portal.url}/api/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'maya.chen@counsel.local', password: 'counsel-student' }),
});
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
const cookie = login.headers.getSetCookie().find((c) => c.startsWith('counsel_session=')).split(';')[0];

/** One upload as a browser makes it: ask for the URL, then stream the file in a single PUT (node:http client). */
async function upload(file, size) {
  const u = await fetch(`${portal.url}/api/documents/upload-url`, { method: 'POST', headers: { cookie } });
  const { uploadURL } = await u.json();
  const { status, body } = await new Promise((resolve, reject) => {
    const req = request(uploadURL, { method: 'PUT', agent, headers: { 'content-type': 'text/plain', 'content-length': size, cookie } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    createReadStream(file, { highWaterMark: 64 * 1024 }).pipe(req);
  });
  if (status !== 200 || body.size !== size) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
}
const copy = (file, n) => pipeline(createReadStream(file), createWriteStream(path.join(work, `copy-${n}-${Math.random()}`)));

async function timed(label, bytes, fn, runs = RUNS) {
  const times = [];
  await fn(); // warm-up
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  const m = await peakMemory(fn); // a separate run: the forced GCs would slow the timed ones
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return {
    label, bytes, medianMs: +median.toFixed(1), mbPerSecond: +((bytes / MB) / (median / 1000)).toFixed(1),
    peakRssRiseMB: +(m.rssRise / MB).toFixed(1),
  };
}

const results = [];
try {
  const f10 = await makeFile('10mb.txt', 10 * MB);
  const f100 = await makeFile('100mb.txt', 100 * MB);
  const f1 = await Promise.all(Array.from({ length: 20 }, (_, i) => makeFile(`1mb-${i}.txt`, MB)));

  results.push(await timed('upload 1 × 10 MB', 10 * MB, () => upload(f10, 10 * MB)));
  results.push(await timed('file copy 1 × 10 MB', 10 * MB, () => copy(f10, 0)));
  results.push(await timed('upload 20 × 1 MB in parallel', 20 * MB, () => Promise.all(f1.map((f) => upload(f, MB)))));
  results.push(await timed('file copy 20 × 1 MB in parallel', 20 * MB, () => Promise.all(f1.map((f, i) => copy(f, i)))));
  results.push(await timed('upload 1 × 100 MB (memory check)', 100 * MB, () => upload(f100, 100 * MB), 1));
} finally {
  await portal.close();
  rmSync(work, { recursive: true, force: true });
}

console.table(results);
const by = (l) => results.find((r) => r.label.startsWith(l));
const ratio10 = by('upload 1 × 10').mbPerSecond / by('file copy 1 × 10').mbPerSecond;
const ratio20 = by('upload 20').mbPerSecond / by('file copy 20').mbPerSecond;
const growth = by('upload 1 × 100').peakRssRiseMB - by('upload 1 × 10').peakRssRiseMB;
const memoryFlat = growth * MB <= MEMORY_SLACK;
console.log(`upload/copy throughput: 10 MB ${(ratio10 * 100).toFixed(0)}%, 20 × 1 MB ${(ratio20 * 100).toFixed(0)}%`);
console.log(`peak RSS rise: 10 MB file +${by('upload 1 × 10').peakRssRiseMB} MB, 100 MB file +${by('upload 1 × 100').peakRssRiseMB} MB → ${memoryFlat ? 'flat (streamed)' : 'GROWS WITH FILE SIZE'}`);
mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
writeFileSync(path.join(root, 'test-artifacts', 'bench', 'uploads.json'), JSON.stringify({ results, ratio10, ratio20, memoryFlat, at: new Date().toISOString() }, null, 2));
if (!memoryFlat && process.env.BENCH_STRICT === '1') process.exit(1);
