/**
 * The PDF work of a process (issue 30): upload checks and stamped copies, one at a time on one
 * worker thread (pdf-worker.server.ts) with heap limits of its own, a bounded queue and a time
 * limit. The event loop only passes bytes, so /healthz and every page keep answering while a
 * brochure is parsed; a PDF that would need more memory or time than the limits ends the worker,
 * not the process, and the next job starts another.
 *
 * Jobs have keys: a second request for a job already queued or running (the same copy asked for
 * by twenty downloads at once) waits on it instead of adding one. Each waiter may bring an
 * AbortSignal (the client's connection): a job nobody waits for any more is dropped from the
 * queue, or stopped if it is running (its worker ended), so a client that hangs up leaves no work.
 *
 * Created by the composition root (services.server.ts), never by bundled page code: the worker is
 * found beside this file, which only the unbundled server has.
 */
import { Worker } from 'node:worker_threads';
import type { DbOptions } from '../platform/db.server.ts';
import { threadBusy, threadIdle, threadStarting } from '../platform/idle-threads.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import type { PdfJobReply, PdfJobRequest } from './pdf-worker.server.ts';

/** Jobs waiting behind the running one; more are told to try again. */
export const PDF_JOB_QUEUE = 8;
/** A job running longer than this ends its worker (a stamp of a capped brochure takes seconds). */
export const PDF_JOB_TIMEOUT_MS = 60_000;
/**
 * A worker with no job for this long ends (ADR 029): a parsed brochure's memory goes back to the
 * system with its thread, not kept for the next download, which starts another in milliseconds.
 */
export const PDF_WORKER_IDLE_MS = 60_000;
/** The worker's own heap: what one parse may use, whatever the server's heap flags. */
export const PDF_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

export type PdfJobProblem = 'busy' | 'gone' | 'cancelled' | 'failed';
export type PdfJobOutcome<T> = { ok: true; value: T } | { ok: false; problem: PdfJobProblem };

/** What a job sends to the worker, made when the job starts (so a queued job holds no bytes). */
export type PdfJobInput = PdfJobRequest extends infer R ? (R extends PdfJobRequest ? Omit<R, 'id'> : never) : never;

export interface PdfJobs {
  /**
   * Runs the job `key`, or waits on the one already queued or running under that key. `build`
   * gives the worker's input when the job starts; undefined finishes it as `gone`.
   */
  run<T>(key: string, build: () => Promise<PdfJobInput | undefined>, signal?: AbortSignal): Promise<PdfJobOutcome<T>>;
  /** Whether the worker reads brochures itself (a stamp job then carries only the version's id). */
  readonly readsDatabase: boolean;
  readonly queued: number;
  readonly running: boolean;
  /** Whether a worker thread is up (it ends after PDF_WORKER_IDLE_MS without a job). */
  readonly threadUp: boolean;
  close(): Promise<void>;
}

interface Waiter {
  resolve(outcome: PdfJobOutcome<unknown>): void;
  detach(): void;
}

interface Job {
  key: string;
  build: () => Promise<PdfJobInput | undefined>;
  waiters: Set<Waiter>;
}

export interface PdfJobsOptions {
  log?: Logger;
  /**
   * The database the worker reads a stamp's brochure from, on a connection of its own (the
   * server). Without it (tests sharing one worker across databases) the caller reads the bytes
   * and they move to the worker.
   */
  database?: DbOptions;
  queue?: number;
  timeoutMs?: number;
  limits?: typeof PDF_WORKER_LIMITS;
  idleMs?: number;
}

/**
 * A copy's brochure is read for the job alone, so its bytes move to the worker instead of being
 * copied on this thread (megabytes the event loop and its heap need not touch), when the array
 * owns its whole buffer (a driver may hand out a view into a shared one). An upload's bytes are
 * not moved: the upload keeps them to store once checked.
 */
function movedBytes(input: PdfJobInput): ArrayBuffer[] {
  if (input.kind !== 'stamp' || !input.data) return [];
  const { buffer, byteOffset, byteLength } = input.data;
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : [];
}

