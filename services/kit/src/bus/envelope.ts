import { randomUUID } from 'node:crypto';
import { assertEventPayload, type EventEnvelope } from '@counsel/proto-events';

export function makeEnvelope<T>(subject: string, data: T, fixed: { id?: string; time?: string } = {}): EventEnvelope<T> {
  assertEventPayload(subject, data);
  return { id: fixed.id ?? randomUUID(), subject, time: fixed.time ?? new Date().toISOString(), data };
}

export function readEnvelope(raw: unknown): EventEnvelope {
  const env = raw as EventEnvelope;
  if (!env || typeof env !== 'object' || typeof env.id !== 'string' || typeof env.subject !== 'string') {
    throw new Error('not an event envelope');
  }
  assertEventPayload(env.subject, env.data);
  return env;
}
