import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Subjects } from '@counsel/proto-events';
import { until } from '../../test/support/eventually.js';
import { DurableLocalBus } from './durable-local-bus.js';
import { RetryLater } from './retry-later.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => { for (const c of cleanups.splice(0)) await c(); });

/** A real durable bus whose log lines are kept, parsed, as pino writes them. */
async function busWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk: Buffer, _enc, cb) { lines.push(JSON.parse(chunk.toString('utf8'))); cb(); } });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-retry-later-'));
  const bus = await DurableLocalBus.open({ dataDir, log: pino({ level: 'debug' }, sink), retryDelayMs: () => 10, pollMs: 25, closeGraceMs: 50 });
  cleanups.push(async () => { await bus.close(); rmSync(dataDir, { recursive: true, force: true }); });
  return { bus, lines };
}

describe('a handler that waits for another event', () => {
  it('is logged as one info line without a stack, and a real failure still as a warning with its error', async () => {
    const { bus, lines } = await busWithLog();
    let calls = 0;
    await bus.subscribe(Subjects.knowledgeFileIndexed, async () => {
      calls += 1;
      if (calls === 1) throw new RetryLater('student not known yet: retried until their profile event arrives');
      if (calls === 2) throw new Error('disk full');
    }, { durable: 'retry-later-test' });
    await bus.publish(Subjects.knowledgeFileIndexed, { fileId: 'f-1', chunkCount: 1 });
    await until('three deliveries', () => calls === 3);
    const waits = lines.filter((l) => l.msg === 'event waits for another; will retry');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({ level: 30, reason: 'student not known yet: retried until their profile event arrives', delivery: 1 });
    expect(waits[0]).not.toHaveProperty('err');
    expect(JSON.stringify(waits[0])).not.toContain('at ');
    const failures = lines.filter((l) => l.msg === 'event handler failed; will retry');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 40, delivery: 2, err: { message: 'disk full' } });
  });
});
