import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { port } from './config.js';
import type { Logger } from './logger.js';
import { metricsText, type ServiceMetrics } from './metrics.js';

/**
 * Metrics are served on their own port, never on a public one: request counts, routes, heap and queue
 * sizes tell an attacker too much. METRICS_HOST is loopback by default (embedded mode on one machine);
 * a pod Prometheus scrapes sets 0.0.0.0 and keeps the port out of its Service/Ingress.
 */
export const metricsServerConfigSchema = z.object({
  METRICS_PORT: port(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/**
 * The metrics of the servers running in this process, by the URL each listens on (unique in a process,
 * even when tests run two portals with the same modules side by side).
 */
const exposed = new Map<string, ServiceMetrics>();

/** A server's registry joins its process's metrics port; the answer unregisters it. */
export function exposeMetrics(serverUrl: string, metrics: ServiceMetrics): () => void {
  exposed.set(serverUrl, metrics);
  return () => { if (exposed.get(serverUrl) === metrics) exposed.delete(serverUrl); };
}

export interface RunningMetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `modules`: each module's name and the URL its server listens on.
 * GET /metrics answers the process's main module (the gateway when it runs here, else the one module
 * of a distributed pod); GET /metrics/<module> any module of the process. Nothing else is served.
 */
export async function startMetricsServer(opts: { host: string; port: number; modules: ReadonlyMap<string, string>; log: Logger }): Promise<RunningMetricsServer> {
  const main = opts.modules.has('gateway') ? 'gateway' : [...opts.modules.keys()][0];
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const name = path === '/metrics' ? main : path.startsWith('/metrics/') ? path.slice('/metrics/'.length) : null;
    const url = name ? opts.modules.get(name) : undefined;
    const metrics = url ? exposed.get(url) : undefined;
    if (req.method !== 'GET' || !metrics) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText(metrics).then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => {
        opts.log.error({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics are unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`;
  opts.log.info({ url }, 'metrics listening');
  return {
    url,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
