import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextFromHeaders, inSpan, traceHeaders, type TraceHeaders } from '../tracing/trace-context.js';
import { processTracer } from '../tracing/tracing.js';
import { busMetrics, type HandledOutcome } from './bus-metrics.js';

/**
 * Publishes inside a producer span (a child of whatever request or event is publishing) and hands the adapter
 * the headers to store with the event, so its delivery continues the same trace.
 */
export function tracedPublish<T>(subject: string, publish: (trace: TraceHeaders) => Promise<T>): Promise<T> {
  return inSpan(processTracer(), `${subject} publish`, {
    kind: SpanKind.PRODUCER,
    attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': subject },
  }, async () => {
    const result = await publish(traceHeaders());
    busMetrics.published(subject);
    return result;
  });
}

/**
 * A batch publish: one producer span per subject of the batch, named as a single publish is and a child of
 * whatever is publishing, so each delivery's consumer span still finds a `<subject> publish` parent (a span
 * per event would cost more than writing the event). The adapter stores `traceFor(subject)` with each event;
 * every event counts as published once the whole batch was accepted.
 */
export async function tracedPublishBatch<T>(subjects: readonly string[], publish: (traceFor: (subject: string) => TraceHeaders) => Promise<T>): Promise<T> {
  const parent = context.active();
  const counts = new Map<string, number>();
  for (const s of subjects) counts.set(s, (counts.get(s) ?? 0) + 1);
  const spans = new Map([...counts].map(([subject, n]) => [subject, processTracer().startSpan(`${subject} publish`, {
    kind: SpanKind.PRODUCER,
    attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': subject, 'messaging.batch.message_count': n },
  }, parent)]));
  const headers = new Map([...spans].map(([subject, span]) => [subject, traceHeaders(trace.setSpan(parent, span))]));
  try {
    const result = await publish((subject) => headers.get(subject) ?? {});
    for (const s of subjects) busMetrics.published(s);
    return result;
  } catch (err) {
    for (const span of spans.values()) span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
    throw err;
  } finally {
    for (const span of spans.values()) span.end();
  }
}

/**
 * One delivery of an event, inside a consumer span whose parent is the publisher's (from the stored headers):
 * runs and times the handler, counts the outcome, and resolves true when the handler succeeded. On failure
 * `failed` decides what happens next (retry or dead letter) within the same span, so its log lines carry the
 * trace too, and returns the outcome to count (null: not counted, e.g. the bus is closing).
 */
export function tracedDelivery(
  subject: string,
  durable: string,
  headers: TraceHeaders | null | undefined,
  handler: () => Promise<void>,
  failed: (err: unknown) => HandledOutcome | null | Promise<HandledOutcome | null>,
): Promise<boolean> {
  return inSpan(processTracer(), `${subject} process`, {
    kind: SpanKind.CONSUMER,
    attributes: { 'messaging.operation.type': 'process', 'messaging.destination.name': subject, 'messaging.consumer.group.name': durable },
  }, async (span) => {
    const started = performance.now();
    const error = await handler().then(() => null, (err: unknown) => ({ err }));
    busMetrics.handlerSeconds(subject, durable, (performance.now() - started) / 1000);
    if (!error) {
      busMetrics.handled(subject, durable, 'ok');
      return true;
    }
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error.err as Error)?.message });
    const outcome = await failed(error.err);
    if (outcome) busMetrics.handled(subject, durable, outcome);
    return false;
  }, contextFromHeaders(headers));
}
