import { Ajv, type ValidateFunction } from 'ajv';
import { schemas, type EventPayloads } from './contracts.js';

const ajv = new Ajv({ allErrors: true, strict: true });
const compiled = new Map<string, ValidateFunction>();

export class EventContractError extends Error {
  constructor(subject: string, detail: string) {
    super(`event ${subject} breaks its contract: ${detail}`);
    this.name = 'EventContractError';
  }
}

/** Throws EventContractError when `data` does not match the subject's JSON Schema. */
export function assertEventPayload<S extends keyof EventPayloads>(subject: S | string, data: unknown): asserts data is EventPayloads[S] {
  const schema = (schemas as Record<string, object>)[subject];
  if (!schema) throw new EventContractError(subject, 'unknown subject');
  let validate = compiled.get(subject);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(subject, validate);
  }
  if (!validate(data)) throw new EventContractError(subject, ajv.errorsText(validate.errors));
}
