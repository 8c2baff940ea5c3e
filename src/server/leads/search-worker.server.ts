/**
 * The inbox search's index lookup off the event loop (issue 23, ADR 023). node:sqlite is
 * synchronous: an FTS5 trigram match for text that most leads contain ("example", "クリニック")
 * reads doclists of a million entries, a few hundred milliseconds during which, on the server's
 * loop, no visitor would be answered. So on SQLite the match runs here, on a worker thread with
 * a read connection of its own (WAL lets it read beside the writer), and only the rowids come
 * back; the inbox then reads its page and counts from those through the table's indexes.
 * PostgreSQL needs none of this: its driver never blocks the loop.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SQLITE_FILE_NAME } from '../platform/db.server.ts';

/** The lead search index as the inbox uses it: match an FTS5 expression, newest rowids first. */
export interface LeadSearchIndex {
  match(expression: string, limit: number): Promise<number[]>;
  close(): Promise<void>;
}

// Plain JavaScript run with `eval`, so it survives bundling as the server's other workers do.
// FTS5 returns rowids ascending; the newest `limit` are kept as they stream by.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA query_only = ON');
const query = 'select rowid as r from material_requests_fts where material_requests_fts match ?';
parentPort.on('message', ({ id, expression, limit }) => {
  try {
    let kept = [];
    // Prepared each time: a statement that failed mid-iteration keeps failing.
    for (const row of db.prepare(query).iterate(expression)) {
      kept.push(Number(row.r));
      if (kept.length >= 2 * limit) kept = kept.slice(-limit);
    }
    parentPort.postMessage({ id, rowids: kept.slice(-limit).reverse() });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

interface Pending {
  resolve: (rowids: number[]) => void;
  reject: (error: Error) => void;
}

/**
 * A search index over the SQLite file in `dataDir`. The worker starts on the first search and is
 * referenced only while a search is under way, so an idle one never keeps a process alive; if
 * it dies, the searches waiting on it fail and the next one starts another.
 */
export function leadSearchWorker(dataDir: string): LeadSearchIndex {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let next = 0;

  const start = (): Worker => {
    const started = new Worker(workerSource, { eval: true, workerData: { file: join(dataDir, SQLITE_FILE_NAME) } });
    started.unref();
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`lead search worker exited (${code})`)));
    started.on('message', (message: { id: number; rowids?: number[]; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.rowids ?? []);
    });
    return started;
  };

  return {
    match(expression, limit) {
      worker ??= start();
      const current = worker;
      return new Promise<number[]>((resolve, reject) => {
        next += 1;
        if (pending.size === 0) current.ref();
        pending.set(next, { resolve, reject });
        current.postMessage({ id: next, expression, limit });
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
