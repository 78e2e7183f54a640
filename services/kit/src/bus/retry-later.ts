import type { Logger } from '../logger.js';

/**
 * A handler's expected wait, not a failure: the event needs a fact another event brings (a student's profile that
 * has not arrived yet), so the bus delivers it again later. Consumers log it as one info line without a stack;
 * after the last delivery it is dead-lettered like any failure.
 */
export class RetryLater extends Error {
  readonly retryLater = true as const;
  constructor(message: string) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** Whether `err` marks an expected retry (checked by a flag, so a copy of the kit in another bundle still counts). */
export const isRetryLater = (err: unknown): err is RetryLater =>
  typeof err === 'object' && err !== null && (err as { retryLater?: unknown }).retryLater === true;

/** How both durable consumers log a handler's failure that will be retried. */
export function logRetry(log: Logger, where: Record<string, unknown>, err: unknown, delivery: number) {
  if (isRetryLater(err)) log.info({ ...where, delivery, reason: err.message }, 'event waits for another; will retry');
  else log.warn({ ...where, err, delivery }, 'event handler failed; will retry');
}
