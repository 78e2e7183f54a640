import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects } from '@counsel/proto-events';
import { NatsBus } from './nats-bus.js';
import { until } from '../../test/support/eventually.js';

// Start-up order in a cluster: a service may come up before NATS does. This starts a real nats-server of
// its own, late, on a free port, and checks the bus waits for it instead of failing.
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const log = pino({ level: 'silent' });
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

function startNats(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-nats-'));
  dirs.push(dir);
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const describeIf = existsSync(NATS_SERVER) ? describe : describe.skip;
describeIf(`NatsBus start-up (a nats-server of its own, ${NATS_SERVER})`, () => {
  it('waits for a NATS that starts after the service, then works', async () => {
    const port = await freePort();
    setTimeout(() => startNats(port), 1_500);
    const started = Date.now();
    const bus = await NatsBus.connect({ servers: `nats://127.0.0.1:${port}`, stream: 'STARTUP', log, connectWaitMs: 20_000 });
    try {
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      const got: string[] = [];
      await bus.subscribe(Subjects.knowledgeFileUploaded, async (e) => { got.push(e.data.fileId); }, { durable: 'startup-test' });
      await bus.publish(Subjects.knowledgeFileUploaded, { fileId: 'late-start' });
      await until('the delivery', () => got.length > 0);
      expect(got).toEqual(['late-start']);
    } finally {
      await bus.close();
    }
  }, 30_000);

  it('gives up after its wait when NATS never comes', async () => {
    const port = await freePort();
    await expect(NatsBus.connect({ servers: `nats://127.0.0.1:${port}`, stream: 'NEVER', log, connectWaitMs: 1_000 })).rejects.toThrow();
  }, 15_000);
});
