import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port } from '@counsel/kit';

export const gatewayConfigSchema = commonConfigSchema.extend({
  PORT: port(4000),
  /** The origin browsers use; writes carrying the session cookie must come from it. */
  PUBLIC_URL: optionalUrl,
  COOKIE_SECURE: flag(false),
  /** Built web app to serve; defaults to web/dist in this checkout. */
  WEB_DIST: optionalString,
  /** Secret for signing upload URLs; a random one per process when unset (embedded mode). */
  UPLOAD_SIGNING_SECRET: optionalString,
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  REST_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
