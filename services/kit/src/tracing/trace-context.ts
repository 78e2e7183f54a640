import {
  context, defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace,
  type Attributes, type Context, type Span, type SpanOptions, type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/** W3C trace context headers, as sent to the next hop or stored with an event. */
export interface TraceHeaders {
  traceparent?: string;
  tracestate?: string;
}

// Used directly rather than through the global propagator, so it works even where nothing was registered.
const w3c = new W3CTraceContextPropagator();

/** The traceparent (and tracestate) of `ctx`, the active context by default; empty outside any trace. */
export function traceHeaders(ctx: Context = context.active()): TraceHeaders {
  const out: TraceHeaders = {};
  w3c.inject(ctx, out, defaultTextMapSetter);
  return out;
}

/** The context a caller's traceparent describes (the root context when there is none or it is malformed). */
export function contextFromHeaders(headers: Record<string, string | string[] | undefined> | TraceHeaders | null | undefined): Context {
  return headers ? w3c.extract(ROOT_CONTEXT, headers, defaultTextMapGetter) : ROOT_CONTEXT;
}

/**
 * Runs `call` inside a new span, a child of `parent` (the active context by default): headers built with
 * traceHeaders() and log lines written meanwhile name this span. A throw marks the span as failed and
 * passes on; the span ends either way.
 */
export async function inSpan<T>(tracer: Tracer, name: string, options: SpanOptions, call: (span: Span) => Promise<T>, parent: Context = context.active()): Promise<T> {
  const span = tracer.startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => call(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
    throw err;
  } finally {
    span.end();
  }
}

/** An outgoing call inside a client span; headers the call builds with traceHeaders() make it the next hop's parent. */
export function withClientSpan<T>(tracer: Tracer, name: string, attributes: Attributes, call: () => Promise<T>): Promise<T> {
  return inSpan(tracer, name, { kind: SpanKind.CLIENT, attributes }, call);
}
