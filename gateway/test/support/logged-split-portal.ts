import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { busFromEnv, createLogger, type EventBus } from '@counsel/kit';
import { startSplitPortal } from './split-portal.js';

export interface LoggedSplitPortal {
  /** The gateway's address. */
  url: string;
  /** Every module's address, the gateway's included. */
  urls: Record<string, string>;
  bus: EventBus;
  /** Every log line of every module, parsed, in the order written. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * startSplitPortal's topology (the services in one portal, the gateway in another that reaches them over
 * HTTP only) with every log line kept in memory at debug level, which adds a "request completed" line per
 * request. Both portals share one logger and one bus, as pods share NATS.
 */
export async function startLoggedSplitPortal(extraEnv: Record<string, string> = {}): Promise<LoggedSplitPortal> {
  const busDir = mkdtempSync(path.join(tmpdir(), 'counsel-logged-'));
  const env: Record<string, string> = { LOG_LEVEL: 'debug', DEMO_OCR: '0', ...extraEnv };
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const log = createLogger('counsel', env.LOG_LEVEL, sink);
  const bus = await busFromEnv({ ...env, DATA_DIR: busDir }, log);
  const closeBus = async () => {
    await bus.close();
    rmSync(busDir, { recursive: true, force: true });
  };
  try {
    const split = await startSplitPortal(env, { log, bus });
    return {
      url: split.url,
      urls: { ...split.services.urls, gateway: split.url },
      bus,
      lines,
      close: async () => {
        await split.close();
        await closeBus();
      },
    };
  } catch (err) {
    await closeBus();
    throw err;
  }
}
