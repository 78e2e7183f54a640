import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';

/** The Fastify instance every service and the gateway share: request ids, JSON logs, body limit. */
export function createHttpApp(log: Logger, bodyLimit: number, extra: { trustProxy?: boolean } = {}): FastifyInstance {
  return Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    trustProxy: extra.trustProxy ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }) as unknown as FastifyInstance;
}

/** Latency histogram and error counter per route, for /metrics. */
export function observeRequests(app: FastifyInstance, metrics: ServiceMetrics) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.labels(req.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.labels(req.method, route).inc();
  });
}
