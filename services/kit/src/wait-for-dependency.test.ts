import { afterEach, describe, expect, it } from '@jest/globals';
import { connect, createServer, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { waitForDependency } from './wait-for-dependency.js';

const servers: Server[] = [];
afterEach(async () => { for (const s of servers.splice(0)) await new Promise((r) => s.close(r)); });

function capture() {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({ write(chunk, _enc, cb) { lines.push(JSON.parse(String(chunk))); cb(); } });
  return { lines, log: createLogger('test', 'info', out) };
}

/** A real first contact: a TCP connection to a port that is closed until the "dependency" starts. */
const reach = (port: number) => new Promise<string>((resolve, reject) => {
  const sock = connect(port, '127.0.0.1');
  sock.once('connect', () => { sock.destroy(); resolve('up'); });
  sock.once('error', reject);
});

async function freePort() {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('waitForDependency', () => {
  it('keeps trying with backoff until the dependency answers, logging each miss', async () => {
    const port = await freePort();
    const { lines, log } = capture();
    setTimeout(() => { const s = createServer((c) => c.destroy()); servers.push(s); s.listen(port, '127.0.0.1'); }, 700);
    const started = Date.now();
    await expect(waitForDependency('Thing', () => reach(port), log, { minDelayMs: 100, maxDelayMs: 400, maxWaitMs: 10_000 })).resolves.toBe('up');
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    const misses = lines.filter((l) => l.msg === 'Thing not reachable yet');
    expect(misses.length).toBeGreaterThanOrEqual(2);
    // Exponential: later waits are longer than the first one.
    expect(Number(misses.at(-1)!.retryInMs)).toBeGreaterThan(Number(misses[0].retryInMs));
    expect(lines.some((l) => l.msg === 'connected to Thing')).toBe(true);
  });

  it('gives up with the last error after the maximum wait', async () => {
    const port = await freePort();
    const { log } = capture();
    const started = Date.now();
    await expect(waitForDependency('Nothing', () => reach(port), log, { minDelayMs: 50, maxDelayMs: 100, maxWaitMs: 600 }))
      .rejects.toHaveProperty('code', 'ECONNREFUSED');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
