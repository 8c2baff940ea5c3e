/**
 * An offload worker thread (started by offload.server.ts, ADR 029): opens its own database handle
 * (SQLite: the same file in WAL mode with a busy timeout, so the server's writes interleave with
 * this thread's short transactions; PostgreSQL: a pool of its own, OFFLOAD_POOL_MAX connections),
 * imports the registered module a job names and runs its `offloaded[kind]` function. A function
 * returning an async iterable streams: each chunk waits for the main thread's pull, so neither
 * side holds more than one. On `exit` (its quiet minute is over) it closes the database and ends.
 */
import { type MessagePort, parentPort, threadId, workerData } from 'node:worker_threads';
import { createDb, type DbOptions } from './db.server.ts';
import type { FromWorker, OffloadContext, OffloadHandler, ToWorker } from './offload.server.ts';

if (!parentPort) throw new Error('offload-worker: run as a worker thread');
const port: MessagePort = parentPort;
const db = createDb((workerData as { database: DbOptions }).database);
const context: OffloadContext = { db, threadId };
const streams = new Map<number, AsyncIterator<unknown>>();

const post = (message: FromWorker): void => {
  const value = 'value' in message ? message.value : undefined;
  // A chunk of bytes moves to the main thread instead of being copied.
  port.postMessage(message, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
};
const problem = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'run': {
      const loaded = (await import(message.module)) as { offloaded?: Record<string, OffloadHandler> };
      const handler = loaded.offloaded?.[message.kind];
      if (!handler) throw new Error(`offload-worker: ${message.kind} is not in ${message.module}`);
      const out = handler(context, message.input as never);
      if (out && typeof (out as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
        streams.set(message.id, (out as AsyncIterable<unknown>)[Symbol.asyncIterator]());
        post({ type: 'stream', id: message.id });
        return;
      }
      post({ type: 'done', id: message.id, value: await out });
      return;
    }
    case 'pull': {
      const iterator = streams.get(message.id);
      if (!iterator) return post({ type: 'end', id: message.id });
      const next = await iterator.next();
      if (next.done) {
        streams.delete(message.id);
        return post({ type: 'end', id: message.id });
      }
      return post({ type: 'chunk', id: message.id, value: next.value });
    }
    case 'cancel': {
      const iterator = streams.get(message.id);
      streams.delete(message.id);
      await iterator?.return?.();
      return;
    }
    case 'exit':
      await db.destroy();
      // Ends this thread now, not once its loop runs dry: a job module's timer or handle kept an
      // ended worker (and its 100-300 MB) alive for seconds after the tokenizer had waited for
      // it and loaded beside it (ADR 029). In a worker, process.exit ends the thread only.
      process.exit(0);
  }
}

port.on('message', (message: ToWorker) => {
  handle(message).catch((error: unknown) => {
    if (message.type === 'run' || message.type === 'pull') {
      streams.delete(message.id);
      post({ type: 'error', id: message.id, error: problem(error) });
    }
  });
});
