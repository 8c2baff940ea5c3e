import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Lines go out asynchronously: a synchronous write per request was a measurable share of a
 * static response (docs/product.md#caches). pino flushes what is buffered when the process exits.
 */
export const createLogger = (level: string): Logger =>
  pino({ level, base: { service: 'site' } }, pino.destination({ sync: false }));
