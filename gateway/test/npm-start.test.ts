import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT } from './faults/child-portal.js';
import { freePort } from './support/free-port.js';
import { DEMO } from './support/portal.js';
import { childPids, running } from '../../services/kit/test/support/processes.js';

// `npm start` as a user runs it (scripts/start.mjs, NODE_ENV unset): it builds what is stale (swc for the services)
// and serves the portal with its demo; graphql-js runs in production mode while the portal's environment stays unset.
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-npm-start-'));
let url = '';
let stop: () => Promise<void> = async () => {};
let output = '';
let startPid = 0;
let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

/** The process that serves: the last scripts/start.mjs in the line of processes npm start began. */
function servingPid(pid: number): number {
  const next = childPids(pid).find((c) => readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('scripts/start.mjs'));
  return next === undefined ? pid : servingPid(next);
}
const environ = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

beforeAll(async () => {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_OCR: '0',
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (b: Buffer) => { output = (output + b.toString()).slice(-20_000); });
  child.stderr.on('data', (b: Buffer) => { output = (output + b.toString()).slice(-20_000); });
  startPid = child.pid ?? 0;
  exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exit;
  };
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`npm start not ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 320_000);

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the web app', async () => {
    const res = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    // The app's root: empty in index.html, or holding the landing page the build drew in advance (web/vite-prerender.ts).
    const html = await res.text();
    expect(html).toMatch(/<div id="root"[ >]/);
    // The app's entry module: a script tag in index.html, named by the inline start script on a prerendered page.
    expect(html).toMatch(/<script type="module"|"\/assets\/index-[\w-]+\.js"/);
  });

  it('signs in a demo account (the portal does not think it runs in production)', async () => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO.counselor),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { role: string }).role).toBe('counselor');
  });

  // glibc reads MALLOC_ARENA_MAX only at a process's start, so the portal must be a process started with it.
  const onLinux = process.platform === 'linux' ? it : it.skip;
  onLinux('serves from a process whose malloc keeps two arenas (MALLOC_ARENA_MAX=2)', () => {
    expect(environ(servingPid(startPid))).toContain('MALLOC_ARENA_MAX=2');
  });

  onLinux('serves from a process whose V8 heap grows by a quarter over what a full collection kept', () => {
    expect(readFileSync(`/proc/${servingPid(startPid)}/cmdline`, 'utf8').split('\0')).toContain('--heap-growing-percent=25');
  });

  // Last: it stops the portal.
  onLinux('stops the portal it runs when asked to (SIGTERM), ending as the portal ends', async () => {
    const portalPid = servingPid(startPid);
    process.kill(startPid, 'SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(running(portalPid)).toBe(false);
  }, 30_000);
});

describe('graphql-js loaded by npm start', () => {
  // In development mode graphql-js throws on a look-alike of one of its classes ("from another module or realm");
  // in production mode it answers false. NODE_ENV must be as it was afterwards.
  const probe = (preload: boolean) => spawnSync(process.execPath, ['--input-type=module', '-e', `
    import { createRequire } from 'node:module';
    import { loadGraphqlInProductionMode } from './scripts/graphql-production.mjs';
    if (${preload}) loadGraphqlInProductionMode(process.cwd());
    const { isSchema } = createRequire(process.cwd() + '/gateway/package.json')('graphql');
    let mode;
    try { mode = isSchema({ [Symbol.toStringTag]: 'GraphQLSchema' }) ? 'confused' : 'production'; } catch { mode = 'development'; }
    console.log(JSON.stringify({ mode, nodeEnv: process.env.NODE_ENV ?? null }));
  `], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

  it('runs in production mode, NODE_ENV still unset', () => {
    expect(JSON.parse(probe(true).stdout)).toEqual({ mode: 'production', nodeEnv: null });
  });

  it('would run its development checks otherwise (the probe tells the two apart)', () => {
    expect(JSON.parse(probe(false).stdout)).toEqual({ mode: 'development', nodeEnv: null });
  });
});
