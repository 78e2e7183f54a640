// `npm run bench:load`: the load scenarios of deploy/k6 (students browsing, counselors chatting), driven with
// autocannon against the built portal (as `npm start` runs it: scripts/start.mjs) and, in the same run, against a bare Node
// HTTP server answering the same JSON as GET /api/auth/user. The ratio to the bare server is the figure to report.
// `npm run soak` (this script with --soak): the same mix for SOAK_MINUTES (default 10), sampling the portal's
// resident memory each minute and fitting a least-squares slope.
//
// Settings (environment): BENCH_SECONDS per route (default 10), BENCH_CONNECTIONS (default 10),
// BENCH_WARMUP_SECONDS unmeasured per route (default 1), SOAK_MINUTES (default 10), BENCH_TARGET_RATIO (default 0.30),
// BENCH_CHAT_COUNSELORS (default 10: the demo counselor and nine made for the run, chat turns spread over them),
// BENCH_ROUTES (parts of route names, comma-separated: only those), BENCH_PORTAL_ARGS (extra node flags for the
// portal, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to profile it under the load).
// Loopback addresses only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt } from './build.mjs';
import { chatTurns } from './bench-chat-questions.mjs';
import { childPids, privateMb, rssMb, servingPid } from './process-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK = process.argv.includes('--soak');
const SECONDS = positive('BENCH_SECONDS', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const SOAK_MINUTES = positive('SOAK_MINUTES', 10);
const CHAT_COUNSELORS = positive('BENCH_CHAT_COUNSELORS', 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const TARGET_RATIO = Number(process.env.BENCH_TARGET_RATIO ?? 0.3);
const HOST = '127.0.0.1';
// BENCH_ROUTES: comma-separated parts of route names to measure (default all), e.g. "students/me,chat".
const ONLY = (process.env.BENCH_ROUTES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const STUDENT = { email: 'maya.chen@counsel.local', password: 'counsel-student' };
const COUNSELOR = { email: 'counselor@counsel.local', password: 'counsel-counselor' };
const ADMIN = { email: 'admin@counsel.local', password: 'counsel-admin' };

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`${name} must be a positive number (got "${raw}")`);
    process.exit(2);
  }
  return n;
}

const freePort = () => new Promise((resolve, reject) => {
  const srv = createServer();
  srv.once('error', reject);
  srv.listen(0, HOST, () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});

const children = new Set();
function startChild(args, env, label) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b) => { out = (out + b).slice(-10_000); });
  child.stderr.on('data', (b) => { out = (out + b).slice(-10_000); });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, label, output: () => out };
}
async function stopChildren() {
  await Promise.all([...children].map((c) => new Promise((resolve) => {
    c.once('exit', resolve);
    c.kill('SIGTERM');
    setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
  })));
}
process.on('SIGINT', () => { void stopChildren().then(() => process.exit(130)); });

