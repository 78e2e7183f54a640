import { eventSchemas, type EventPayloads } from './contracts.js';

export class EventContractError extends Error {
  constructor(subject: string, detail: string) {
    super(`event ${subject} breaks its contract: ${detail}`);
    this.name = 'EventContractError';
  }
}

const isSubject = (subject: string): subject is keyof EventPayloads => Object.prototype.hasOwnProperty.call(eventSchemas, subject);

/** Throws EventContractError when `data` does not match the subject's contract (contracts.ts). */
export function assertEventPayload<S extends keyof EventPayloads>(subject: S | string, data: unknown): asserts data is EventPayloads[S] {
  if (!isSubject(subject)) throw new EventContractError(subject, 'unknown subject');
  const result = eventSchemas[subject].safeParse(data);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(payload)'}: ${i.message}`).join('; ');
    throw new EventContractError(subject, detail);
  }
}
