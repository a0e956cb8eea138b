import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const options = {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
  };
  if (config.env === 'development' && process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty' } });
  }
  // Production logs two lines per request: written one syscall each, that was a tenth of a signed-in
  // request's CPU under load (ADR 14). Buffered to 4 KB instead; pino flushes the buffer on exit, and a
  // crash (kill -9) loses at most those 4 KB.
  if (config.env === 'production') return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  return pino(options);
}