async function waitReady(url, proc, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.label} exited during start-up:\n${proc.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error(`${proc.label} not ready after ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startPortal(dataDir) {
  const port = await freePort();
  const metricsPort = await freePort();
  const env = {
    // NODE_ENV unset, as under `npm start` (scripts/start.mjs, which runs the portal): graphql-js in production mode,
    // the portal itself not in production (which refuses to start while the demo accounts keep published passwords).
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '',
    HOST, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1',
    // Metrics have their own loopback port (never the public one); the soak samples the heap there.
    METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort),
    IDENTITY_PORT: '0', STUDENTS_PORT: '0', DOCUMENTS_PORT: '0', KNOWLEDGE_PORT: '0', CHAT_PORT: '0', SETTINGS_PORT: '0', ROSTER_PORT: '0',
    // Chat turns are spread over CHAT_COUNSELORS accounts: lift the per-counselor limit (default 20 a minute) to
    // its maximum so the run measures answering rather than refusing. 429s still show in the errors column.
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    // Tracing settings pass through, so its cost can be measured (OTEL_SDK_DISABLED=true turns it off), and so does
    // the SQLite page cache (SQLITE_CACHE_KB) and glibc's malloc settings (MALLOC_ARENA_MAX), whose effect on memory
    // the soak shows.
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('OTEL_') || k.startsWith('MALLOC_') || k === 'SQLITE_CACHE_KB')),
  };
  const nodeFlags = (process.env.BENCH_PORTAL_ARGS ?? '').split(' ').filter(Boolean);
  const proc = startChild([...nodeFlags, path.join(root, 'scripts/start.mjs')], env, 'portal');
  const url = `http://${HOST}:${port}`;
  await waitReady(`${url}/readyz`, proc);
  // pid: the process that serves (CPU and memory per request); startPid: the one started, whose tree is all it takes.
  return { url, metricsUrl: `http://127.0.0.1:${metricsPort}`, pid: servingPid(proc.child.pid), startPid: proc.child.pid, proc };
}

/** The baseline: plain node:http answering the same JSON (serialized per request, as the gateway does). */
async function startBare(json) {
  const port = await freePort();
  const src = `const http = require('node:http'); const user = JSON.parse(process.env.BARE_JSON);
    http.createServer((req, res) => { const body = JSON.stringify(user);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }); res.end(body);
    }).listen(${port}, '${HOST}');`;
  const proc = startChild(['-e', src], { PATH: process.env.PATH ?? '', BARE_JSON: json }, 'bare server');
  const url = `http://${HOST}:${port}`;
  await waitReady(url, proc);
  return { url, pid: proc.child.pid };
}

/**
 * Counselor accounts for the chat scenario, made by the demo admin. The turn limit is per counselor (at most
 * 10,000 a minute), and one account alone would reach it on a fast machine; real load comes from many counselors.
 */
async function benchCounselors(url, n) {
  const admin = await signIn(url, ADMIN);
  const cookies = [];
  for (let i = 1; i <= n; i++) {
    const creds = { email: `bench-counselor-${i}@counsel.local`, password: 'bench-counselor-pass' };
    const res = await fetch(`${url}/api/auth/register-counselor`, {
      method: 'POST', headers: { cookie: admin, 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ ...creds, firstName: 'Bench', lastName: `Counselor ${i}`, role: 'counselor' }),
    });
    if (res.status !== 201) throw new Error(`creating ${creds.email} failed: ${res.status} ${await res.text()}`);
    cookies.push(await signIn(url, creds));
  }
  return cookies;
}

