import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets are redacted by path wherever they might appear. */
export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    redact: {
      paths: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.token', 'token', 'accessToken'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
