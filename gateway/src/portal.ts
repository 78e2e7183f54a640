import { busFromEnv, createLogger, startModules, type EventBus } from '@counsel/kit';
import { MODULES, targetsFrom } from './modules.js';

export interface PortalOptions {
  env: Record<string, string | undefined>;
}

export interface RunningPortal {
  /** The gateway's address when it runs in this process. */
  url: string;
  urls: Record<string, string>;
  bus: EventBus;
  close(): Promise<void>;
}

/** Starts the modules TARGET names (default all) in this process, in dependency order. */
export async function startPortal(opts: PortalOptions): Promise<RunningPortal> {
  const env = { ...opts.env };
  const log = createLogger('counsel', env.LOG_LEVEL ?? 'info');
  const bus = await busFromEnv(env, log);
  const targets = targetsFrom(env.TARGET);
  // In one process every service listens on its own loopback port; port 0 lets tests run side by side.
  if (env.PORT === '0') for (const m of MODULES) if (m.name !== 'gateway') env[`${m.name.toUpperCase()}_PORT`] ??= '0';
  try {
    const started = await startModules(MODULES, targets, { env, bus, log });
    const urls = Object.fromEntries([...started.running].map(([name, r]) => [name, r.url ?? '']));
    return {
      url: urls.gateway ?? '',
      urls,
      bus,
      close: async () => {
        await started.close();
        await bus.close();
      },
    };
  } catch (err) {
    await bus.close();
    throw err;
  }
}