async function signIn(url, creds) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) });
  if (res.status !== 200) throw new Error(`sign-in as ${creds.email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('counsel_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/**
 * The demo knowledge base is indexed in the background after start-up (text extraction and OCR), which
 * would otherwise compete with the first routes measured. Waits until no file is Pending.
 */
async function demoIndexed(url, timeoutMs = 300_000) {
  const admin = await signIn(url, ADMIN);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/api/knowledge-base-files`, { headers: { cookie: admin } });
    const files = res.ok ? await res.json() : [];
    const pending = (Array.isArray(files) ? files : files.items ?? []).filter((f) => f.status === 'Pending').length;
    if (res.ok && pending === 0) return;
    if (Date.now() > deadline) throw new Error(`demo knowledge base still indexing after ${timeoutMs} ms (${pending} pending, status ${res.status})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Waits until the portal is idle again (a health check answers quickly), so one run's backlog does not bleed into the next. */
async function settle(url) {
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    if (performance.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** One autocannon run; latencies are collected per response so p95 is exact. */
function load({ name, url, method = 'GET', headers = {}, body, seconds = SECONDS, connections = CONNECTIONS, requests }) {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`refusing a non-loopback target: ${url}`);
  return new Promise((resolve, reject) => {
    const latencies = [];
    let ok = 0;
    let non2xx = 0;
    const statuses = {};
    const instance = autocannon({ url, method, headers, body, duration: seconds, connections, requests }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const total = ok + non2xx;
      resolve({
        name, requests: total, rps: total / result.duration,
        p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
        errors: non2xx + result.errors + result.timeouts, statuses,
      });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 200 && status < 300) ok++;
      else {
        non2xx++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
  });
}

/** Calls a route once; a 404 that is the router's (not a record's) means the feature has not landed. */
async function probe(url, { method = 'GET', headers = {}, body }) {
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text: text.slice(0, 160) };
}

function printTable(rows, bareRps) {
  const header = ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'vs bare', 'CPU ms/req'];
  const errors = (r) => {
    const by = Object.entries(r.statuses).map(([s, n]) => `${n}×${s}`).join(' ');
    return by ? `${r.errors} (${by})` : String(r.errors);
  };
  const lines = rows.map((r) => [r.name, String(r.requests), r.rps.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), errors(r),
    r.name.startsWith('bare') || !Number.isFinite(bareRps) ? '—' : `${((r.rps / bareRps) * 100).toFixed(1)}%`,
    Number.isFinite(r.cpuMsPerRequest) ? r.cpuMsPerRequest.toFixed(3) : '—']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}

/**
 * The portal's V8 heap in use and reserved, and the memory V8 knows of outside its heap (Buffers, native objects),
 * in MB, from its metrics port's /metrics (prom-client's default process metrics).
 */
async function heapMb(metricsUrl) {
  const read = (text, name) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text);
    return m ? Number(m[1]) / 1024 / 1024 : NaN;
  };
  try {
    const text = await (await fetch(`${metricsUrl}/metrics`)).text();
    return { used: read(text, 'nodejs_heap_size_used_bytes'), total: read(text, 'nodejs_heap_size_total_bytes'), external: read(text, 'nodejs_external_memory_bytes') };
  } catch {
    return { used: NaN, total: NaN, external: NaN };
  }
}

/** CPU seconds (user and system, all threads) a process has used so far, from /proc/<pid>/stat; NaN without it. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces): state is field 3, utime 14 and stime 15, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The portal's whole cost: its resident memory plus the private memory of the processes around it (the start.mjs
 * parent, the text-extraction child); the pages they share with it (the node binary) count once.
 */
function withAroundMb(servingPid, startPid) {
  const others = (pid) => [pid, ...childPids(pid).flatMap(others)].filter((p) => p !== servingPid);
  return rssMb(servingPid) + others(startPid).reduce((mb, pid) => mb + privateMb(pid), 0);
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
}

async function main() {
  ensureBuilt({ web: false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-load-'));
  try {
    console.log('Starting the portal (scripts/start.mjs as npm start, demo data, temp DATA_DIR)…');
    const portal = await startPortal(dataDir);
    await demoIndexed(portal.url);
    const studentCookie = await signIn(portal.url, STUDENT);
    const counselorCookie = await signIn(portal.url, COUNSELOR);
    const chatCookies = [counselorCookie, ...await benchCounselors(portal.url, CHAT_COUNSELORS - 1)];
    const userRes = await fetch(`${portal.url}/api/auth/user`, { headers: { cookie: studentCookie } });
    const userJson = await userRes.text();
    const bare = await startBare(userJson);
    const meRes = await fetch(`${portal.url}/api/students/me`, { headers: { cookie: studentCookie } });
    const me = { status: meRes.status, text: await meRes.text() };
    const studentId = me.status === 200 ? JSON.parse(me.text).id : null;

    // The chat scenario rotates counselor questions (scripts/bench-chat-questions.mjs) about the students the demo
    // counselor sees and about the knowledge base; one counter across all connections picks each turn's question and
    // counselor, so concurrent turns ask different things and no answer cache keyed on the question can carry the run.
    const seen = await fetch(`${portal.url}/api/students`, { headers: { cookie: counselorCookie } });
    const roster = seen.ok ? await seen.json() : [];
    const students = (Array.isArray(roster) ? roster : roster.items ?? []).slice(0, 2).map((s) => ({ id: s.id, name: s.firstName }));
    const turns = chatTurns(students).map((t) => JSON.stringify({ ...t, provider: 'gemini' }));
    let turnNo = 0;
    const nextTurn = (req) => {
      const k = turnNo++;
      return { ...req, headers: { ...req.headers, cookie: chatCookies[k % chatCookies.length] }, body: turns[k % turns.length] };
    };
    console.log(`Chat: ${turns.length} different turns (${students.map((s) => s.name).join(', ') || 'no student'} and the knowledge base), over ${chatCookies.length} counselors.`);
    const candidates = [
      { name: 'GET /api/auth/user', url: `${portal.url}/api/auth/user`, headers: { cookie: studentCookie } },
      { name: 'GET /api/students/me', url: `${portal.url}/api/students/me`, headers: { cookie: studentCookie } },
      { name: 'GET /api/students (counselor)', url: `${portal.url}/api/students`, headers: { cookie: counselorCookie } },
      // The board as the issue measures it: 30 days, every school the counselor may see (the default, their caseload,
      // is empty in the demo data: it measured an empty answer).
      { name: 'GET /api/applications (board)', url: `${portal.url}/api/applications?scope=ALL&dueWithinDays=30`, headers: { cookie: counselorCookie } },
      { name: 'GET /api/colleges?q=state', url: `${portal.url}/api/colleges?q=state`, headers: { cookie: studentCookie } },
      studentId && { name: 'GET /api/students/{id}/documents', url: `${portal.url}/api/students/${studentId}/documents`, headers: { cookie: studentCookie } },
      {
        name: 'POST /api/chat (offline)', url: `${portal.url}/api/chat`, method: 'POST', headers: { cookie: counselorCookie, 'content-type': 'application/json' }, body: turns[0],
        requests: [{ method: 'POST', path: '/api/chat', headers: { 'content-type': 'application/json' }, setupRequest: nextTurn }],
      },
      // Last: password hashing (scrypt) saturates the thread pool, and its backlog must not leak into other routes.
      { name: 'POST /api/auth/login', url: `${portal.url}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STUDENT) },
    ].filter((c) => c && (!ONLY.length || ONLY.some((part) => c.name.includes(part))));
    if (!studentId) console.log(`note: skipping GET /api/students/{id}/documents: /api/students/me answered ${me.status} ${me.text.slice(0, 160)}`);
    const routes = [];
    for (const c of candidates) {
      const p = await probe(c.url, c);
      if (p.status === 404) console.log(`note: skipping ${c.name}: it answers 404 (${p.text}); not built yet?`);
      else if (p.status >= 400) console.log(`note: skipping ${c.name}: it answers ${p.status} (${p.text})`);
      else routes.push(c);
    }

    if (SOAK) return await soak(portal, routes);

    console.log(`Load: ${SECONDS} s per route, ${CONNECTIONS} connections, one route at a time.`);
    // The server's CPU per request beside its rate: on a machine shared with other work the rate swings with the
    // neighbours' load, while the CPU a request costs moves much less.
    const measure = async (r, pid = portal.pid) => {
      await settle(portal.url);
      if (WARMUP > 0) {
        await load({ ...r, seconds: WARMUP });
        // The warm-up's connections close with requests still queued at a saturated portal, which goes on answering
        // them into closed sockets: without settling, that backlog ran during the measured seconds, its CPU counted
        // against the measured requests and its queue in front of their first requests (the chat route's p99).
        await settle(portal.url);
      }
      process.stdout.write(`  ${r.name}…\n`);
      const cpuBefore = cpuSeconds(pid);
      const result = await load(r);
      return { ...result, cpuMsPerRequest: ((cpuSeconds(pid) - cpuBefore) * 1000) / result.requests };
    };
    const results = [await measure({ name: 'bare node:http (start)', url: bare.url }, bare.pid)];
    for (const r of routes) results.push(await measure(r));
    results.push(await measure({ name: 'bare node:http (end)', url: bare.url }, bare.pid));
    const bareRps = (results[0].rps + results[results.length - 1].rps) / 2;
    printTable(results, bareRps);
    const user = results.find((r) => r.name === 'GET /api/auth/user');
    const ratio = user ? user.rps / bareRps : NaN;
    console.log(`\nbare server: ${bareRps.toFixed(0)} req/s (mean of start and end). Gateway path GET /api/auth/user: ${(ratio * 100).toFixed(1)}% of bare` +
      ` (target ≥ ${(TARGET_RATIO * 100).toFixed(0)}%): ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'}.`);
    mkdirSync(path.join(root, 'test-artifacts'), { recursive: true });
    writeFileSync(path.join(root, 'test-artifacts', 'bench-load.json'),
      JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, bareRps, ratio, results }, null, 2));
  } finally {
    await stopChildren();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same mix for SOAK_MINUTES: both scenarios at once, RSS sampled each minute, then a slope and a verdict. */
async function soak(portal, routes) {
  const seconds = SOAK_MINUTES * 60;
  console.log(`Soak: ${SOAK_MINUTES} min, ${CONNECTIONS} connections per scenario; portal pid ${portal.pid} (started as ${portal.startPid}).`);
  const browsing = routes.filter((r) => r.method !== 'POST');
  const chatting = routes.filter((r) => r.name.startsWith('POST /api/chat'));
  const samples = [];
  const sample = async (minute) => {
    const heap = await heapMb(portal.metricsUrl);
    const s = { minute, mb: rssMb(portal.pid), withAroundMb: withAroundMb(portal.pid, portal.startPid), heapMb: heap.used, heapTotalMb: heap.total, externalMb: heap.external };
    samples.push(s);
    console.log(`  minute ${s.minute}: RSS ${s.mb.toFixed(1)} MB (with the processes around it ${s.withAroundMb.toFixed(1)} MB), V8 heap used ${s.heapMb.toFixed(1)} of ${s.heapTotalMb.toFixed(1)} MB, external ${s.externalMb.toFixed(1)} MB`);
  };
  await sample(0);
  const cpuBefore = cpuSeconds(portal.pid);
  const timer = setInterval(() => void sample(samples.length), 60_000);
  const runs = [];
  if (browsing.length) {
    runs.push(load({
      name: 'students browsing (mix)', url: browsing[0].url, seconds, connections: CONNECTIONS,
      requests: browsing.map((r) => ({ method: 'GET', path: new URL(r.url).pathname, headers: r.headers })),
    }));
  }
  for (const c of chatting) runs.push(load({ ...c, name: 'counselors chatting', seconds, connections: Math.max(1, Math.round(CONNECTIONS / 2)) }));
  const results = await Promise.all(runs);
  // What memory settings cost in CPU (garbage collections, malloc), beside what they save.
  const cpuMsPerRequest = ((cpuSeconds(portal.pid) - cpuBefore) * 1000) / results.reduce((n, r) => n + r.requests, 0);
  clearInterval(timer);
  if (samples.length < SOAK_MINUTES + 1) await sample(SOAK_MINUTES);
  printTable(results, NaN);
  // The first minute is warm-up (JIT, caches, pools): the trend is fitted from minute 1 on when there is enough data.
  const fitted = samples.length > 3 ? samples.slice(1) : samples;
  const perMinute = slope(fitted.map((s) => ({ x: s.minute, y: s.mb })));
  const half = Math.floor(fitted.length / 2);
  const mean = (xs) => xs.reduce((a, s) => a + s.mb, 0) / xs.length;
  const growth = half ? mean(fitted.slice(half)) / mean(fitted.slice(0, half)) - 1 : 0;
  const enough = fitted.length >= 4;
  const upward = enough && perMinute > 1 && growth > 0.05;
  console.log(`\nRSS samples (MB): ${samples.map((s) => s.mb.toFixed(1)).join(', ')}`);
  console.log(`RSS with the private memory of the processes around the portal (MB): ${samples.map((s) => s.withAroundMb.toFixed(1)).join(', ')}`);
  // Sampled between collections, so it swings with garbage; no trend is fitted to it. A leak shows in RSS.
  console.log(`V8 heap used (MB, garbage included): ${samples.map((s) => s.heapMb.toFixed(1)).join(', ')}`);
  console.log(`V8 heap reserved (MB): ${samples.map((s) => s.heapTotalMb.toFixed(1)).join(', ')}`);
  console.log(`portal CPU: ${cpuMsPerRequest.toFixed(3)} ms per request (both scenarios)`);
  console.log(`least-squares slope: ${perMinute.toFixed(2)} MB/min${enough ? ' (minute 0, the warm-up, left out)' : ''}; second half vs first half: ${(growth * 100).toFixed(1)}%`);
  console.log(!enough ? 'verdict: too short to judge a trend (SOAK_MINUTES of 5 or more)'
    : upward ? 'verdict: UPWARD TREND (slope above 1 MB/min and the second half over 5% above the first): possible leak' : 'verdict: no upward trend');
  mkdirSync(path.join(root, 'test-artifacts'), { recursive: true });
  writeFileSync(path.join(root, 'test-artifacts', 'soak.json'), JSON.stringify({ at: new Date().toISOString(), minutes: SOAK_MINUTES, samples, cpuMsPerRequest, slopeMbPerMin: perMinute, growth, judged: enough, upward, results }, null, 2));
  if (upward) process.exitCode = 1;
}

main().catch(async (err) => {
  console.error(err);
  await stopChildren();
  process.exit(1);
});
