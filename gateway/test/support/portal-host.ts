// A process that starts and stops whole test portals for one jest worker (hosted-portal.ts asks it over HTTP).
// Loading the portal's code (every service, Apollo, fastify, OpenTelemetry…) cost each test file seconds of CPU,
// more than starting the portal itself; loaded here once, each file still gets a portal of its own over a fresh data
// folder, started and closed as before. Run by plain node with scripts/register-ts-sources.mjs, so it runs the
// sources under test. Leaves when the jest process that spawned its worker ends, or the run's folder is removed.
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, type RunningPortal } from '../../src/portal.js';
import { prepareDemoData } from './demo-template.js';

const [addressFile, watchedPid] = process.argv.slice(2);
const runDir = path.dirname(addressFile);
const portals = new Map<string, { portal: RunningPortal; dataDir: string }>();
let nextId = 1;
/**
 * Above this, an idle host leaves (its worker spawns a fresh one for its next file), as jest replaces a worker above
 * workerIdleMemoryLimit: ten portals started and closed in one host took it from 110 MB to 560 MB.
 */
const RETIRE_ABOVE_BYTES = 1.2 * 1024 ** 3;

/** Settings as the test gives them, with a fresh data folder; the folder's prefix says which kind of test it is. */
async function open(request: { settings: Record<string, string>; prefix: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), request.prefix));
  try {
    const settings = { ...request.settings, DATA_DIR: dataDir };
    await prepareDemoData(dataDir, settings, (seedEnv) => startPortal({ env: seedEnv }));
    const portal = await startPortal({ env: settings });
    const id = String(nextId++);
    portals.set(id, { portal, dataDir });
    return { id, url: portal.url, urls: portal.urls, metricsUrl: portal.metricsUrl, dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function close(id: string) {
  const entry = portals.get(id);
  if (!entry) return;
  portals.delete(id);
  try {
    await entry.portal.close();
  } finally {
    rmSync(entry.dataDir, { recursive: true, force: true });
  }
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
    if (req.method === 'POST' && req.url === '/portals') return answer(res, 201, await open(await body(req) as Parameters<typeof open>[0]));
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
