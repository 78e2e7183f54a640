// Lighthouse on the public pages a visitor meets first, `/` and `/login`, as a phone (Lighthouse's default: slow 4G
// and a 4x slower CPU, simulated) and as a desktop. Starts the whole portal on a fresh data folder serving the built
// web app (WEB_DIST, default web/dist: build it first) and drives Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Prints performance and accessibility scores, LCP, total blocking time and the JavaScript and
// CSS bytes transferred. The simulated phone's CPU is the host's slowed down: on a busy machine TBT (and with it
// the score) swings widely, so compare builds side by side in the same minutes.
// Targets: performance >= 90 on mobile and >= 95 on desktop, accessibility 100. BENCH_RUNS=n takes the median of n.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startPortal } from '@counsel/gateway';
import { percentile } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(root, 'web', 'dist'));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PAGES = ['/', '/login'];
const TARGETS = { mobile: { performance: 90, accessibility: 100 }, desktop: { performance: 95, accessibility: 100 } };

/** Chromium with a DevTools port for Lighthouse; resolves once the port is known. */
function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'counsel-lighthouse-'));
  const child = spawn(CHROME, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)?.[1];
      if (!port) return;
      const exited = new Promise((done) => child.once('exit', done));
      resolve({ port: Number(port), close: async () => { child.kill(); await exited; rmSync(profile, { recursive: true, force: true }); } });
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}) before DevTools listened:\n${err}`)));
  });
}

/** One Lighthouse run: the figures this bench reports. */
async function audit(url, port, formFactor, attempt = 1) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  // A busy machine now and then loses the trace (NO_NAVSTART, NO_FCP); Lighthouse itself says to run again.
  if (lhr.runtimeError && attempt < 3) return audit(url, port, formFactor, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The whole report, to see why a score moved (open it in the Lighthouse viewer).
  const name = `lighthouse-${formFactor}-${new URL(url).pathname.replace(/\W+/g, '') || 'landing'}.json`;
  writeFileSync(path.join(root, 'test-artifacts', 'bench', name), JSON.stringify(lhr));
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const styles = requests.filter((r) => r.resourceType === 'Stylesheet');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    jsTransferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    jsRequests: scripts.length,
    cssTransferredBytes: styles.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
  };
}

/** The median, the lower of the middle two when the number of runs is even (the nearest-rank 50th percentile). */
const median = (xs) => percentile(xs, 50);

if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error(`No web app at ${WEB_DIST}: build it first (node scripts/build.mjs).`);
  process.exit(1);
}
mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-bench-lighthouse-'));
const portal = await startPortal({ env: { PORT: '0', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIST } });
const chromium = await launchChromium();
const results = [];
try {
  const base = portal.url.replace(/\/$/, '');
  console.log(`web app: ${WEB_DIST}; ${RUNS} run(s) per page, median`);
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + page, chromium.port, formFactor));
      const r = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((x) => x[k]))]));
      const target = TARGETS[formFactor];
      const met = r.performance >= target.performance && r.accessibility >= target.accessibility;
      results.push({ formFactor, page, ...r, met });
      console.log(`${formFactor.padEnd(7)} ${page.padEnd(6)} performance ${String(r.performance).padStart(3)}, accessibility ${r.accessibility}, ` +
        `LCP ${(r.lcpMs / 1000).toFixed(1)} s, JS ${(r.jsTransferredBytes / 1024).toFixed(0)} KiB transferred ` +
        `(${(r.jsBytes / 1024).toFixed(0)} KiB decoded, ${r.jsRequests} files), CSS ${(r.cssTransferredBytes / 1024).toFixed(0)} KiB, ` +
        `TBT ${r.tbtMs} ms -> ${met ? 'met' : 'MISSED'}`);
    }
  }
} finally {
  await chromium.close();
  await portal.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const ok = results.every((r) => r.met);
console.log(`targets (performance >= ${TARGETS.mobile.performance} mobile, >= ${TARGETS.desktop.performance} desktop; accessibility 100): ${ok ? 'met' : 'MISSED'}`);
writeFileSync(path.join(root, 'test-artifacts', 'bench', 'lighthouse.json'),
  JSON.stringify({ bench: 'lighthouse', webDist: WEB_DIST, runs: RUNS, targets: TARGETS, results, met: ok }, null, 2));
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
