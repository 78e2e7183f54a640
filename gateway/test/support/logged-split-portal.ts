import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { busFromEnv, createLogger, startModules, type EventBus } from '@counsel/kit';
import { MODULES } from '../../src/modules.js';
import { SERVICES } from './split-portal.js';

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
 * startSplitPortal's topology (the services in one set of modules, the gateway in another that reaches them
 * over HTTP only) with every log line kept in memory at debug level, which adds a "request completed" line
 * per request. startPortal takes no logger, so the modules are started here as it starts them; both sets
 * share one bus, as pods share NATS.
 */
export async function startLoggedSplitPortal(extraEnv: Record<string, string> = {}): Promise<LoggedSplitPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-logged-'));
  const base: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'debug', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test', ...extraEnv };
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const log = createLogger('counsel', base.LOG_LEVEL, sink);
  const bus = await busFromEnv(base, log);

  const servicesEnv = { ...base, ...Object.fromEntries(SERVICES.map((n) => [`${n.toUpperCase()}_PORT`, '0'])) };
  const services = await startModules(MODULES, [...SERVICES], { env: servicesEnv, bus, log });
  const urls = Object.fromEntries([...services.running].map(([name, r]) => [name, r.url ?? '']));
  try {
    const gatewayEnv = { ...base, PORT: '0', ...Object.fromEntries(SERVICES.map((n) => [`${n.toUpperCase()}_URL`, urls[n]])) };
    const gateway = await startModules(MODULES, ['gateway'], { env: gatewayEnv, bus, log });
    urls.gateway = gateway.running.get('gateway')?.url ?? '';
    return {
      url: urls.gateway,
      urls,
      bus,
      lines,
      close: async () => {
        await gateway.close();
        await services.close();
        await bus.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await services.close();
    await bus.close();
    throw err;
  }
}
