import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full collection, taken the way jest's --logHeapUsage takes it: the flag is on only while a fresh context
 * reads `gc`, so no code in the portal sees a global `gc`.
 */
export function v8FullGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

export interface SettleGcOptions {
  /** Runs the collection (v8FullGc() in the portal). */
  gc: () => void;
  /** This process's CPU time so far in microseconds (process.cpuUsage() in the portal). */
  cpuMicros: () => number;
  /** How often the CPU time is read. */
  everyMs?: number;
  /** Below this share of one core over a period, the process is quiet. */
  quietShare?: number;
  /** Periods in a row the process must be quiet. */
  quietPeriods?: number;
  /** Past this the start-up is not followed up (a portal busy from the start: V8 sizes its heap under load itself). */
  giveUpMs?: number;
}

/**
 * One full collection once the start-up's work has settled. A first start (the demo seeded and indexed, the
 * supergraph composed) grows the V8 heap to some 140 MB around 100 MB live, and idle V8 left it reserved: no
 * collection came to shrink it (about 40 MB of resident memory held for nothing, README "Memory"). The work ends in
 * the background (events, the indexing), so "settled" is read from the process's CPU: quiet for a few periods in a
 * row. Returns a stop function (the portal's close).
 */
export function collectGarbageWhenSettled(opts: SettleGcOptions): () => void {
  const everyMs = opts.everyMs ?? 5_000;
  const quietShare = opts.quietShare ?? 0.05;
  const quietPeriods = opts.quietPeriods ?? 3;
  const giveUpAt = Date.now() + (opts.giveUpMs ?? 10 * 60_000);
  let last = opts.cpuMicros();
  let quiet = 0;
  const timer = setInterval(() => {
    const now = opts.cpuMicros();
    const share = (now - last) / 1000 / everyMs;
    last = now;
    quiet = share < quietShare ? quiet + 1 : 0;
    if (quiet >= quietPeriods) {
      clearInterval(timer);
      opts.gc();
    } else if (Date.now() >= giveUpAt) {
      clearInterval(timer);
    }
  }, everyMs);
  // Never what keeps a process alive.
  timer.unref();
  return () => clearInterval(timer);
}
