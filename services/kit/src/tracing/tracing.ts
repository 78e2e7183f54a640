import { context, diag, DiagLogLevel, propagation, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler, AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, type Sampler,
} from '@opentelemetry/sdk-trace-base';
import { loadConfig, telemetryConfigSchema, type TelemetryConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { IdsOnlyTracer } from './ids-only-tracer.js';
import { LazyOtlpTraceExporter } from './lazy-otlp-exporter.js';
import { libraryTracerProvider } from './library-tracer.js';

export type { Tracer };

/**
 * Tracing for the whole process. Spans are made by hand (no loader hooks, which ESM makes fragile): Fastify
 * hooks for incoming HTTP, the gateway's subgraph calls, bus publish and delivery. With an exporter, one tracer
 * provider per module, so in embedded mode each module still reports under its own service.name (without one,
 * spans only carry ids: ids-only-tracer.ts); all of them share one
 * AsyncLocalStorage context manager, which is also what puts trace ids into log lines (log-correlation.ts).
 */
interface TracingSetup {
  /** The settings it was made from, to tell new ones from a repeat. */
  key: string;
  config: TelemetryConfig;
  tracesUrl: string | undefined;
  /** service.name of spans that belong to the process rather than a module (the bus). */
  processName: string;
  providers: Map<string, BasicTracerProvider>;
  tracers: Map<string, Tracer>;
  /** Without an exporter: the one tracer of every module, giving spans ids and nothing else. */
  idsOnly: Tracer | null;
}

let setup: TracingSetup | null = null;
let globalsRegistered = false;

export interface TracingOptions {
  /** Name for the process's own spans (bus publish/delivery): the module when it runs alone, else counsel. */
  processName?: string;
  /** Where the OpenTelemetry SDK's own warnings go (an unreachable collector, a full queue). */
  log?: Logger;
}

/**
 * Reads the OTEL_* variables (telemetryConfigSchema) and sets tracing up for this process. Called again with the
 * same settings (two module sets in one process), it keeps what exists; with other settings it replaces it, and
 * tracers handed out before stop exporting. A process has one configuration: its environment's.
 */
export function configureTracing(env: Record<string, string | undefined>, opts: TracingOptions = {}): void {
  const config = loadConfig(telemetryConfigSchema, env);
  const processName = opts.processName ?? 'counsel';
  const key = JSON.stringify(config);
  if (!config.OTEL_SDK_DISABLED) registerGlobals(opts.log);
  if (setup?.key === key) {
    setup.processName = processName;
    return;
  }
  const previous = setup;
  setup = { key, config, processName, tracesUrl: tracesUrl(config), providers: new Map(), tracers: new Map(), idsOnly: null };
  if (previous) for (const p of previous.providers.values()) void p.shutdown().catch(() => undefined);
}

/** The tracer of one module (service.name = OTEL_SERVICE_NAME, else the module name). Get it once, not per call. */
export function tracerFor(service: string): Tracer {
  const s = current();
  // Disabled: whatever the process registered globally, by default OpenTelemetry's no-op tracer.
  if (s.config.OTEL_SDK_DISABLED) return trace.getTracer('counsel');
  // Nowhere to export: no provider, no resource, no span objects; only the ids the logs and the next hop need.
  if (s.tracesUrl === undefined) return (s.idsOnly ??= new IdsOnlyTracer(samplerFor(s.config, false)));
  let tracer = s.tracers.get(service);
  if (!tracer) {
    const provider = makeProvider(s, service, s.tracesUrl);
    s.providers.set(service, provider);
    s.tracers.set(service, (tracer = provider.getTracer('counsel')));
  }
  return tracer;
}

/** The tracer of spans that belong to the process as a whole (the event bus, shared by every module). */
export function processTracer(): Tracer {
  return tracerFor(current().processName);
}

/** Sends the spans still queued (on shutdown, so the last requests are not lost). */
export async function flushTracing(): Promise<void> {
  if (!setup) return;
  await Promise.allSettled([...setup.providers.values()].map((p) => p.forceFlush()));
}

function current(): TracingSetup {
  if (!setup) configureTracing({});
  return setup!;
}

function registerGlobals(log: Logger | undefined) {
  if (globalsRegistered) return;
  globalsRegistered = true;
  // Each call leaves an earlier registration alone (e.g. an SDK preloaded by the operator with --import).
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(libraryTracerProvider);
  if (log) {
    const warn = (msg: string, ...args: unknown[]) => log.warn({ details: args.map(String) }, `opentelemetry: ${msg}`);
    const ignore = () => undefined;
    diag.setLogger({ error: warn, warn, info: ignore, debug: ignore, verbose: ignore }, DiagLogLevel.WARN);
  }
}

function tracesUrl(c: TelemetryConfig): string | undefined {
  if (c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  // The spec appends the signal path to the base endpoint, keeping any path it has.
  return c.OTEL_EXPORTER_OTLP_ENDPOINT ? `${c.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` : undefined;
}

function makeProvider(s: TracingSetup, module: string, url: string): BasicTracerProvider {
  const extra = parseResourceAttributes(s.config.OTEL_RESOURCE_ATTRIBUTES);
  const resource = resourceFromAttributes({
    'service.namespace': 'counsel',
    'counsel.module': module,
    ...extra,
    'service.name': s.config.OTEL_SERVICE_NAME ?? extra['service.name'] ?? module,
  });
  return new BasicTracerProvider({
    resource,
    sampler: samplerFor(s.config, true),
    spanProcessors: [new BatchSpanProcessor(new LazyOtlpTraceExporter(url))],
  });
}

/**
 * The standard samplers. Without an exporter, new traces are not recorded at all (their ids still reach the
 * logs and the next hop); a caller's sampled flag is still honoured and passed on.
 */
function samplerFor(c: TelemetryConfig, exporting: boolean): Sampler {
  const ratio = () => new TraceIdRatioBasedSampler(c.OTEL_TRACES_SAMPLER_ARG ?? 1);
  switch (c.OTEL_TRACES_SAMPLER ?? (exporting ? 'parentbased_always_on' : 'parentbased_always_off')) {
    case 'always_on': return new AlwaysOnSampler();
    case 'always_off': return new AlwaysOffSampler();
    case 'traceidratio': return ratio();
    case 'parentbased_always_off': return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio': return new ParentBasedSampler({ root: ratio() });
    default: return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/** OTEL_RESOURCE_ATTRIBUTES: key=value pairs separated by commas, values percent-encoded. */
export function parseResourceAttributes(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    try {
      out[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // a malformed escape: that pair is skipped, as the spec allows
    }
  }
  return out;
}
