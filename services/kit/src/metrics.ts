import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { busRegistry } from './bus/bus-metrics.js';

// Services define their own series with these (knowledge's indexing jobs), without a prom-client dependency of their own.
export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per service, so one process running every service still reports them apart. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
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

/** What /metrics answers: the service's own series, then the process's event-bus series (bus/bus-metrics.ts). */
export async function metricsText(metrics: ServiceMetrics): Promise<string> {
  const [own, bus] = await Promise.all([metrics.registry.metrics(), busRegistry.metrics()]);
  return `${own}\n${bus}`;
}
