import {
  context as contextApi, INVALID_SPAN_CONTEXT, SpanKind, trace, TraceFlags, type Attributes, type Context, type Link, type Span, type SpanOptions, type Tracer,
} from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
import { RandomIdGenerator, SamplingDecision, type Sampler } from '@opentelemetry/sdk-trace-base';

const ids = new RandomIdGenerator();
const NO_ATTRIBUTES: Attributes = Object.freeze({});
const NO_LINKS: Link[] = [];

/**
 * The tracer of a process with nowhere to export spans: every span is a non-recording one that only carries ids
 * (a child's trace id, the caller's sampled flag and tracestate, a fresh span id), which is all the logs and the
 * next hop read. The SDK's tracer would do the same for an unsampled span, but first sanitises and copies the
 * attributes, counts the span in its metrics and, for a sampled caller, records a whole span that nothing
 * collects; that was most of tracing's cost per request. The sampler still decides the flag passed on.
 */
export class IdsOnlyTracer implements Tracer {
  constructor(private readonly sampler: Sampler) {}

  startSpan(name: string, options: SpanOptions = {}, ctx: Context = contextApi.active()): Span {
    // As the SDK's tracer: code that asked for no tracing (an exporter's own requests) gets the empty span.
    if (isTracingSuppressed(ctx)) return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
    const parentCtx = options.root ? trace.deleteSpan(ctx) : ctx;
    const parent = trace.getSpanContext(parentCtx);
    const child = parent !== undefined && trace.isSpanContextValid(parent);
    const traceId = child ? parent.traceId : ids.generateTraceId();
    // Attributes are not handed over: the standard samplers never read them, and building them is what is saved.
    const decision = this.sampler.shouldSample(parentCtx, traceId, name, options.kind ?? SpanKind.INTERNAL, NO_ATTRIBUTES, NO_LINKS);
    return trace.wrapSpanContext({
      traceId,
      spanId: ids.generateSpanId(),
      traceFlags: decision.decision === SamplingDecision.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE,
      traceState: decision.traceState ?? (child ? parent.traceState : undefined),
    });
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, options: SpanOptions, ctx: Context, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(name: string, a: SpanOptions | F, b?: Context | F, c?: F): ReturnType<F> {
    const fn = (c ?? (typeof b === 'function' ? b : a)) as (span: Span) => ReturnType<F>;
    const options = typeof a === 'function' ? {} : a;
    const ctx = typeof b === 'object' ? b : contextApi.active();
    const span = this.startSpan(name, options, ctx);
    return contextApi.with(trace.setSpan(ctx, span), fn, undefined, span);
  }
}
