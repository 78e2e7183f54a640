import { z } from 'zod';
import { commonConfigSchema, optionalString, optionalUrl, port } from '@counsel/kit';

export const chatConfigSchema = commonConfigSchema.extend({
  CHAT_PORT: port(4105),
  /** Without a key, `provider: "gemini"` turns are answered by the offline answerer (and say so). */
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** A server speaking the Gemini REST protocol (tests, proxies); Google's endpoint when unset. */
  GEMINI_BASE_URL: optionalUrl,
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  GEMINI_ATTEMPTS: z.coerce.number().int().min(1).max(6).default(3),
  GEMINI_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  CHAT_TOP_K: z.coerce.number().int().min(1).max(20).default(5),
  /** How long a turn waits for the knowledge and settings services. */
  CHAT_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;
