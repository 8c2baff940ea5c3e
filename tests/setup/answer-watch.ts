/**
 * A client that times a server's answers on a thread of its own, for the load tests and benches
 * (tests/faults/materials-load.ts, scripts/bench-offload.ts). On the caller's thread the clock
 * also counted the caller's own work beside it (reading twenty 9 MB PDFs, building 3,000-page
 * uploads): on a busy machine that alone put a /healthz p99 of 629 ms on a server whose loop
 * was free. Each answer's time runs from the request to its last byte.
 */
import { Worker } from 'node:worker_threads';

export interface Watched {
  /** Answer times per path, ms, in order; a failed answer is Infinity. */
  times: Record<string, number[]>;
  /** How many answers failed or were not 2xx. */
  failed: number;
}

const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, paths, intervalMs } = workerData;
const times = Object.fromEntries(paths.map((path) => [path, []]));
let failed = 0;
let running = true;
parentPort.once('message', () => { running = false; });
const ask = async (path) => {
  const started = performance.now();
  const ok = await fetch(base + path, {
    headers: { 'accept-language': 'ja' },
    signal: AbortSignal.timeout(10000),
  }).then(
    (r) => r.arrayBuffer().then(() => r.ok),
    () => false,
  );
  if (!ok) failed += 1;
  times[path].push(ok ? performance.now() - started : Infinity);
};
(async () => {
  while (running) {
    await Promise.all(paths.map(ask));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  parentPort.postMessage({ times, failed });
})();
`;

/**
 * Asks each of `paths` together every `intervalMs` until the returned function is called; that
 * function stops the thread and gives every answer's time.
 */
export function watchAnswers(base: string, paths: string[], intervalMs: number): () => Promise<Watched> {
  const worker = new Worker(WATCHER, { eval: true, workerData: { base, paths, intervalMs } });
  const result = new Promise<Watched>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const watched = await result;
    await worker.terminate();
    return watched;
  };
}
