// `npm run bench:startup`: how long `npm start` takes to serve, and how much memory the portal holds when idle.
//  - cold: a first start on a fresh clone (every dist/ folder removed, an empty data folder that the demo seeds);
//  - warm: a restart with everything built and the data seeded (RUNS times, the median).
// Each is measured for `npm start` as it is (scripts/start.mjs: swc, graphql-js in production mode) and as it was
// before (tsc -b, graphql-js in development mode), in the same run on the same machine, so the ratio means something.
// Ready = GET /readyz and GET / answer 200. Memory is the resident set of the portal and of any process it started
// (the text extraction process), at ready and after IDLE_MS idle (the first start's idle figure waits SEED_MS for
// the demo's indexing as well); the cold runs also report the peak of the whole start (build included).
// VARIANTS=after measures only `npm start` as it is (the tsc start takes minutes on a busy machine).
// It deletes the dist/ folders and the caches beside the code (as a fresh clone has none); the runs rebuild them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childPids, privateMb, rssMb, startChain } from './process-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 3);
const idleMs = Number(process.env.IDLE_MS ?? 60000);
// The first start seeds the demo and indexes its knowledge base after it is ready; idle means after that.
const seedMs = Number(process.env.SEED_MS ?? 20000);
const variantNames = (process.env.VARIANTS ?? 'after,before').split(',');
// A start on a machine shared with other work can take long; the bench gives up after this.
const readyTimeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 600_000);
const projects = JSON.parse(readFileSync(path.join(root, 'tsconfig.build.json'), 'utf8')).references.map((r) => r.path);
const distFolders = [...projects, 'web'].map((p) => path.join(root, p, 'dist'));
// What a portal writes beside its code for the next start: a fresh clone has none of it.
const codeCaches = ['services/colleges/.catalog-cache', 'gateway/.supergraph-cache'].map((p) => path.join(root, p));

// The previous `npm start`: everything built with tsc -b, and NODE_ENV left unset for graphql-js as well.
const before = `import { ensureBuilt } from './scripts/build.mjs';
ensureBuilt({ emit: 'tsc' });
process.env.DATA_DIR ??= './data';
await import('./gateway/dist/main.js');`;
const variants = {
  before: [process.execPath, ['--input-type=module', '-e', before]],
  after: [process.execPath, [path.join(root, 'scripts/start.mjs')]],
};
const timeBin = '/usr/bin/time';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The resident set of a process and of every process under it (memory it started is memory it holds). */
function treeRssMb(pid) {
  try {
    return rssMb(pid) + childPids(pid).reduce((sum, child) => sum + treeRssMb(child), 0);
  } catch {
    return 0; // exited meanwhile
  }
}

/**
 * The portal's memory: the serving process and all under it, plus the private memory of the start.mjs processes
 * above it (they share the node binary's pages with it, which would otherwise count twice).
 */
function portalMb(pid) {
  const chain = startChain(pid);
  try {
    return treeRssMb(chain.at(-1)) + chain.slice(0, -1).reduce((mb, p) => mb + privateMb(p), 0);
  } catch {
    return 0; // exited meanwhile
  }
}

