import pRetry from 'p-retry';
import { RateLimitedError, UnavailableError, phrase, type Logger } from '@counsel/kit';

/**
 * What the network answerers (Gemini, OpenAI-compatible) share: one retry policy and one mapping of a failed call
 * to the error the user sees as the chat toast. Their SDKs' own retries stay off so these are the only ones.
 */
export interface ModelCallPolicy {
  /** Attempts in all (first try included) on 429, 408, 5xx, timeouts and dropped connections. */
  attempts: number;
  /** First backoff delay; doubled each retry, with p-retry's jitter (×1 to ×2). */
  backoffMs: number;
  log: Logger;
  /** For log lines: 'gemini', 'openai'. */
  provider: string;
  /** The variable an administrator checks when the server refuses the key. */
  keyVariable: string;
}

const RETRYABLE = (status: number) => status === 429 || status === 408 || status >= 500;

/** Runs `call` with retries on transient failures; the last error, or the first that is not retryable, becomes a domain error. */
export async function withRetries<T>(call: () => Promise<T>, p: ModelCallPolicy, signal?: AbortSignal): Promise<T> {
  const retryable = (err: unknown) => {
    const status = statusOf(err);
    return status === null ? isTimeout(err) || isConnectionFailure(err) : RETRYABLE(status);
  };
  try {
    return await pRetry(call, {
      retries: Math.max(0, p.attempts - 1),
      factor: 2,
      minTimeout: p.backoffMs,
      randomize: true,
      shouldRetry: ({ error }) => retryable(error) && !signal?.aborted,
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        if (retriesLeft > 0 && retryable(error) && !signal?.aborted) {
          p.log.warn({ status: statusOf(error), attempt: attemptNumber }, `${p.provider} call failed; retrying`);
        }
      },
    });
  } catch (err) {
    throw modelError(err, p);
  }
}

/** The error the user sees as the chat toast: what happened and what to do, never internals. */
export function modelError(err: unknown, p: Pick<ModelCallPolicy, 'log' | 'provider' | 'keyVariable'>): Error {
  const status = statusOf(err);
  p.log.error({ status, err: err instanceof Error ? err.message : String(err) }, `${p.provider} call failed`);
  if (status === 429) return new RateLimitedError('The AI model is receiving too many requests right now. Please wait a minute and try again.', 60);
  if (status === 400) return new UnavailableError('The AI model could not process this request. Try a shorter or simpler question.');
  if (status === 401 || status === 403) return new UnavailableError(phrase('The AI model refused the configured API key. Ask an administrator to check {{variable}}.', { variable: p.keyVariable }));
  if (status === null && isTimeout(err)) return new UnavailableError('The AI model took too long to answer. Please try again.');
  return new UnavailableError('The AI model is unavailable right now. Please try again in a moment.');
}

/** The answer came back empty: nothing to show, and nothing the user did wrong. */
export const emptyAnswerError = () => new UnavailableError('The AI model returned an empty answer. Please try again.');

/** The HTTP status both SDKs put on their errors (ApiError of @google/genai, APIError of openai); null for network failures. */
function statusOf(err: unknown): number | null {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
}

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; message?: string } | null;
  return !!e && (e.name === 'AbortError' || e.name === 'TimeoutError' || /abort|timed? ?out/i.test(e.message ?? ''));
}

/** Refused or dropped connections (a restarting model server): worth another attempt. */
function isConnectionFailure(err: unknown): boolean {
  const e = err as { message?: string } | null;
  return !!e && /fetch failed|ECONNRESET|ECONNREFUSED|connection error/i.test(e.message ?? '');
}
