import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import { Stream } from 'openai/streaming';
import type { Logger } from '@counsel/kit';
import type { AnswerChunk, AnswerInput, Answerer } from '../../ports/answerer.js';
import { estimateTokens } from '../../domain/prompt.js';
import { emptyAnswerError, modelError, withRetries, type ModelCallPolicy } from '../model-calls.js';
import { unsupportedFactsCheck } from '../fact-guard.js';

export interface OpenAiCompatibleOptions {
  /** The server's API root, e.g. http://ollama:11434/v1, http://vllm:8000/v1 or https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  /** Absent: no Authorization header at all (Ollama, llama.cpp's server and most self-hosted servers need none). */
  apiKey?: string;
  /** Per attempt, until the answer starts (the response headers). */
  timeoutMs: number;
  attempts: number;
  backoffMs: number;
  log: Logger;
}

type UsageLike = { prompt_tokens?: number; completion_tokens?: number } | null | undefined;

/**
 * Any server speaking OpenAI's chat-completions protocol (Ollama, vLLM, llama.cpp's server, LM Studio, a hosted
 * endpoint), through the official `openai` client, behind the Answerer port. It streams; a server that ignores
 * `stream` and sends one JSON completion is answered too. Retries, timeouts and errors are Gemini's (model-calls.ts).
 */
export class OpenAiCompatibleAnswerer implements Answerer {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly policy: ModelCallPolicy;
  private readonly timeoutMs: number;

  constructor(o: OpenAiCompatibleOptions) {
    this.model = o.model;
    this.timeoutMs = o.timeoutMs;
    this.policy = { attempts: o.attempts, backoffMs: o.backoffMs, log: o.log, provider: 'openai', keyVariable: 'LLM_API_KEY' };
    this.client = new OpenAI({
      baseURL: o.baseUrl,
      // The client insists on a key; without one it is a placeholder and the header carrying it is dropped.
      apiKey: o.apiKey || 'none',
      ...(o.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      // Nothing is read from OPENAI_* variables: this service's own configuration is the only one.
      organization: null, project: null,
      // Retries and the time limit are ours (model-calls.ts, open() below); the client's own retries stay off.
      maxRetries: 0,
      logLevel: 'off',
      // The platform fetch, as for Gemini (Undici's global dispatcher is missing in sandboxed contexts).
      fetch: (input, init) => fetch(input, init),
    });
  }

  async *stream(input: AnswerInput, signal?: AbortSignal): AsyncIterable<AnswerChunk> {
    const response = await withRetries(() => this.open(input, signal), this.policy, signal);
    let text = '';
    let usage: UsageLike = null;
    try {
      for await (const chunk of chunksOf(response)) {
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices[0]?.delta?.content ?? '';
        if (delta) {
          text += delta;
          yield { type: 'delta', text: delta };
        }
      }
    } catch (err) {
      // Mid-stream failures cannot be retried without repeating words already shown.
      throw modelError(err, this.policy);
    }
    if (!text.trim()) throw emptyAnswerError();
    // A date, cost or rate the model was not given is named in a note under the answer (fact-guard.ts).
    const note = unsupportedFactsCheck(text, input, this.policy);
    if (note) yield { type: 'delta', text: note };
    yield {
      type: 'usage',
      usage: {
        promptTokens: usage?.prompt_tokens ?? estimateTokens(input.prompt.system + input.prompt.user),
        completionTokens: usage?.completion_tokens ?? estimateTokens(text),
      },
    };
  }

  /**
   * One attempt, up to the response headers. The time limit is an abort of our own rather than the client's
   * `timeout`: it ends when the answer starts (a long answer streams on, as with Gemini), and it aborts the same
   * way in every runtime (the client's timeout is reported as a plain connection error inside jest's VM).
   */
  private async open(input: AnswerInput, signal?: AbortSignal): Promise<Response> {
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(new Error('timed out')), this.timeoutMs);
    try {
      return await this.client.chat.completions.create({
        model: this.model,
        messages: [{ role: 'system', content: input.prompt.system }, { role: 'user', content: input.prompt.user }],
        temperature: 0.3,
        // max_tokens rather than max_completion_tokens: the one every self-hosted server understands.
        max_tokens: 1024,
        stream: true,
        stream_options: { include_usage: true },
      }, { signal: signal ? AbortSignal.any([signal, limit.signal]) : limit.signal }).asResponse();
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Server-sent chunks, or the one JSON completion of a server that does not stream, read as a single chunk. */
async function* chunksOf(response: Response): AsyncIterable<Pick<ChatCompletionChunk, 'choices' | 'usage'>> {
  if (!/\bapplication\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '')) {
    // The request's signal (passed to create) already aborts the body; this controller only ends an early break.
    yield* Stream.fromSSEResponse<ChatCompletionChunk>(response, new AbortController());
    return;
  }
  const completion = await response.json() as ChatCompletion;
  const content = completion.choices?.[0]?.message?.content ?? '';
  yield {
    choices: [{ index: 0, delta: { content }, finish_reason: completion.choices?.[0]?.finish_reason ?? 'stop' }],
    usage: completion.usage ?? null,
  };
}
