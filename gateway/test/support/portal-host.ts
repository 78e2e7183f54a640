// A process that starts and stops whole test portals for one jest worker (hosted-portal.ts asks it over HTTP).
// Loading the portal's code (every service, Apollo, fastify, OpenTelemetry…) cost each test file seconds of CPU,
// more than starting the portal itself; loaded here once, each file still gets a portal of its own over a fresh data
// folder, started and closed as before. For the settings a file asks with `spare` (the default ones), the host then
// starts the next portal with the same settings over its own fresh copy while that file runs, so the next such file
// gets one at once; it is never shared, only handed out once. Run by plain node with scripts/register-ts-sources.mjs, so it runs the
// sources under test. Leaves when the jest process that spawned its worker ends, or the run's folder is removed.
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, type RunningPortal } from '../../src/portal.js';
import { prepareDemoData } from './demo-template.js';

const [addressFile, watchedPid] = process.argv.slice(2);
const runDir = path.dirname(addressFile);
interface Started { portal: RunningPortal; dataDir: string }
interface OpenRequest { settings: Record<string, string>; prefix: string; spare?: boolean }
const portals = new Map<string, Started>();
let nextId = 1;
/** The portal started ahead for the next request with the same settings (`key`); at most one per host. */
let spare: { key: string; ready: Promise<Started | null> } | null = null;
/**
 * Above this, an idle host leaves (its worker spawns a fresh one for its next file), as jest replaces a worker above
 * workerIdleMemoryLimit: ten portals started and closed in one host took it from 110 MB to 560 MB.
 */
const RETIRE_ABOVE_BYTES = 1.2 * 1024 ** 3;

/** Settings as the test gives them, with a fresh data folder; the folder's prefix says which kind of test it is. */
async function start(request: OpenRequest): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), request.prefix));
  try {
    const settings = { ...request.settings, DATA_DIR: dataDir };
    await prepareDemoData(dataDir, settings, (seedEnv) => startPortal({ env: seedEnv }));
    return { portal: await startPortal({ env: settings }), dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Same settings and prefix, whatever their order: only such a request may have the spare. */
const keyOf = (request: OpenRequest) => JSON.stringify([request.prefix, Object.entries(request.settings).sort(([a], [b]) => (a < b ? -1 : 1))]);

async function stop(started: Started) {
  try {
    await started.portal.close();
  } finally {
    rmSync(started.dataDir, { recursive: true, force: true });
  }
}

/** The spare for `key`, taken (so no other request gets it); null when there is none or it failed to start. */
async function claimSpare(key: string): Promise<Started | null> {
  if (spare?.key !== key) return null;
  const { ready } = spare;
  spare = null;
  return ready;
}

/** Starts a spare for `request`'s settings, closing one waiting for other settings (a host keeps one at most). */
function prepareSpare(request: OpenRequest, key: string) {
  if (spare?.key === key) return;
  const replaced = spare;
  const ready = start(request).catch((error: unknown) => {
    // The request that would have had it starts its own, as without a spare.
    console.error('the spare portal did not start', error);
    return null;
  });
  spare = { key, ready };
  if (replaced) void replaced.ready.then((started) => started && stop(started)).catch(() => undefined);
}

async function open(request: OpenRequest) {
  const key = keyOf(request);
  const started = await claimSpare(key) ?? await start(request);
  const id = String(nextId++);
  portals.set(id, started);
  // After this answer is on its way the next one starts: while this file runs, not while it waits.
  if (request.spare) setImmediate(() => prepareSpare(request, key));
  const { portal, dataDir } = started;
  return { id, url: portal.url, urls: portal.urls, metricsUrl: portal.metricsUrl, dataDir };
}

async function close(id: string) {
  const entry = portals.get(id);
  if (!entry) return;
  portals.delete(id);
  await stop(entry);
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

function answer(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

const server = createServer((req, res) => {
  const handle = async () => {
    if (req.method === 'GET' && req.url === '/health') return answer(res, 200, { portals: portals.size });
    if (req.method === 'POST' && req.url === '/portals') return answer(res, 201, await open(await body(req) as OpenRequest));
    const closing = /^\/portals\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'DELETE' && closing) {
      await close(closing[1]);
      // Unlisted before it answers: the worker's next file then spawns a new host rather than find this one leaving.
      const retiring = portals.size === 0 && process.memoryUsage().rss > RETIRE_ABOVE_BYTES;
      if (retiring) rmSync(addressFile, { force: true });
      answer(res, 200, {});
      if (retiring) res.once('close', () => void shutdown());
      return;
    }
    return answer(res, 404, { message: 'no such route' });
  };
  handle().catch((error: unknown) => answer(res, 500, { message: error instanceof Error ? error.stack ?? error.message : String(error) }));
});
// A portal start can take a minute on a loaded machine: no timeout of the HTTP server's own may cut it short.
server.requestTimeout = 0;
server.headersTimeout = 0;

async function shutdown() {
  server.close();
  for (const id of [...portals.keys()]) await close(id).catch(() => undefined);
  // A spare no file claimed goes with the host.
  const unclaimed = await spare?.ready.catch(() => null);
  spare = null;
  if (unclaimed) await stop(unclaimed).catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
setInterval(() => {
  if (!alive(Number(watchedPid)) || !existsSync(runDir)) void shutdown();
}, 1000).unref();

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the portal host has no TCP address');
  // Written whole, then renamed: a worker never reads half an address.
  const partial = `${addressFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ url: `http://127.0.0.1:${address.port}`, pid: process.pid }));
  renameSync(partial, addressFile);
});
