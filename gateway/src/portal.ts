import { busFromEnv, createLogger, startModules, type EventBus, type Logger } from '@counsel/kit';
import { MODULES, targetsFrom } from './modules.js';

export interface PortalOptions {
  env: Record<string, string | undefined>;
  /**
   * A logger and a bus the caller owns, for processes that run several portals sharing them (as pods
   * share NATS). By default the portal makes its own from `env` and closes its bus when it stops.
   */
  log?: Logger;
  bus?: EventBus;
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
  const log = opts.log ?? createLogger('counsel', env.LOG_LEVEL ?? 'info');
  const bus = opts.bus ?? await busFromEnv(env, log);
  const closeBus = async () => { if (!opts.bus) await bus.close(); };
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
        await closeBus();
      },
    };
  } catch (err) {
    await closeBus();
    throw err;
  }
}
