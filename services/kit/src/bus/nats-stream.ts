import {
  AckPolicy,
  DeliverPolicy,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsError,
  type StreamConfig,
} from 'nats';
import type { EventEnvelope } from '@counsel/proto-events';

/** JetStream error codes we tell apart (see the server's errors.json). */
const STREAM_NAME_IN_USE = 10058;
const CONSUMER_NAME_EXISTS = 10013;
const CONSUMER_ALREADY_EXISTS = 10148;

/** Headers a dead-lettered message carries, for operators reading the stream. */
export const DeadLetterHeaders = {
  durable: 'Counsel-Durable',
  reason: 'Counsel-Reason',
  subject: 'Counsel-Original-Subject',
  deliveries: 'Counsel-Deliveries',
} as const;

function apiCode(err: unknown): number | undefined {
  return (err as NatsError | undefined)?.api_error?.err_code;
}

/** Creates the stream, or brings an existing one to this configuration. */
export async function ensureStream(jsm: JetStreamManager, opts: { name: string; subjects: string[]; maxAgeMs: number; duplicateWindowMs: number }) {
  const config: Partial<StreamConfig> & { name: string } = {
    name: opts.name,
    subjects: opts.subjects,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    max_age: nanos(opts.maxAgeMs),
    duplicate_window: nanos(opts.duplicateWindowMs),
  };
  try {
    return await jsm.streams.add(config);
  } catch (err) {
    if (apiCode(err) !== STREAM_NAME_IN_USE) throw err;
    const { storage: _fixed, name: _name, ...changeable } = config;
    return jsm.streams.update(opts.name, changeable);
  }
}

/** Creates the durable pull consumer, or updates the settings that may change on an existing one. */
export async function ensureDurable(
  jsm: JetStreamManager,
  stream: string,
  opts: { durable: string; filterSubject: string; maxDeliver: number; ackWaitMs: number; deliverFrom?: 'all' | 'new' },
) {
  const config: Partial<ConsumerConfig> = {
    durable_name: opts.durable,
    filter_subject: opts.filterSubject,
    ack_policy: AckPolicy.Explicit,
    // Only applies when the consumer is created: an existing durable keeps its position.
    deliver_policy: opts.deliverFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
    max_deliver: opts.maxDeliver,
    ack_wait: nanos(opts.ackWaitMs),
  };
  try {
    return await jsm.consumers.add(stream, config);
  } catch (err) {
    const code = apiCode(err);
    if (code !== CONSUMER_NAME_EXISTS && code !== CONSUMER_ALREADY_EXISTS) throw err;
    return jsm.consumers.update(stream, opts.durable, { max_deliver: opts.maxDeliver, ack_wait: config.ack_wait });
  }
}

/** An envelope as stored on a dead-letter subject; bytes that were never an envelope are wrapped in one. */
export function deadLetterEnvelope(m: JsMsg): EventEnvelope {
  const text = new TextDecoder().decode(m.data);
  try {
    const parsed = JSON.parse(text) as Partial<EventEnvelope> | null;
    if (parsed && typeof parsed === 'object' && typeof parsed.id === 'string' && typeof parsed.subject === 'string') {
      return parsed as EventEnvelope;
    }
  } catch {
    // not JSON: wrapped below
  }
  return {
    id: `seq-${m.seq}`,
    subject: m.headers?.get(DeadLetterHeaders.subject) ?? m.subject,
    time: new Date(Math.floor(m.info.timestampNanos / 1e6)).toISOString(),
    data: text,
  };
}

/** Every message on `filter` in the stream, oldest first, read with an ephemeral ordered consumer. */
export async function readAll(js: JetStreamClient, jsm: JetStreamManager, stream: string, filter: string): Promise<JsMsg[]> {
  const info = await jsm.streams.info(stream, { subjects_filter: filter });
  const total = Object.values(info.state.subjects ?? {}).reduce((n, c) => n + c, 0);
  if (total === 0) return [];
  const consumer = await js.consumers.get(stream, { filterSubjects: filter });
  const out: JsMsg[] = [];
  try {
    const batch = await consumer.fetch({ max_messages: total, expires: 5_000 });
    for await (const m of batch) {
      out.push(m);
      if (m.info.pending === 0) break;
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
  return out;
}
