import { context, isSpanContextValid, trace, type Span } from '@opentelemetry/api';

/**
 * Set on a request's own child logger (request-tracing.ts): its lines name the request's span even where
 * Fastify runs code outside the request's async context (body parsing, onResponse).
 */
export const kLogSpan = Symbol.for('counsel.logSpan');

/**
 * pino mixin: `trace_id` and `span_id` on every line written inside a trace, from the logger's request span or
 * else the active context. Returns a fresh object each time: pino merges the line's fields into it.
 */
export function traceFields(_fields: object, _level: number, logger: unknown): Record<string, string> {
  const span = (logger as { [kLogSpan]?: Span } | undefined)?.[kLogSpan] ?? trace.getSpan(context.active());
  const ids = span?.spanContext();
  // No span, or the all-zero one a disabled tracer gives.
  if (!ids || !isSpanContextValid(ids)) return {};
  return { trace_id: ids.traceId, span_id: ids.spanId };
}
