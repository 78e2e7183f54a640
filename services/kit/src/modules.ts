import type { z } from 'zod';
import type { Logger } from './logger.js';
import type { EventBus } from './bus/event-bus.js';
import type { SubgraphExecutor } from './subgraph-executor.js';
import { ConfigError } from './errors.js';
import { configureTracing, flushTracing } from './tracing/tracing.js';

/** What a running module offers to those that depend on it, and how to stop it. */
export interface RunningModule {
  name: string;
  url?: string;
  /** Its subgraph, callable in-process (see subgraph-executor.ts). */
  execute?: SubgraphExecutor;
  /** Ready for traffic (readiness probe). */
  ready?: () => boolean | Promise<boolean>;
  close(): Promise<void>;
}

export interface ModuleContext {
  env: Record<string, string | undefined>;
  bus: EventBus;
  log: Logger;
  /** URL of a module started earlier in this process, else the `<NAME>_URL` variable. */
  serviceUrl(name: string): string;
  /** Running modules of this process, by name (embedded mode may use in-process shortcuts). */
  running: ReadonlyMap<string, RunningModule>;
}

export interface ServiceModule {
  name: string;
  /** Its settings' schema (config.ts), for what reads their declarations (which are runtime-only). */
  settings?: z.ZodType;
  dependsOn: readonly string[];
  start(ctx: ModuleContext): Promise<RunningModule>;
}

/**
 * Start order derived from declared dependencies (Loki-style targets): the target and everything it
 * needs that runs in this process. Dependencies outside the selection are reached over the network.
 */
export function startOrder(modules: readonly ServiceModule[], targets: readonly string[]): ServiceModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const order: ServiceModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const selected = new Set(targets);
  const visit = (name: string, chain: string[]) => {
    const mod = byName.get(name);
    if (!mod) throw new ConfigError(`unknown module "${name}" (known: ${[...byName.keys()].join(', ')})`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new ConfigError(`module dependency cycle: ${[...chain, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const dep of mod.dependsOn) if (selected.has(dep)) visit(dep, [...chain, name]);
    state.set(name, 'done');
    order.push(mod);
  };
  for (const t of targets) visit(t, []);
  return order;
}

/** Variables that differ for one module of this process (e.g. embedded services on loopback), by module name. */
type ModuleEnvOverrides = Readonly<Record<string, Record<string, string>>>;

export async function startModules(
  modules: readonly ServiceModule[], targets: readonly string[], base: Omit<ModuleContext, 'serviceUrl' | 'running'>, overrides: ModuleEnvOverrides = {},
) {
  // Before any module: their HTTP servers and the bus take their tracers from it (OTEL_* variables).
  configureTracing(base.env, { processName: targets.length === 1 ? targets[0] : 'counsel', log: base.log });
  const running = new Map<string, RunningModule>();
  const ctx: ModuleContext = {
    ...base,
    running,
    serviceUrl(name) {
      const local = running.get(name)?.url;
      if (local) return local;
      const fromEnv = base.env[`${name.toUpperCase()}_URL`];
      if (fromEnv) return fromEnv;
      throw new ConfigError(`no address for service "${name}": run it in this process or set ${name.toUpperCase()}_URL`);
    },
  };
  const started: RunningModule[] = [];
  try {
    for (const mod of startOrder(modules, targets)) {
      const own = overrides[mod.name];
      const r = await mod.start(own ? { ...ctx, env: { ...ctx.env, ...own } } : ctx);
      running.set(mod.name, r);
      started.push(r);
    }
  } catch (err) {
    for (const r of started.reverse()) await r.close().catch(() => undefined);
    throw err;
  }
  return {
    running,
    async close() {
      try {
        for (const r of [...started].reverse()) await r.close();
      } finally {
        await flushTracing(); // the spans of the last requests
      }
    },
  };
}
