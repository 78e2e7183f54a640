import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { freePort } from '../support/free-port.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds the services when gateway/dist is stale (`npm test` has already done it; a bare jest run may not have).
 * JavaScript is all a child portal needs: swc's, as `npm start` builds it (a tsc build serves as well).
 */
export function ensureServicesBuilt() {
  const r = spawnSync(process.execPath, ['-e', "import('./scripts/build.mjs').then((m) => m.ensureBuilt({ web: false, emit: 'swc' }))"], {
    cwd: ROOT, encoding: 'utf8', env: process.env,
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
}


export interface ChildPortal {
  url: string;
  pid: number;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hooks, no flush. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit; answers the exit code. */
  stop(): Promise<number | null>;
}

const exited = (p: ChildProcess) => new Promise<number | null>((resolve) => {
  if (p.exitCode !== null || p.signalCode !== null) resolve(p.exitCode);
  else p.once('exit', (code) => resolve(code));
});

/**
 * The built portal (`node gateway/dist/main.js`, TARGET=all) as a child process over `dataDir`, on a free
 * loopback port, every service on a port of its own choosing. Resolves once /readyz answers 200.
 */
export async function startChildPortal(dataDir: string, env: Record<string, string> = {}, readyTimeoutMs = 120_000): Promise<ChildPortal> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production',
      HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: '1', DEMO_OCR: '0',
      IDENTITY_PORT: '0', STUDENTS_PORT: '0', DOCUMENTS_PORT: '0', KNOWLEDGE_PORT: '0', CHAT_PORT: '0', SETTINGS_PORT: '0', ROSTER_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out = (out + b.toString()).slice(-20_000); });
  child.stderr!.on('data', (b: Buffer) => { out = (out + b.toString()).slice(-20_000); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`portal exited during start-up (${child.exitCode ?? child.signalCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal not ready after ${readyTimeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => out,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** `PRAGMA integrity_check` on every SQLite store in the folder: file name → 'ok' or the problems found. */
export function integrityOfStores(dataDir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of readdirSync(dataDir).filter((f) => f.endsWith('.sqlite')).sort()) {
    const db = new Database(path.join(dataDir, name), { fileMustExist: true });
    try {
      result[name] = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    } finally {
      db.close();
    }
  }
  return result;
}

/** Reads one store directly (the checks that nothing is half-written). */
export function queryStore<T>(dataDir: string, store: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, `${store}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
