import {
  busFromEnv, createLogger, demoDataEnabled, loadConfig, logFormatFrom, metricsServerConfigSchema, startMetricsServer, startModules,
  type EventBus, type Logger,
} from '@counsel/kit';
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
  /** The internal metrics port (METRICS_HOST:METRICS_PORT): GET /metrics, /metrics/<module>. */
  metricsUrl: string;
  bus: EventBus;
  close(): Promise<void>;
}

/** Starts the modules TARGET names (default all) in this process, in dependency order. */
export async function startPortal(opts: PortalOptions): Promise<RunningPortal> {
  const env = { ...opts.env };
  const log = opts.log ?? createLogger('counsel', env.LOG_LEVEL ?? 'info', undefined, logFormatFrom(env));
  const bus = opts.bus ?? await busFromEnv(env, log);
  const closeBus = async () => { if (!opts.bus) await bus.close(); };
  const targets = targetsFrom(env.TARGET);
  // Decided once for every module, so none falls back to its own default (the demo is off in production).
  env.DEMO_DATA = demoDataEnabled(env) ? '1' : '0';
  // Embedded mode (every module in this process): the gateway calls the subgraphs in-process, and the services
  // reach each other through the URLs of this process's running modules, so nobody needs a fixed internal port:
  // free ones let a second portal, or a test run, start beside a running one. A module whose peers run elsewhere
  // (TARGET=<service>) keeps its configured port, where the others find it. PORT=0 (tests) frees them all.
  const embedded = MODULES.every((m) => targets.includes(m.name));
  if (embedded || env.PORT === '0') for (const m of MODULES) if (m.name !== 'gateway') env[`${m.name.toUpperCase()}_PORT`] ??= '0';
  // Nobody outside calls an embedded service, so it listens on loopback even where the gateway takes HOST=0.0.0.0.
  const overrides = embedded ? Object.fromEntries(MODULES.filter((m) => m.name !== 'gateway').map((m) => [m.name, { HOST: '127.0.0.1' }])) : {};
  try {
    const metricsConfig = loadConfig(metricsServerConfigSchema, { METRICS_PORT: env.PORT === '0' ? '0' : undefined, ...env });
    const started = await startModules(MODULES, targets, { env, bus, log }, overrides);
    const urls = Object.fromEntries([...started.running].map(([name, r]) => [name, r.url ?? '']));
    const metricsAt = (port: number) => startMetricsServer({ host: metricsConfig.METRICS_HOST, port, modules: new Map(Object.entries(urls)), log });
    const metrics = await metricsAt(metricsConfig.METRICS_PORT)
      .catch((err: unknown) => {
        // The default metrics port is one more fixed port: a second embedded portal on this machine would fail on
        // it. Only an operator's explicit METRICS_PORT is worth refusing to start over.
        if (!embedded || env.METRICS_PORT !== undefined || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
        log.warn({ port: metricsConfig.METRICS_PORT }, 'the default metrics port is taken (another portal on this machine?); serving metrics on a free port');
        return metricsAt(0);
      })
      .catch(async (err: unknown) => { await started.close(); throw err; });
    return {
      url: urls.gateway ?? '',
      urls,
      metricsUrl: metrics.url,
      bus,
      close: async () => {
        await metrics.close();
        await started.close();
        await closeBus();
      },
    };
  } catch (err) {
    await closeBus();
    throw err;
  }
}
