// `npm run bench:startup`: how long the embedded portal takes to start and how much memory it holds
// when idle. Seeds a data folder once, then starts the built portal RUNS times on it (a warm restart,
// as an operator sees after an upgrade) and reports the median start-up time and idle RSS.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const idleMs = Number(process.env.IDLE_MS ?? 5000);
ensureBuilt({ web: true });

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Starts the portal, waits for "Counsel is ready", optionally idles, and stops it. */
function startOnce(dataDir, idle) {
  return new Promise((resolve, reject) => {
    const began = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(root, 'gateway/dist/main.js')], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json', DEMO_DATA: '1', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error('portal did not start within 120 s')); }, 120_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('Counsel is ready')) return;
      out = '';
      const wallMs = Number(process.hrtime.bigint() - began) / 1e6;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      setTimeout(() => {
        const rss = rssMb(child.pid);
        clearTimeout(timer);
        child.once('exit', () => resolve({ wallMs, rss }));
        child.kill('SIGTERM');
      }, idle);
    });
    child.once('exit', (code) => { if (code) reject(new Error(`portal exited with ${code}`)); });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-startup-'));
try {
  // The first start seeds the demo and indexes its knowledge base; wait long enough for that to end.
  await startOnce(dataDir, Number(process.env.SEED_MS ?? 20000));
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await startOnce(dataDir, idleMs));
  const wall = median(samples.map((s) => s.wallMs));
  const rss = median(samples.map((s) => s.rss));
  console.log(JSON.stringify({ runs, idleMs, samples: samples.map((s) => ({ startMs: Math.round(s.wallMs), rssMb: Math.round(s.rss) })) }));
  console.log(`start-up (spawn to ready, median of ${runs}): ${wall.toFixed(0)} ms; idle RSS after ${idleMs} ms: ${rss.toFixed(1)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
