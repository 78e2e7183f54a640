import { describe, expect, it } from '@jest/globals';
import { createMetrics, metricsText } from './metrics.js';

const lines = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));

describe('service metrics', () => {
  it('collect the process series once, however many services the process runs, and still report them on each /metrics', async () => {
    const services = ['students', 'documents', 'chat'].map((name) => createMetrics(name));
    for (const m of services) {
      // Not in the service's registry: a module does not start its own event-loop monitor and GC observer.
      expect(m.registry.getSingleMetric('nodejs_eventloop_lag_seconds')).toBeUndefined();
      const text = await metricsText(m);
      expect(lines(text, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
      expect(lines(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    }
  });

  it('keep each service\'s own series apart by its label', async () => {
    const m = createMetrics('settings');
    m.httpDuration.observe({ method: 'GET', route: '/x', status: 200 }, 0.01);
    const text = await metricsText(m);
    expect(lines(text, 'http_request_duration_seconds_count')).toEqual([
      'http_request_duration_seconds_count{service="settings",method="GET",route="/x",status="200"} 1',
    ]);
  });
});
