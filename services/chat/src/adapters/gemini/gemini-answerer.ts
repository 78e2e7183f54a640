import { GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import type { Logger } from '@counsel/kit';
import type { AnswerChunk, AnswerInput, Answerer } from '../../ports/answerer.js';
import { estimateTokens } from '../../domain/prompt.js';
import { emptyAnswerError, modelError, withRetries, type ModelCallPolicy } from '../model-calls.js';
import { unsupportedFactsCheck } from '../fact-guard.js';

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

/** Gemini through Google's current SDK (@google/genai), behind the Answerer port. */
export class GeminiAnswerer implements Answerer {
  readonly name = 'gemini' as const;
  readonly model: string;
  private readonly ai: GoogleGenAI;
  private readonly policy: ModelCallPolicy;

  constructor(o: GeminiOptions) {
    this.model = o.model;
    this.policy = { attempts: o.attempts, backoffMs: o.backoffMs, log: o.log, provider: 'gemini', keyVariable: 'GEMINI_API_KEY' };
    this.ai = new GoogleGenAI({
      apiKey: o.apiKey,
      httpOptions: {
        // Retries are ours (model-calls.ts), so the SDK's own retry stays off; the timeout is per attempt.
        timeout: o.timeoutMs,
        ...(o.baseUrl ? { baseUrl: o.baseUrl } : {}),
        // The platform fetch: the SDK's default reaches for Undici's global dispatcher, which is missing in
        // sandboxed contexts (jest's VM); our own timeout is far below Undici's 300 s defaults anyway.
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  async *stream(input: AnswerInput, signal?: AbortSignal): AsyncIterable<AnswerChunk> {
    const stream = await withRetries(() => this.ai.models.generateContentStream({
      model: this.model,
      contents: [{ role: 'user', parts: [{ text: input.prompt.user }] }],
      config: { systemInstruction: input.prompt.system, temperature: 0.3, maxOutputTokens: 1024, abortSignal: signal },
    }), this.policy, signal);
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
      throw modelError(err, this.policy);
    }
    if (!text) throw emptyAnswerError();
    // A date, cost or rate the model was not given is named in a note under the answer (fact-guard.ts).
    const note = unsupportedFactsCheck(text, input, this.policy);
    if (note) yield { type: 'delta', text: note };
    const usage = last?.usageMetadata;
    yield {
      type: 'usage',
      usage: {
        promptTokens: usage?.promptTokenCount ?? estimateTokens(input.prompt.system + input.prompt.user),
        completionTokens: usage?.candidatesTokenCount ?? estimateTokens(text),
      },
    };
  }
}
