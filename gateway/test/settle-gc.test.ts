import { describe, expect, it } from '@jest/globals';
import { collectGarbageWhenSettled, v8FullGc } from '../src/settle-gc.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('one full collection once the start-up has settled', () => {
  it('collects once after the process has been quiet for the periods asked, and not again', async () => {
    let gcs = 0;
    let cpu = 0;
    // Busy (a whole core) for the first periods, as a first start's seeding and indexing are, then quiet.
    let busyReads = 4;
    const cpuMicros = () => (busyReads-- > 0 ? (cpu += 10_000) : cpu);
    collectGarbageWhenSettled({ gc: () => gcs++, cpuMicros, everyMs: 10, quietPeriods: 3 });
    await sleep(25);
    expect(gcs).toBe(0); // still busy
    // Timers run late on a busy machine: wait for it rather than for a fixed time.
    for (const until = Date.now() + 5_000; gcs === 0 && Date.now() < until;) await sleep(10);
    expect(gcs).toBe(1);
    await sleep(100);
    expect(gcs).toBe(1);
  });

  it('never collects while the process stays busy, and stops looking once it gives up', async () => {
    let gcs = 0;
    let reads = 0;
    let cpu = 0;
    collectGarbageWhenSettled({ gc: () => gcs++, cpuMicros: () => { reads++; return (cpu += 10_000); }, everyMs: 10, giveUpMs: 60 });
    await sleep(200);
    expect(gcs).toBe(0);
    const readsAtGiveUp = reads;
    await sleep(60);
    expect(reads).toBe(readsAtGiveUp);
  });

  it('a quiet period is one below the share of a core asked, however long the process has run', async () => {
    let gcs = 0;
    let cpu = 5_000_000; // CPU time spent before it started looking does not count
    // 20% of a core over each 10 ms period: not quiet at the default 5%.
    collectGarbageWhenSettled({ gc: () => gcs++, cpuMicros: () => (cpu += 2_000), everyMs: 10, giveUpMs: 150 });
    await sleep(200);
    expect(gcs).toBe(0);
  });

  it("runs V8's full collection without leaving a global gc behind", async () => {
    const hadGc = typeof (globalThis as { gc?: unknown }).gc;
    const gc = v8FullGc();
    const ref = (() => new WeakRef({ payload: new Array(1000).fill(1) }))();
    // A WeakRef's target is kept until the job that made it ends.
    await sleep(0);
    gc();
    expect(ref.deref()).toBeUndefined();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe(hadGc);
  });
});
