// What the gateway benches share around their measurements: a scratch data folder, a portal on it with the
// demo counselor signed in, GraphQL calls as the web makes them, and the result file under test-artifacts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '@counsel/gateway';
import { counselorLogin } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `fn(dataDir)` in a fresh temporary folder named after `prefix`, removed afterwards. */
export async function inScratchDir(prefix, fn) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return await fn(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts a portal on `dataDir` (demo data, silent) and runs `fn({ url, cookie })` as the demo counselor. */
export async function asCounselorOnPortal(dataDir, fn) {
  const portal = await startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'development' } });
  try {
    const cookie = await counselorLogin(portal.url);
    return await fn({ url: portal.url, cookie });
  } finally {
    await portal.close();
  }
}

/** Posts a GraphQL operation as the web does; answers its data, throws on any error (named by `what`). */
export async function graphql({ url, cookie }, query, variables, what) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie, 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (!res.ok || body.errors) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** Measures each size in turn (one after another: they share the machine), reporting each as it ends. */
export async function measureSizes(sizes, measure, report) {
  const results = [];
  for (const n of sizes) {
    const r = await measure(n);
    results.push(r);
    report(n, r);
  }
  return results;
}

/** Writes a bench's result to test-artifacts/bench/<name>.json. */
export function writeBenchResult(name, result) {
  mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-artifacts', 'bench', `${name}.json`), JSON.stringify({ bench: name, ...result }, null, 2));
}
