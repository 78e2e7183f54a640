import { z } from 'zod';
import { commonConfigSchema, optionalString, optionalUrl, port, runtimeOnly } from '@counsel/kit';

export const chatConfigSchema = commonConfigSchema.extend({
  CHAT_PORT: port(4105),
  /**
   * A server speaking OpenAI's chat-completions protocol (Ollama, vLLM, llama.cpp's server, a hosted endpoint), e.g.
   * http://ollama:11434/v1. Set, it answers the chat and Gemini is not called for answers (docs/ai-data-flow.md).
   */
  LLM_BASE_URL: optionalUrl,
  /** The model's name on that server (required with LLM_BASE_URL), e.g. llama3.1:8b. */
  LLM_MODEL: optionalString,
  /** Optional: self-hosted servers usually need none; without it no Authorization header is sent. */
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(60_000),
  LLM_ATTEMPTS: z.coerce.number().int().min(1).max(6).default(3),
  LLM_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** Without a key (and without LLM_BASE_URL), `provider: "gemini"` turns are answered by the offline answerer (and say so). */
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** A server speaking the Gemini REST protocol (tests, proxies); Google's endpoint when unset. */
  GEMINI_BASE_URL: optionalUrl,
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  GEMINI_ATTEMPTS: z.coerce.number().int().min(1).max(6).default(3),
  GEMINI_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  CHAT_RATE_LIMIT_PER_MINUTE: runtimeOnly(z.coerce.number().int().min(1).max(10_000).default(20)),
  CHAT_TOP_K: z.coerce.number().int().min(1).max(20).default(5),
  /** How long a turn waits for the knowledge and settings services. */
  CHAT_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Chat turns (question, answer, sources, rating) are deleted this many days after they were asked. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
}).refine((c) => !c.LLM_BASE_URL || c.LLM_MODEL, {
  path: ['LLM_MODEL'], message: 'LLM_MODEL is required when LLM_BASE_URL is set (the model name the server knows, e.g. llama3.1:8b)',
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;
