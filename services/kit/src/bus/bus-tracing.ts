import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextFromHeaders, traceHeaders, type TraceHeaders } from '../tracing/trace-context.js';
import { processTracer } from '../tracing/tracing.js';
import { busMetrics, type HandledOutcome } from './bus-metrics.js';

/**
 * Publishes inside a producer span (a child of whatever request or event is publishing) and hands the adapter
 * the headers to store with the event, so its delivery continues the same trace.
 */
export async function tracedPublish<T>(subject: string, publish: (trace: TraceHeaders) => Promise<T>): Promise<T> {
  const span = processTracer().startSpan(`${subject} publish`, {
    kind: SpanKind.PRODUCER,
    attributes: { 'messaging.operation.type': 'send', 'messaging.destination.name': subject },
  });
  try {
    const result = await publish(traceHeaders(trace.setSpan(context.active(), span)));
    busMetrics.published(subject);
    return result;
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
    throw err;
  } finally {
    span.end();
  }
}

/**
 * One delivery of an event, inside a consumer span whose parent is the publisher's (from the stored headers):
 * runs and times the handler, counts the outcome, and resolves true when the handler succeeded. On failure
 * `failed` decides what happens next (retry or dead letter) within the same span, so its log lines carry the
 * trace too, and returns the outcome to count (null: not counted, e.g. the bus is closing).
 */
export async function tracedDelivery(
  subject: string,
  durable: string,
  headers: TraceHeaders | null | undefined,
  handler: () => Promise<void>,
  failed: (err: unknown) => HandledOutcome | null | Promise<HandledOutcome | null>,
): Promise<boolean> {
  const parent = contextFromHeaders(headers);
  const span = processTracer().startSpan(`${subject} process`, {
    kind: SpanKind.CONSUMER,
    attributes: { 'messaging.operation.type': 'process', 'messaging.destination.name': subject, 'messaging.consumer.group.name': durable },
  }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    const started = performance.now();
    try {
      await handler();
      busMetrics.handlerSeconds(subject, durable, (performance.now() - started) / 1000);
      busMetrics.handled(subject, durable, 'ok');
      return true;
    } catch (err) {
      busMetrics.handlerSeconds(subject, durable, (performance.now() - started) / 1000);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
      const outcome = await failed(err);
      if (outcome) busMetrics.handled(subject, durable, outcome);
      return false;
    } finally {
      span.end();
    }
  });
}
