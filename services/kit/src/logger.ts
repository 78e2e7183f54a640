import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import { traceFields } from './tracing/log-correlation.js';

export type { Logger };

// pino-pretty (and its colour and time-format dependencies) only for readable lines at a terminal: required the
// first time such a logger is made, not by every process, test and server that logs JSON.
const require = createRequire(import.meta.url);

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=json|pretty when set; otherwise readable lines for a person at a terminal (stdout is a TTY) and
 * JSON for everything that collects logs (a pipe, a file, a container runtime). An invalid value is reported by
 * the configuration schema (commonConfigSchema), which every module loads, as a clear start-up error.
 */
export function logFormatFrom(env: Record<string, string | undefined>, stdoutIsTTY = process.stdout.isTTY === true): LogFormat {
  const v = env.LOG_FORMAT?.trim().toLowerCase();
  if (!v) return stdoutIsTTY ? 'pretty' : 'json';
  if (v === 'json' || v === 'pretty') return v;
  return 'json';
}

/**
 * Structured logs; secrets are redacted by path wherever they might appear. Lines written while a request or an
 * event is handled carry its trace_id and span_id. `destination` defaults to stdout (tests capture lines); the
 * format defaults to JSON (see logFormatFrom for the one a process picks).
 */
export function createLogger(name: string, level = 'info', destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  // pino-pretty as a stream in this thread, not a transport: no worker thread, and lines appear in order.
  const out = format === 'pretty'
    ? (require('pino-pretty') as typeof import('pino-pretty'))({ destination: destination ?? 1, sync: true, colorize: !destination && process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' })
    : destination;
  return pino({
    name,
    level,
    base: { service: name },
    mixin: traceFields,
    redact: {
      paths: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.token', 'token', 'accessToken'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  }, out);
}
