import { pino, type DestinationStream, type Logger } from 'pino';
import { traceFields } from './tracing/log-correlation.js';

export type { Logger };

/**
 * Structured JSON logs; secrets are redacted by path wherever they might appear. Lines written while a request
 * or an event is handled carry its trace_id and span_id. `destination` defaults to stdout (tests capture lines).
 */
export function createLogger(name: string, level = 'info', destination?: DestinationStream): Logger {
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
  }, destination);
}
