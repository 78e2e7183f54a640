import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { busRegistry } from './bus/bus-metrics.js';

// Services define their own series with these (knowledge's indexing jobs), without a prom-client dependency of their own.
export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's own series (heap, event loop delay, GC, handles), collected once per process: they describe the
 * process, not a service, and collecting them per service registry kept one event-loop histogram and one GC
 * observer per module (sixteen in the embedded portal), each reporting the same figures.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One registry per service, so one process running every service still reports them apart. */
export function createMetrics(service: string) {
  processMetrics();
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP responses with status 500 or above',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  return { registry, httpDuration, httpErrors };
}
export type ServiceMetrics = ReturnType<typeof createMetrics>;

/** What /metrics answers: the service's own series, then the process's (nodejs_*, process_*) and its event bus's. */
export async function metricsText(metrics: ServiceMetrics): Promise<string> {
  const [own, proc, bus] = await Promise.all([metrics.registry.metrics(), processMetrics().metrics(), busRegistry.metrics()]);
  return `${own}\n${proc}\n${bus}`;
}
