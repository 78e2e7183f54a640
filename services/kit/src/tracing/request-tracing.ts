import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from '../logger.js';
import { kLogSpan } from './log-correlation.js';
import { contextFromHeaders } from './trace-context.js';
import { tracerFor } from './tracing.js';

const kSpan = Symbol('counsel.requestSpan');
type Traced = FastifyRequest & { [kSpan]: Span | null };
type LogWithSpan = { [kLogSpan]?: Span };
const SERVER = { kind: SpanKind.SERVER } as const;

/**
 * A server span per request, child of the caller's traceparent, and the request's lifecycle run inside it.
 * Register before any other hook or plugin (createHttpApp does), so everything after runs in the span.
 */
export function traceRequests(app: FastifyInstance, service: string) {
  const tracer = tracerFor(service);
  app.decorateRequest(kSpan, null);

  app.addHook('onRequest', (request, _reply, done) => {
    const req = request as Traced;
    const parent = contextFromHeaders(req.headers);
    const route = req.routeOptions.url;
    const span = tracer.startSpan(route ? `${req.method} ${route}` : req.method, SERVER, parent);
    // Attributes only for a span that keeps them (one with an exporter to go to); the others carry ids alone.
    if (span.isRecording()) span.setAttributes(route ? { 'http.request.method': req.method, 'http.route': route } : { 'http.request.method': req.method });
    req[kSpan] = span;
    (req.log as LogWithSpan)[kLogSpan] = span;
    // The rest of the lifecycle follows in this context: Fastify carries the async context across body
    // parsing itself (an AsyncResource in its content-type parser); request-tracing.test.ts checks it.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const req = request as Traced;
    // The access log, at debug level (LOG_LEVEL=debug): one line per request, with its trace id.
    if ((req.log as Logger).isLevelEnabled('debug')) {
      req.log.debug({ method: req.method, route: req.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
    }
    const span = req[kSpan];
    if (span) {
      if (span.isRecording()) {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
      req[kSpan] = null;
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const req = request as Traced;
    const span = req[kSpan];
    if (span) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'client aborted the request' });
      span.end();
      req[kSpan] = null;
    }
    done();
  });
}
