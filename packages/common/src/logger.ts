import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets that may pass through request objects are redacted. */
export function createLogger(name: string, level: LoggerOptions['level'] = 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}
