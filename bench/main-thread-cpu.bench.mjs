// The main-thread work of the public pages a visitor meets first, `/` and `/login`, after their first paint: what
// Lighthouse's total blocking time is made of, measured as CPU time so it holds on a busy machine. Lighthouse's
// phone (lighthouse.bench.mjs) loads the page at full speed and multiplies each task's *wall* time by 4; on a shared
// host a task that waits for a core looks long, and the same build scores anywhere from 75 to 93. Here each task
// counts the CPU time the browser's main thread spent in it (the trace's thread duration), multiplied by 4 the same
// way: the blocking time Lighthouse would report on an idle machine, within the simulation's own approximations.
// WEB_DIST is the build to measure (default web/dist); BASE_DIST, if set, a build to compare it with, loaded in turn
// with it in every run. BENCH_RUNS=n (default 5) takes the median of n loads per page and build.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPortal } from '@counsel/gateway';
import { percentile } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [process.env.WEB_DIST ?? path.join(root, 'web', 'dist'), process.env.BASE_DIST].filter(Boolean).map((d) => path.resolve(d));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/', '/login'];
/** Lighthouse's simulated phone: a CPU this many times slower, and a task blocks for what it takes beyond 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
/** A task this short (wall time, microseconds) may come without its CPU time and is left out; see load(). */
const UNTIMED_TASK_MAX_US = 1000;

/** One load's main-thread tasks after the first contentful paint, in CPU milliseconds, from a Chromium trace. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // A prerendered page answers input once the app has taken it over (router.tsx); then its effects settle.
    await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: the trace has no first contentful paint`);
    const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts > fcp.ts);
    // The app starts after the first paint: a load without tasks then is a trace that lost them, not a free page.
    // Chromium leaves the CPU time off some tasks of a few microseconds (seen under load): those are left out; a
    // longer one without it is a trace that lost it.
    const timed = tasks.filter((task) => task.tdur !== undefined);
    if (timed.length === 0 || tasks.some((task) => task.tdur === undefined && task.dur >= UNTIMED_TASK_MAX_US)) {
      throw new Error(`${url}: the trace has no main-thread tasks with CPU time`);
    }
    return timed.map((task) => task.tdur / 1000);
  } finally {
    await context.close();
  }
}

function figures(tasks) {
  const slowed = tasks.map((ms) => ms * CPU_SLOWDOWN);
  return {
    cpuMs: tasks.reduce((sum, ms) => sum + ms, 0),
    blockingMs: slowed.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_AFTER_MS), 0),
    longestMs: Math.max(0, ...slowed),
  };
}

/** The median, the lower of the middle two when the number of runs is even (the nearest-rank 50th percentile). */
const median = (xs) => percentile(xs, 50);

for (const dist of builds) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`No web app at ${dist}: build it first (node scripts/build.mjs).`);
    process.exit(1);
  }
}
mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
const dataDirs = [];
const portals = [];
let browser;
try {
  for (const dist of builds) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-bench-main-thread-'));
    dataDirs.push(dataDir);
    portals.push(await startPortal({ env: { PORT: '0', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIST: dist } }));
  }
  browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const loads = new Map();
  // Builds in turn within each run, so a busy minute weighs on both alike.
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const [i, portal] of portals.entries()) {
        const key = `${i} ${page}`;
        if (!loads.has(key)) loads.set(key, []);
        loads.get(key).push(figures(await load(browser, portal.url.replace(/\/$/, '') + page)));
      }
    }
  }
  console.log(`${RUNS} load(s) per page and build, median; CPU time after the first paint, blocking time at ${CPU_SLOWDOWN}x CPU`);
  const results = [];
  for (const page of PAGES) {
    for (const [i, dist] of builds.entries()) {
      const xs = loads.get(`${i} ${page}`);
      const r = Object.fromEntries(Object.keys(xs[0]).map((k) => [k, Math.round(median(xs.map((x) => x[k])))]));
      results.push({ webDist: dist, page, ...r, blockingRuns: xs.map((x) => Math.round(x.blockingMs)) });
      console.log(`${page.padEnd(6)} ${i === 0 ? 'build' : 'base '} main-thread CPU ${String(r.cpuMs).padStart(4)} ms, blocking time ${String(r.blockingMs).padStart(4)} ms, ` +
        `longest task ${r.longestMs} ms (${dist})`);
    }
  }
  writeFileSync(path.join(root, 'test-artifacts', 'bench', 'main-thread-cpu.json'),
    JSON.stringify({ bench: 'main-thread-cpu', runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, results }, null, 2));
} finally {
  await browser?.close();
  for (const portal of portals) await portal.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
