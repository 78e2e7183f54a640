import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
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
