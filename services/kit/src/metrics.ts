import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
