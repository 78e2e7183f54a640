#!/usr/bin/env node
import { createLogger, logFormatFrom } from '@counsel/kit';
import { startPortal } from './portal.js';
import { collectGarbageWhenSettled, v8FullGc } from './settle-gc.js';

// The one entry point: TARGET=all (default) runs everything in this process; TARGET=<name> runs one.
const started = Date.now();
const log = createLogger('counsel', process.env.LOG_LEVEL ?? 'info', undefined, logFormatFrom(process.env));
try {
  // The same logger for the portal's own lines: one pretty stream writing to a terminal, not two.
  const portal = await startPortal({ env: process.env, log });
  log.info({ url: portal.url || undefined, target: process.env.TARGET ?? 'all', startupMs: Date.now() - started }, 'Counsel is ready');
  collectGarbageWhenSettled({
    gc: v8FullGc(),
    cpuMicros: () => { const u = process.cpuUsage(); return u.user + u.system; },
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      const t = Date.now();
      await portal.close();
      log.info({ shutdownMs: Date.now() - t }, 'stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  log.fatal({ err }, 'start-up failed');
  process.exit(1);
}
