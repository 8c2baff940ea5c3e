/** Astro's Node handler as the HTTP layer calls it (dist/server/entry.mjs `handler`). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: object,
) => void | Promise<void>;
