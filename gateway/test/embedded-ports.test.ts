import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { metricsServerConfigSchema } from '@counsel/kit';
import { MODULES } from '../src/modules.js';
import { startPortal, type RunningPortal } from '../src/portal.js';
import { freePort } from './support/free-port.js';
import { Client, DEMO } from './support/portal.js';

// The services' default ports, which they used to bind in embedded mode. Whatever else holds them on this machine, this test
// holds the ones that are free, so a portal that still binds them fails here.
const OLD_FIXED_PORTS = [4101, 4102, 4103, 4104, 4105, 4106, 4107];
/** Every service but the gateway. */
const SERVICE_COUNT = MODULES.length - 1;
const blockers: Server[] = [];
const dirs: string[] = [];

const listen = (port: number) => new Promise<Server | null>((resolve) => {
  const s = createServer();
  s.once('error', () => resolve(null)); // already taken by something else: just as good
  s.listen(port, '127.0.0.1', () => resolve(s));
});
/**
 * A portal as `npm start` runs it: a fixed gateway PORT, nothing else set about ports but the metrics port, a
 * public setting of its own (one per portal, like PORT).
 */
async function start(env: Record<string, string> = {}): Promise<RunningPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-ports-'));
  dirs.push(dataDir);
  return startPortal({ env: { PORT: '0', METRICS_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test', ...env } });
}

beforeAll(async () => {
  for (const p of OLD_FIXED_PORTS) { const s = await listen(p); if (s) blockers.push(s); }
});
afterAll(async () => {
  for (const s of blockers) await new Promise((r) => s.close(r));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('embedded mode', () => {
  it('starts while 4101-4107 are taken, and two portals run side by side', async () => {
    const both = await Promise.allSettled([start(), start()]);
    const running = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(both.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started']);
      const [a, b] = running;
      for (const p of [a, b]) {
        const ports = Object.entries(p.urls).filter(([name]) => name !== 'gateway').map(([, url]) => Number(new URL(url).port));
        expect(ports).toHaveLength(SERVICE_COUNT);
        for (const port of ports) expect(OLD_FIXED_PORTS).not.toContain(port);
        const me = await new Client(p.url).login(DEMO.counselor);
        expect(me.role).toBe('counselor');
      }
    } finally {
      await Promise.all(running.map((p) => p.close()));
    }
  }, 120_000);

  it('serves metrics on a free port when the default one is taken and METRICS_PORT is not set', async () => {
    const defaultPort = String(metricsServerConfigSchema.parse({}).METRICS_PORT);
    const holder = await listen(Number(defaultPort)); // null: something else holds it already, just as good
    const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-ports-'));
    dirs.push(dataDir);
    const p = await startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0', NODE_ENV: 'test' } });
    try {
      const metricsPort = new URL(p.metricsUrl).port;
      expect(metricsPort).not.toBe(defaultPort);
      expect((await fetch(`${p.metricsUrl}/metrics`)).status).toBe(200);
    } finally {
      await p.close();
      if (holder) await new Promise((r) => holder.close(r));
    }
    // An operator's explicit METRICS_PORT is still refused when taken: a scrape target must not move.
    const taken = (await listen(0))!;
    const { port } = taken.address() as { port: number };
    try {
      await expect(start({ METRICS_PORT: String(port) })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((r) => taken.close(r));
    }
  }, 60_000);

  it('keeps the services on loopback when the gateway listens on every interface (HOST=0.0.0.0, as in a container)', async () => {
    // This machine's own non-loopback address: what a neighbour on the network would connect to.
    const lan = Object.values(networkInterfaces()).flat().find((a) => a?.family === 'IPv4' && !a.internal)?.address;
    const p = await start({ HOST: '0.0.0.0' });
    try {
      const ports = Object.entries(p.urls).filter(([name]) => name !== 'gateway').map(([, url]) => new URL(url).port);
      expect(ports).toHaveLength(SERVICE_COUNT);
      for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      if (!lan) return; // no network interface besides loopback: nothing more to show
      expect((await fetch(`http://${lan}:${new URL(p.url).port}/healthz`)).status).toBe(200); // the gateway is reachable
      for (const port of ports) await expect(fetch(`http://${lan}:${port}/healthz`)).rejects.toThrow();
    } finally {
      await p.close();
    }
  }, 60_000);
});

describe('distributed mode', () => {
  it('a service started alone keeps its configured port, where its peers find it', async () => {
    const port = await freePort();
    const settings = await start({ TARGET: 'settings', SETTINGS_PORT: String(port) });
    try {
      expect(Number(new URL(settings.urls.settings).port)).toBe(port);
    } finally {
      await settings.close();
    }
  }, 60_000);
});