/** Runs one start of a variant: ms from spawn to ready, RSS at ready and after idle, and (cold) the peak RSS. */
async function startOnce(variant, dataDir, idle, { peak = false } = {}) {
  const [cmd, args] = variants[variant];
  const port = await freePort();
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1' };
  delete env.NODE_ENV; // as a user's shell leaves it
  // GNU time reports the largest resident set of the start and every process it waited for (tsc, swc, vite).
  const usePeak = peak && existsSync(timeBin);
  const began = process.hrtime.bigint();
  const child = usePeak
    ? spawn(timeBin, ['-f', 'peak-rss-kb %M', cmd, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b) => { out = (out + b).slice(-20_000); });
  child.stderr.on('data', (b) => { out = (out + b).slice(-20_000); });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let wallMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant}: the start exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200 && (await fetch(`http://127.0.0.1:${port}/`)).status === 200) {
        wallMs = Number(process.hrtime.bigint() - began) / 1e6;
        break;
      }
    } catch { /* not listening yet */ }
    if (Number(process.hrtime.bigint() - began) / 1e6 > readyTimeoutMs) {
      // Under GNU time the portal is its child, which killing time alone would leave running.
      if (usePeak) for (const pid of childPids(child.pid)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      throw new Error(`${variant}: not ready after ${readyTimeoutMs / 60_000} minutes:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Under GNU time the portal is its child; the portal is the process that listens, either way the newest node.
  const portalPid = usePeak ? childPids(child.pid)[0] : child.pid;
  const readyRss = portalMb(portalPid);
  await new Promise((r) => setTimeout(r, idle));
  const rss = portalMb(portalPid);
  // The portal itself, not GNU time (which would die of it without reporting).
  process.kill(portalPid, 'SIGTERM');
  await exited;
  const peakKb = /peak-rss-kb (\d+)/.exec(out);
  return { wallMs, readyRss, rss, peakMb: peakKb ? Number(peakKb[1]) / 1024 : undefined };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => (x === undefined ? undefined : Math.round(x));
const results = { cold: {}, warm: {} };
const dataDirs = [];
const freshDataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'counsel-startup-'));
  dataDirs.push(d);
  return d;
};
try {
  // Cold: after first (its swc build is replaced by the tsc build of `before`, which then serves both warm series).
  for (const variant of ['after', 'before'].filter((v) => variantNames.includes(v))) {
    for (const d of [...distFolders, ...codeCaches]) rmSync(d, { recursive: true, force: true });
    const r = await startOnce(variant, freshDataDir(), seedMs + idleMs, { peak: true });
    results.cold[variant] = r;
    console.log(`cold ${variant}: ready in ${(r.wallMs / 1000).toFixed(1)} s; peak RSS ${round(r.peakMb)} MB; RSS at ready ${r.readyRss.toFixed(0)} MB, idle ${r.rss.toFixed(0)} MB`);
  }
  const seeded = freshDataDir();
  await startOnce('after', seeded, seedMs);
  const warmVariants = ['before', 'after'].filter((v) => variantNames.includes(v));
  const samples = { before: [], after: [] };
  for (let i = 0; i < runs; i++) {
    for (const variant of warmVariants) samples[variant].push(await startOnce(variant, seeded, idleMs));
  }
  for (const variant of warmVariants) {
    const s = samples[variant];
    results.warm[variant] = { wallMs: median(s.map((x) => x.wallMs)), readyRss: median(s.map((x) => x.readyRss)), rss: median(s.map((x) => x.rss)) };
    console.log(`warm ${variant}: ready in ${(results.warm[variant].wallMs / 1000).toFixed(2)} s (median of ${runs}); RSS at ready ${results.warm[variant].readyRss.toFixed(0)} MB, idle ${results.warm[variant].rss.toFixed(0)} MB`);
  }
  const ratio = (kind, key) => (results[kind].before?.[key] && results[kind].after?.[key] ? Number((results[kind].before[key] / results[kind].after[key]).toFixed(2)) : undefined);
  console.log(JSON.stringify({
    runs, idleMs, seedMs,
    cold: Object.fromEntries(Object.entries(results.cold).map(([k, r]) => [k, { readyMs: round(r.wallMs), peakRssMb: round(r.peakMb), readyRssMb: round(r.readyRss), idleRssMb: round(r.rss) }])),
    warm: Object.fromEntries(Object.entries(results.warm).map(([k, r]) => [k, { readyMs: round(r.wallMs), readyRssMb: round(r.readyRss), idleRssMb: round(r.rss) }])),
    speedup: { cold: ratio('cold', 'wallMs'), warm: ratio('warm', 'wallMs') },
    peakRssRatio: ratio('cold', 'peakMb'),
  }));
} finally {
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}
