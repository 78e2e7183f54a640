// A whole test portal started by this jest worker's portal host (portal-host.ts), which this module spawns on first
// use. Imports nothing of the portal's own code: a test file that reaches its portal over HTTP only no longer loads
// every service into its module registry, the largest part of what starting a portal cost each file.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES_ENV } from './demo-template-env.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface HostedPortal {
  /** The gateway's address. */
  url: string;
  urls: Record<string, string>;
  metricsUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

interface HostAddress { url: string; pid: number }

function runDir(): string {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir || !existsSync(dir)) throw new Error(`${TEMPLATES_ENV} names no folder: run the tests through jest's config (its globalSetup makes one)`);
  return dir;
}

const hostFiles = () => {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  return { address: path.join(runDir(), `portal-host-${worker}.json`), log: path.join(runDir(), `portal-host-${worker}.log`) };
};

async function answers(host: HostAddress): Promise<boolean> {
  return fetch(`${host.url}/health`).then((res) => res.ok, () => false);
}

/** Spawns this worker's host, left running for the worker's next files; it stops with the jest run. */
async function spawnHost(files: ReturnType<typeof hostFiles>): Promise<HostAddress> {
  rmSync(files.address, { force: true });
  const log = openSync(files.log, 'a');
  // A worker's parent is the jest run; a run in band (one file) is the jest process itself.
  const watched = process.send ? process.ppid : process.pid;
  const child = spawn(process.execPath, ['--import', path.join(ROOT, 'scripts/register-ts-sources.mjs'), path.join(ROOT, 'gateway/test/support/portal-host.ts'), files.address, String(watched)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'test', NODE_OPTIONS: '' },
  });
  child.unref();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (existsSync(files.address)) return JSON.parse(readFileSync(files.address, 'utf8')) as HostAddress;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the portal host did not start; its log:\n${readFileSync(files.log, 'utf8').slice(-4000)}`);
}

async function host(): Promise<HostAddress> {
  const files = hostFiles();
  if (existsSync(files.address)) {
    const known = JSON.parse(readFileSync(files.address, 'utf8')) as HostAddress;
    if (await answers(known)) return known;
  }
  return spawnHost(files);
}

/**
 * A portal over a fresh copy of the run's seeded demo (or seeded itself where `settings` seed otherwise); `prefix`
 * names its data folder. `spare`: settings many files ask for (the defaults), so once this portal is handed out the
 * host starts another with the same settings, ready for the worker's next file that asks for exactly these.
 */
export async function startHostedPortal(settings: Record<string, string>, prefix = 'counsel-test-', spare = false): Promise<HostedPortal> {
  const { url: hostUrl } = await host();
  const res = await fetch(`${hostUrl}/portals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ settings, prefix, spare }) });
  const started = await res.json() as { id: string; url: string; urls: Record<string, string>; metricsUrl: string; dataDir: string; message?: string };
  if (res.status !== 201) throw new Error(`the portal host could not start a portal: ${started.message}`);
  return {
    url: started.url,
    urls: started.urls,
    metricsUrl: started.metricsUrl,
    dataDir: started.dataDir,
    close: async () => {
      const closed = await fetch(`${hostUrl}/portals/${started.id}`, { method: 'DELETE' });
      if (!closed.ok) throw new Error(`the portal host could not close portal ${started.id}: ${await closed.text()}`);
    },
  };
}

/** As startTestPortal (portal.ts) starts one, with the same settings, but in this worker's portal host. */
export function startHostedTestPortal(env: Record<string, string> = {}): Promise<HostedPortal> {
  const defaults = Object.keys(env).length === 0;
  return startHostedPortal({ PORT: '0', LOG_LEVEL: 'silent', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test', ...env }, undefined, defaults);
}
