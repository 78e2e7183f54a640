import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import pRetry from 'p-retry';
import { RateLimitedError, UnavailableError, type Logger } from '@counsel/kit';
import type { AnswerChunk, AnswerInput, Answerer } from '../../ports/answerer.js';
import { estimateTokens } from '../../domain/prompt.js';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** For tests and proxies: a server speaking the Gemini REST protocol. */
  baseUrl?: string;
  timeoutMs: number;
  /** Attempts in all (first try included) on 429, 5xx and timeouts. */
  attempts: number;
  /** First backoff delay; doubled each retry, with p-retry's jitter (×1 to ×2). */
  backoffMs: number;
  log: Logger;
}

const RETRYABLE = (status: number) => status === 429 || status === 408 || status >= 500;

/** Gemini through Google's current SDK (@google/genai), behind the Answerer port. */
export class GeminiAnswerer implements Answerer {
  readonly name = 'gemini' as const;
  readonly model: string;
  private readonly ai: GoogleGenAI;

  constructor(private readonly o: GeminiOptions) {
    this.model = o.model;
    this.ai = new GoogleGenAI({
      apiKey: o.apiKey,
      httpOptions: {
        // Retries are ours (below), so the SDK's own retry stays off; the timeout is per attempt.
        timeout: o.timeoutMs,
        ...(o.baseUrl ? { baseUrl: o.baseUrl } : {}),
        // The platform fetch: the SDK's default reaches for Undici's global dispatcher, which is missing in
        // sandboxed contexts (jest's VM); our own timeout is far below Undici's 300 s defaults anyway.
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  async *stream(input: AnswerInput, signal?: AbortSignal): AsyncIterable<AnswerChunk> {
    const stream = await this.withRetries(() => this.ai.models.generateContentStream({
      model: this.model,
      contents: [{ role: 'user', parts: [{ text: input.prompt.user }] }],
      config: { systemInstruction: input.prompt.system, temperature: 0.3, maxOutputTokens: 1024, abortSignal: signal },
    }), signal);
    let text = '';
    let last: GenerateContentResponse | null = null;
    try {
      for await (const chunk of stream) {
        last = chunk;
        const delta = chunk.text ?? '';
        if (delta) {
          text += delta;
          yield { type: 'delta', text: delta };
        }
      }
    } catch (err) {
      // Mid-stream failures cannot be retried without repeating words already shown.
      throw this.toDomainError(err);
    }
    if (!text) throw new UnavailableError('The AI model returned an empty answer. Please try again.');
    const usage = last?.usageMetadata;
    yield {
      type: 'usage',
      usage: {
        promptTokens: usage?.promptTokenCount ?? estimateTokens(input.prompt.system + input.prompt.user),
        completionTokens: usage?.candidatesTokenCount ?? estimateTokens(text),
      },
    };
  }

  /** Retries 429, 408, 5xx and timeouts (p-retry); the last error, or the first that is not retryable, becomes a domain error. */
  private async withRetries<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const retryable = (err: unknown) => {
      const status = statusOf(err);
      return status === null ? isTimeout(err) : RETRYABLE(status);
    };
    try {
      return await pRetry(call, {
        retries: Math.max(0, this.o.attempts - 1),
        factor: 2,
        minTimeout: this.o.backoffMs,
        randomize: true,
        shouldRetry: ({ error }) => retryable(error) && !signal?.aborted,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          if (retriesLeft > 0 && retryable(error) && !signal?.aborted) {
            this.o.log.warn({ status: statusOf(error), attempt: attemptNumber }, 'gemini call failed; retrying');
          }
        },
      });
    } catch (err) {
      throw this.toDomainError(err);
    }
  }

  /** The error the user sees as the chat toast: what happened and what to do, never internals. */
  private toDomainError(err: unknown): Error {
    const status = statusOf(err);
    this.o.log.error({ status, err: err instanceof Error ? err.message : String(err) }, 'gemini call failed');
    if (status === 429) return new RateLimitedError('The AI model is receiving too many requests right now. Please wait a minute and try again.', 60);
    if (status === 400) return new UnavailableError('The AI model could not process this request. Try a shorter or simpler question.');
    if (status === 401 || status === 403) return new UnavailableError('The AI model refused the configured API key. Ask an administrator to check GEMINI_API_KEY.');
    if (status === null && isTimeout(err)) return new UnavailableError('The AI model took too long to answer. Please try again.');
    return new UnavailableError('The AI model is unavailable right now. Please try again in a moment.');
  }
}

function statusOf(err: unknown): number | null {
  if (err instanceof ApiError) return err.status;
  const s = (err as { status?: unknown })?.status;
  return typeof s === 'number' ? s : null;
}

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; message?: string } | null;
  return !!e && (e.name === 'AbortError' || e.name === 'TimeoutError' || /abort|timed? ?out|fetch failed|ECONNRESET|ECONNREFUSED/i.test(e.message ?? ''));
}