export function createPdfJobs(options: PdfJobsOptions = {}): PdfJobs {
  const queueLimit = options.queue ?? PDF_JOB_QUEUE;
  const timeoutMs = options.timeoutMs ?? PDF_JOB_TIMEOUT_MS;
  const limits = options.limits ?? PDF_WORKER_LIMITS;
  const idleMs = options.idleMs ?? PDF_WORKER_IDLE_MS;
  let idleTimer: NodeJS.Timeout | undefined;
  // This process's PDF thread, as idle-threads.server.ts knows it.
  const owner = {};
  const queue: Job[] = [];
  const byKey = new Map<string, Job>();
  let worker: Worker | null = null;
  let current: { job: Job; id: number; timer?: NodeJS.Timeout } | null = null;
  let nextId = 0;
  let closed = false;

  const settle = (job: Job, outcome: PdfJobOutcome<unknown>): void => {
    if (byKey.get(job.key) === job) byKey.delete(job.key);
    for (const waiter of job.waiters) {
      waiter.detach();
      waiter.resolve(outcome);
    }
    job.waiters.clear();
  };

  /** Ends the worker at once (a job abandoned or over its time); the next job starts another. */
  const endWorker = (): Promise<number> | undefined => {
    const ending = worker;
    worker = null;
    clearTimeout(idleTimer);
    threadBusy(owner);
    return ending?.terminate();
  };

  const finish = (job: Job, outcome: PdfJobOutcome<unknown>): void => {
    if (current?.job !== job) return;
    clearTimeout(current.timer);
    current = null;
    worker?.unref();
    settle(job, outcome);
    setImmediate(pump);
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./pdf-worker.server.ts', import.meta.url), {
      resourceLimits: limits,
      workerData: { database: options.database },
    });
    started.on('message', (reply: PdfJobReply) => {
      if (!current || current.id !== reply.id) return;
      if (!reply.ok) options.log?.error({ error: reply.error }, 'materials: a PDF job failed');
      finish(current.job, reply.ok ? { ok: true, value: reply.value } : { ok: false, problem: 'failed' });
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the job in hand fails, the process lives.
    started.on('error', (error) => {
      options.log?.error({ err: error }, 'materials: the PDF worker stopped');
    });
    started.on('exit', () => {
      if (worker !== started) return;
      threadBusy(owner);
      worker = null;
      if (current) finish(current.job, { ok: false, problem: 'failed' });
    });
    return started;
  };

  async function pump(): Promise<void> {
    if (current || closed) return;
    const job = queue.shift();
    clearTimeout(idleTimer);
    threadBusy(owner);
    if (!job) {
      if (worker) {
        idleTimer = setTimeout(endWorker, idleMs).unref();
        // Another kind's new thread ends this one at once (idle-threads.server.ts).
        threadIdle(owner, endWorker);
      }
      return;
    }
    const id = ++nextId;
    current = { job, id };
    let input: PdfJobInput | undefined;
    try {
      input = await job.build();
    } catch (error) {
      options.log?.error({ err: error }, 'materials: a PDF job could not start');
      finish(job, { ok: false, problem: 'failed' });
      return;
    }
    // The other kinds' idle threads end, and have exited, before this one starts: their memory
    // is back before the PDF worker takes its own (idle-threads.server.ts).
    if (!worker) await threadStarting(owner);
    if (current?.id !== id) return;
    if (job.waiters.size === 0) return finish(job, { ok: false, problem: 'cancelled' });
    if (!input) return finish(job, { ok: false, problem: 'gone' });
    worker ??= start();
    worker.ref();
    current.timer = setTimeout(() => {
      options.log?.error({ timeoutMs }, 'materials: a PDF job ran out of time');
      void endWorker();
      finish(job, { ok: false, problem: 'failed' });
    }, timeoutMs);
    worker.postMessage({ ...input, id } satisfies PdfJobRequest, movedBytes(input));
  }

  /** Nobody waits for `job` any more: out of the queue, or its worker ended if it runs. */
  const abandon = (job: Job): void => {
    const index = queue.indexOf(job);
    if (index >= 0) {
      queue.splice(index, 1);
      if (byKey.get(job.key) === job) byKey.delete(job.key);
      return;
    }
    if (current?.job === job) {
      // Still reading its input: pump sees no waiters and never posts it.
      if (current.timer) void endWorker();
      finish(job, { ok: false, problem: 'cancelled' });
    }
  };

  return {
    run<T>(key: string, build: () => Promise<PdfJobInput | undefined>, signal?: AbortSignal) {
      if (closed || signal?.aborted) return Promise.resolve({ ok: false, problem: 'cancelled' } as const);
      let job = byKey.get(key);
      if (!job) {
        if (queue.length >= queueLimit) return Promise.resolve({ ok: false, problem: 'busy' } as const);
        job = { key, build, waiters: new Set() };
        byKey.set(key, job);
        queue.push(job);
      }
      const joined = job;
      return new Promise<PdfJobOutcome<T>>((resolve) => {
        const onAbort = () => {
          joined.waiters.delete(waiter);
          resolve({ ok: false, problem: 'cancelled' });
          if (joined.waiters.size === 0) abandon(joined);
        };
        const waiter: Waiter = {
          resolve: resolve as Waiter['resolve'],
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        joined.waiters.add(waiter);
        void pump();
      });
    },
    readsDatabase: options.database !== undefined,
    get queued() {
      return queue.length;
    },
    get running() {
      return current !== null;
    },
    get threadUp() {
      return worker !== null;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      threadBusy(owner);
      for (const job of queue.splice(0)) settle(job, { ok: false, problem: 'cancelled' });
      if (current) finish(current.job, { ok: false, problem: 'cancelled' });
      const ending = worker;
      worker = null;
      await ending?.terminate();
    },
  };
}
