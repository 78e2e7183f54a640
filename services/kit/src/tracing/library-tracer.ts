import {
  context as contextApi, INVALID_SPAN_CONTEXT, trace, type Context, type Span, type SpanOptions, type Tracer, type TracerProvider,
} from '@opentelemetry/api';

/**
 * The global tracer, which only libraries that trace themselves ask for (@apollo/gateway: a span for each request,
 * plan, fetch and post-processing). Counsel's own spans come from tracerFor (tracing.ts), so these are never
 * recorded, as with OpenTelemetry's default no-op tracer. That one still entered a context for each of them, an
 * AsyncLocalStorage run holding a copy of the caller's span; this one hands the callback the same kind of span
 * (the caller's ids, or none) and leaves the caller's context active, which carries the same ids to the logs and
 * to the next hop.
 */
class LibraryTracer implements Tracer {
  startSpan(_name: string, options?: SpanOptions, ctx: Context = contextApi.active()): Span {
    const parent = options?.root ? undefined : trace.getSpanContext(ctx);
    return trace.wrapSpanContext(parent && trace.isSpanContextValid(parent) ? parent : INVALID_SPAN_CONTEXT);
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, ctx: Context, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, a: SpanOptions | F, b?: Context | F, c?: F): ReturnType<F> {
    const fn = (c ?? (typeof b === 'function' ? b : a)) as (span: Span) => ReturnType<F>;
    return fn(this.startSpan(name, typeof a === 'function' ? undefined : a, typeof b === 'object' ? b : contextApi.active()));
  }
}

const tracer = new LibraryTracer();

export const libraryTracerProvider: TracerProvider = { getTracer: () => tracer };
