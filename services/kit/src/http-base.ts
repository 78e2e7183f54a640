import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';
import { traceRequests } from './tracing/request-tracing.js';

/**
 * The Fastify instance every service and the gateway share: request ids, JSON logs, body limit, and, given the
 * service's name, a trace span per request (its hooks come first, so everything after runs inside the span).
 */
export function createHttpApp(log: Logger, bodyLimit: number, extra: { trustProxy?: boolean | string[]; service?: string } = {}): FastifyInstance {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    trustProxy: extra.trustProxy ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  if (extra.service) traceRequests(app, extra.service);
  return app;
}

/**
 * Stops taking requests and lets those under way finish, for at most `graceMs`. Node closes only the keep-alive
 * connections idle when closing starts; one whose request was still running would stay open, idle, for the whole
 * keep-alive timeout (72 s in Fastify), holding the shutdown. So idle connections are closed as they become idle,
 * and whatever is left after the grace period is cut.
 */
export async function closeHttpApp(app: FastifyInstance, graceMs = 5_000): Promise<void> {
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

/** Latency histogram and error counter per route, for /metrics. */
export function observeRequests(app: FastifyInstance, metrics: ServiceMetrics) {
  // A callback hook, not an async one: it runs on every response and needs no promise.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ method: req.method, route });
    done();
  });
}
