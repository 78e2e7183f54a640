import { afterAll, describe, expect, it } from '@jest/globals';
import { context, ROOT_CONTEXT, trace, TraceFlags, type Span } from '@opentelemetry/api';
import { ConfigError } from '../errors.js';
import { contextFromHeaders, traceHeaders } from './trace-context.js';
import { configureTracing, parseResourceAttributes, tracerFor } from './tracing.js';

// The OTEL_* settings: what gets recorded and under which service name. (Export itself is covered end to end
// by gateway/test/telemetry.test.ts against a stand-in collector.)

/** Nothing listens there: spans are recorded, and any export attempt fails fast. */
const DEAD_COLLECTOR = 'http://127.0.0.1:9';
const resourceOf = (span: Span) => (span as unknown as { resource: { attributes: Record<string, unknown> } }).resource.attributes;
const sampled = (span: Span) => (span.spanContext().traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED;

afterAll(() => configureTracing({})); // shuts the providers with an exporter down

describe('configureTracing', () => {
  it('without an endpoint, records nothing new but still gives every span ids for the logs', () => {
    configureTracing({});
    const span = tracerFor('students').startSpan('work');
    expect(span.isRecording()).toBe(false);
    expect(sampled(span)).toBe(false);
    expect(span.spanContext().traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(traceHeaders(trace.setSpan(ROOT_CONTEXT, span)).traceparent).toBe(`00-${span.spanContext().traceId}-${span.spanContext().spanId}-00`);
  });

  it("honours a caller's sampled flag even without an endpoint, and passes it on", () => {
    configureTracing({});
    const parent = contextFromHeaders({ traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01` });
    const span = tracerFor('students').startSpan('work', {}, parent);
    expect(span.spanContext().traceId).toBe('ab'.repeat(16));
    expect(sampled(span)).toBe(true);
    expect(traceHeaders(trace.setSpan(context.active(), span)).traceparent).toMatch(/-01$/);
  });

  it("without an endpoint, passes a sampled caller's flag on without recording a span nothing would collect", () => {
    configureTracing({});
    const parent = contextFromHeaders({ traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`, tracestate: 'vendor=x' });
    const span = tracerFor('students').startSpan('work', {}, parent);
    expect(span.isRecording()).toBe(false);
    expect(traceHeaders(trace.setSpan(ROOT_CONTEXT, span))).toEqual({ traceparent: `00-${'ab'.repeat(16)}-${span.spanContext().spanId}-01`, tracestate: 'vendor=x' });
    expect(span.spanContext().spanId).not.toBe('cd'.repeat(8));
  });

  it("without an endpoint, never reads a span's attributes (building them is the caller's cost to skip)", () => {
    configureTracing({});
    let reads = 0;
    const attributes = { get 'http.route'() { reads++; return '/work'; } };
    const span = tracerFor('students').startSpan('work', { attributes });
    expect(span.isRecording()).toBe(false);
    expect(reads).toBe(0);
  });

  it('without an endpoint, an active span is the one its callback sees, with ids for the logs', () => {
    configureTracing({});
    const parent = contextFromHeaders({ traceparent: `00-${'ef'.repeat(16)}-${'cd'.repeat(8)}-00` });
    const seen = tracerFor('students').startActiveSpan('work', {}, parent, (span) => {
      expect(trace.getActiveSpan()).toBe(span);
      return span.spanContext();
    });
    expect(seen).toMatchObject({ traceId: 'ef'.repeat(16), traceFlags: TraceFlags.NONE });
    expect(tracerFor('students').startActiveSpan('root', (span) => span.spanContext().traceId)).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
  });

  it("gives libraries that trace themselves (Apollo's gateway) spans with the caller's ids, without entering a context for them", async () => {
    configureTracing({});
    const request = tracerFor('gateway').startSpan('GET /api/students/me');
    const callers = trace.setSpan(ROOT_CONTEXT, request);
    const library = trace.getTracer('apollo/gateway-js');
    const seen = await context.with(callers, () => library.startActiveSpan('gateway.request', { attributes: { a: 1 } }, async (span) => {
      await Promise.resolve();
      return { active: context.active(), ids: span.spanContext(), recording: span.isRecording() };
    }));
    expect(seen.active).toBe(callers);
    expect(seen.ids).toEqual(request.spanContext());
    expect(seen.recording).toBe(false);
    expect(library.startSpan('outside').spanContext().traceId).toBe('0'.repeat(32));
  });

  it('with an endpoint, records every new trace under the module name, or OTEL_SERVICE_NAME when set', () => {
    configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR, OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=staging' });
    const span = tracerFor('knowledge').startSpan('work');
    expect(span.isRecording()).toBe(true);
    expect(sampled(span)).toBe(true);
    expect(resourceOf(span)).toMatchObject({ 'service.name': 'knowledge', 'service.namespace': 'counsel', 'deployment.environment.name': 'staging' });

    configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR, OTEL_SERVICE_NAME: 'counsel-all-in-one' });
    const named = tracerFor('knowledge').startSpan('work');
    expect(resourceOf(named)).toMatchObject({ 'service.name': 'counsel-all-in-one', 'counsel.module': 'knowledge' });
  });

  it('applies OTEL_TRACES_SAMPLER and its ratio', () => {
    configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR, OTEL_TRACES_SAMPLER: 'always_off' });
    expect(tracerFor('chat').startSpan('work').isRecording()).toBe(false);
    configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' });
    expect(tracerFor('chat').startSpan('work').isRecording()).toBe(false);
    configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '1' });
    expect(tracerFor('chat').startSpan('work').isRecording()).toBe(true);
  });

  it('OTEL_SDK_DISABLED=true: no spans and no ids, whatever else is set', () => {
    configureTracing({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: DEAD_COLLECTOR });
    const span = tracerFor('gateway').startSpan('work');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
    expect(traceHeaders(trace.setSpan(ROOT_CONTEXT, span))).toEqual({});
  });

  it('refuses malformed settings with a configuration error', () => {
    expect(() => configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
    expect(() => configureTracing({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(ConfigError);
    expect(() => configureTracing({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(ConfigError);
    expect(() => configureTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: '' })).not.toThrow();
  });
});

describe('parseResourceAttributes', () => {
  it('reads key=value pairs, decodes escapes and skips what it cannot read', () => {
    expect(parseResourceAttributes('a=1, b=x%20y,broken,=nokey,c=%E0%A4%A,d=a=b')).toEqual({ a: '1', b: 'x y', d: 'a=b' });
    expect(parseResourceAttributes(undefined)).toEqual({});
  });
});
