import pRetry from 'p-retry';
import type { Logger } from './logger.js';

export interface WaitOptions {
  /** Give up (and let the process exit, so the orchestrator restarts it) after this long. */
  maxWaitMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Start-up order in a cluster is not guaranteed: a service may start before MongoDB, NATS or
 * Elasticsearch answers. This retries the first contact with exponential backoff, logging each miss,
 * instead of crashing at once; the service reports not ready until it returns.
 */
export async function waitForDependency<T>(name: string, attempt: () => Promise<T>, log: Logger, o: WaitOptions = {}): Promise<T> {
  const result = await pRetry(() => attempt().catch((err: unknown) => { throw asError(err); }), {
    retries: Number.POSITIVE_INFINITY,
    randomize: false,
    factor: 2,
    minTimeout: o.minDelayMs ?? 500,
    maxTimeout: o.maxDelayMs ?? 10_000,
    maxRetryTime: o.maxWaitMs ?? 120_000,
    onFailedAttempt: ({ error, attemptNumber }) => {
      // p-retry's own schedule (no randomisation): min × 2^(n−1), capped.
      const retryInMs = Math.min((o.minDelayMs ?? 500) * 2 ** (attemptNumber - 1), o.maxDelayMs ?? 10_000);
      log.warn({ dependency: name, attempt: attemptNumber, retryInMs, err: error.message }, `${name} not reachable yet`);
    },
  });
  log.info({ dependency: name }, `connected to ${name}`);
  return result;
}

/** p-retry only retries Error instances; some drivers (and errors from another realm) fail that check. */
function asError(err: unknown): Error {
  if (err instanceof Error) return err;
  const message = typeof err === 'object' && err && 'message' in err ? String((err as { message: unknown }).message) : String(err);
  return Object.assign(new Error(message), typeof err === 'object' ? err : {});
}
