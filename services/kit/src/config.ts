import { z } from 'zod';
import { ConfigError } from './errors.js';

/**
 * Configuration is read once from the environment, validated by one zod schema per service,
 * and passed down. Nothing else reads process.env.
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

// Marked where declared, so what reads the marks (the test portals' demo template) cannot drift from the settings.
const runtimeOnlyRegistry = z.registry();

/**
 * Marks a setting as runtime-only: it changes how a running portal answers (its port, its logs, a limit), never
 * what the portal writes when it seeds or starts, so portals differing only in such settings may share seeded data.
 * The mark is on a copy: a shared schema (optionalString) stays unmarked elsewhere.
 */
export function runtimeOnly<T extends z.ZodType>(setting: T): T {
  const marked = setting.clone();
  runtimeOnlyRegistry.add(marked);
  return marked;
}

/** The names of the settings of `schema` (an object of settings) marked runtime-only where they are declared. */
export function runtimeOnlyKeys(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape).filter(([, setting]) => runtimeOnlyRegistry.has(setting)).map(([key]) => key);
}

/** Settings every service shares. */
export const commonConfigSchema = z.object({
  NODE_ENV: runtimeOnly(z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: runtimeOnly(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** json or pretty; unset: pretty on a terminal, JSON otherwise (logger.ts logFormatFrom). */
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['json', 'pretty']).optional()),
  DATA_DIR: runtimeOnly(z.string().default('./data')),
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

const optionalHttpUrl = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());
const SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

/**
 * OpenTelemetry's standard variables, as far as Counsel reads them (tracing/tracing.ts). All optional: with no
 * OTLP endpoint, trace ids still tie log lines together but no span leaves the process.
 */
export const telemetryConfigSchema = z.object({
  /**
   * true: no tracing at all (no spans, no trace ids in logs, and no AsyncLocalStorage context tracking, whose
   * promise hooks cost about 10-15% of a request's CPU on Node 20).
   */
  OTEL_SDK_DISABLED: flag(false),
  /** OTLP/HTTP (protobuf) collector, e.g. http://otel-collector:4318; traces go to <it>/v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalHttpUrl,
  /** The full traces URL, when it is not <OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalHttpUrl,
  /** service.name of every span of this process; default: the module's own name (gateway, knowledge, ...). */
  OTEL_SERVICE_NAME: optionalString,
  /** Extra resource attributes: key=value,key=value (e.g. deployment.environment.name=production). */
  OTEL_RESOURCE_ATTRIBUTES: optionalString,
  /** Which new traces are recorded; default parentbased_always_on (every trace, or as the caller decided). */
  OTEL_TRACES_SAMPLER: z.preprocess(emptyToUndefined, z.enum(SAMPLERS).optional()),
  /** Ratio for the *traceidratio samplers, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).optional()),
});
export type TelemetryConfig = z.infer<typeof telemetryConfigSchema>;
