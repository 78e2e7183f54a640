import { z } from 'zod';
import { ConfigError } from './errors.js';

/**
 * Configuration is read once from the environment, validated by one zod schema per service,
 * and passed down. Nothing else reads process.env (DESIGN.md section 9).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** An optional string where an empty value means "not set" (compose files often pass VAR=). */
export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(String(v).toLowerCase())), z.boolean());

/** Settings every service shares. */
export const commonConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  HOST: z.string().default('127.0.0.1'),
  // A plain string: replica-set URLs list several comma-separated hosts, which URL parsing refuses.
  MONGODB_URL: optionalString,
  NATS_URL: optionalString,
  KEYCLOAK_URL: optionalUrl,
  KEYCLOAK_REALM: z.string().default('counsel'),
  /** Where services fetch signing keys; derived from identity or Keycloak when unset. */
  JWKS_URL: optionalUrl,
  TOKEN_ISSUER: optionalString,
});
export type CommonConfig = z.infer<typeof commonConfigSchema>;
