/**
 * Offloaded work (ADR 029): the one mechanism that runs a staff job on a worker thread with a
 * database connection of its own, so node:sqlite's synchronous calls never hold the thread that
 * answers visitors. It knows nothing of its users: a feature defines its jobs (`offloadJob`) and
 * a module whose `offloaded` export maps each job's kind to its function; the composition root
 * registers that module's URL (the unbundled source file, found beside services.server.ts, so the
 * built server's chunks are never asked for it). The request thread parses, authorises, hands
 * over and answers.
 *
 * Bounds, by design: at most `workers` threads (each with a heap limit), at most `perKind` jobs
 * of a kind running at once (the others wait in a bounded queue), at most `perPerson` jobs of a
 * kind per staff member (one more is refused at once, so the caller can say so), and a thread
 * that has had nothing to do for `idleMs` ends, so what it loaded (a parsed file, a dictionary)
 * goes back to the system.
 */
import { Worker } from 'node:worker_threads';
import type { DbOptions } from './db.server.ts';
import { threadBusy, threadIdle, threadStarting } from './idle-threads.server.ts';
import type { Logger } from './logger.server.ts';

/** A worker with no job for this long ends (the "quiet minute"). */
export const OFFLOAD_IDLE_MS = 60_000;
/** Threads at most: two cores is the small host we size for; a third job waits. */
export const OFFLOAD_WORKERS = 2;
/** Jobs waiting for a thread; more are refused as busy. */
export const OFFLOAD_QUEUE = 16;
/** Each worker's own heap, whatever the server's flags: a job over it ends its thread, not the process. */
export const OFFLOAD_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };
/** PostgreSQL connections per worker: the pool size is what bounds the work there. */
export const OFFLOAD_POOL_MAX = 2;

/** A kind of offloaded job: its name and its limits. `I` goes in, `O` comes out (or streams out). */
export interface OffloadJob<I, O> {
  readonly kind: string;
  readonly perKind: number;
  /** Jobs of this kind one staff member may have queued or running; Infinity: they all wait their turn. */
  readonly perPerson: number;
  /** Types only: never set. */
  readonly types?: { input: I; output: O };
}

export function offloadJob<I, O>(
  kind: string,
  limits: { perKind?: number; perPerson?: number } = {},
): OffloadJob<I, O> {
  return { kind, perKind: limits.perKind ?? 1, perPerson: limits.perPerson ?? 1 };
}

/** What a job's function receives on its thread. */
export interface OffloadContext {
  db: import('./db.server.ts').Db;
  /** The worker's thread id (never 0, the main thread's): tests check the job ran off it. */
  threadId: number;
}

/** A job's function: a value, or chunks pulled one at a time (an export). */
export type OffloadHandler = (context: OffloadContext, input: never) => Promise<unknown> | AsyncIterable<unknown>;

/** A module the workers may import: its file URL and the kinds its `offloaded` export serves. */
export interface OffloadRegistration {
  module: string;
  jobs: readonly OffloadJob<unknown, unknown>[];
}

export type OffloadProblem = 'busy' | 'personBusy' | 'failed' | 'closed';
export type OffloadOutcome<O> =
  | { ok: true; value: O; threadId: number }
  | { ok: false; problem: OffloadProblem; error?: string };
export type OffloadStream<O> =
  | { ok: true; chunks: AsyncIterable<O>; threadId: number }
  | { ok: false; problem: OffloadProblem; error?: string };

export interface RunOptions {
  /** The staff member asking (their id): the per-person limit counts by it. */
  person?: string;
}

export interface OffloadStats {
  workers: number;
  running: number;
  queued: number;
}

export interface Offload {
  run<I, O>(job: OffloadJob<I, O>, input: I, options?: RunOptions): Promise<OffloadOutcome<O>>;
  stream<I, O>(job: OffloadJob<I, O>, input: I, options?: RunOptions): Promise<OffloadStream<O>>;
  stats(): OffloadStats;
  close(): Promise<void>;
}

export interface OffloadOptions {
  database: DbOptions;
  registrations: readonly OffloadRegistration[];
  log?: Logger;
  workers?: number;
  idleMs?: number;
  queue?: number;
}

/** Messages between this thread and a worker (offload-worker.server.ts). */
export type ToWorker =
  | { type: 'run'; id: number; module: string; kind: string; input: unknown }
  | { type: 'pull'; id: number }
  | { type: 'cancel'; id: number }
  | { type: 'exit' };
export type FromWorker =
  | { type: 'done'; id: number; value: unknown }
  | { type: 'stream'; id: number }
  | { type: 'chunk'; id: number; value: unknown }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; error: string };

interface Task {
  id: number;
  job: OffloadJob<unknown, unknown>;
  module: string;
  input: unknown;
  personKey: string | null;
  streaming: boolean;
  /** Settles run() (a value) or stream() (the stream's start). */
  settle(outcome: OffloadOutcome<unknown> | OffloadStream<unknown>): void;
  /** While streaming: the pending pull. */
  pull?: { resolve(result: IteratorResult<unknown>): void; reject(error: Error): void };
}

interface Slot {
  worker: Worker;
  threadId: number;
  task: Task | null;
  idle?: NodeJS.Timeout;
}

export function createOffload(options: OffloadOptions): Offload {
  const maxWorkers = options.workers ?? OFFLOAD_WORKERS;
  const idleMs = options.idleMs ?? OFFLOAD_IDLE_MS;
  const queueLimit = options.queue ?? OFFLOAD_QUEUE;
  const database: DbOptions =
    'databaseUrl' in options.database ? { ...options.database, poolMax: OFFLOAD_POOL_MAX } : options.database;
  const modules = new Map<string, string>();
  for (const registration of options.registrations) {
    for (const job of registration.jobs) modules.set(job.kind, registration.module);
  }
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  const runningByKind = new Map<string, number>();
  const persons = new Map<string, number>();
  let nextId = 0;
  let closed = false;

  const release = (task: Task): void => {
    runningByKind.set(task.job.kind, (runningByKind.get(task.job.kind) ?? 1) - 1);
    if (!task.personKey) return;
    const left = (persons.get(task.personKey) ?? 1) - 1;
    if (left > 0) persons.set(task.personKey, left);
    else persons.delete(task.personKey);
  };

  const free = (slot: Slot): void => {
    slot.task = null;
    slot.worker.unref();
    clearTimeout(slot.idle);
    setImmediate(pump);
    if (!slots.has(slot)) return;
    const end = () => {
      clearTimeout(slot.idle);
      threadBusy(slot);
      if (slot.task || !slots.delete(slot)) return undefined;
      const exited = new Promise((resolve) => slot.worker.once('exit', resolve));
      slot.worker.postMessage({ type: 'exit' } satisfies ToWorker);
      return exited;
    };
    slot.idle = setTimeout(end, idleMs);
    slot.idle.unref();
    // Another kind's new thread ends this one at once (idle-threads.server.ts).
    threadIdle(slot, end);
  };

  /** The task in `slot` ends (finished, failed or its thread gone). */
  const finish = (slot: Slot, task: Task, outcome?: OffloadOutcome<unknown>, error?: Error): void => {
    if (slot.task !== task) return;
    release(task);
    if (outcome) task.settle(outcome);
    task.pull?.reject(error ?? new Error('offloaded job ended'));
    task.pull = undefined;
    free(slot);
  };

  const start = (): Slot => {
    const worker = new Worker(new URL('./offload-worker.server.ts', import.meta.url), {
      workerData: { database },
      resourceLimits: OFFLOAD_LIMITS,
    });
    const slot: Slot = { worker, threadId: worker.threadId, task: null };
    void threadStarting(slot);
    worker.on('message', (message: FromWorker) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      switch (message.type) {
        case 'done':
          finish(slot, task, { ok: true, value: message.value, threadId: slot.threadId });
          break;
        case 'stream':
          task.settle({ ok: true, chunks: chunks(slot, task), threadId: slot.threadId });
          break;
        case 'chunk':
          task.pull?.resolve({ done: false, value: message.value });
          task.pull = undefined;
          break;
        case 'end': {
          const pull = task.pull;
          task.pull = undefined;
          finish(slot, task);
          pull?.resolve({ done: true, value: undefined });
          break;
        }
        case 'error':
          options.log?.error({ kind: task.job.kind, error: message.error }, 'offload: a job failed');
          finish(slot, task, { ok: false, problem: 'failed', error: message.error }, new Error(message.error));
          break;
      }
    });
    // Out of its heap, or a crash: the job in hand fails, the process lives, the next job starts another.
    worker.on('error', (error) => options.log?.error({ err: error }, 'offload: a worker stopped'));
    worker.on('exit', () => {
      slots.delete(slot);
      threadBusy(slot);
      clearTimeout(slot.idle);
      const task = slot.task;
      if (task) finish(slot, task, { ok: false, problem: 'failed', error: 'worker exited' });
    });
    slots.add(slot);
    return slot;
  };

  /** A streamed job's chunks, one pulled at a time: the worker is never ahead by more than one. */
  function chunks(slot: Slot, task: Task): AsyncIterable<unknown> {
    return {
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<unknown>>((resolve, reject) => {
            if (slot.task !== task) return resolve({ done: true, value: undefined });
            task.pull = { resolve, reject };
            slot.worker.postMessage({ type: 'pull', id: task.id } satisfies ToWorker);
          }),
        return: async () => {
          if (slot.task === task) {
            slot.worker.postMessage({ type: 'cancel', id: task.id } satisfies ToWorker);
            finish(slot, task);
          }
          return { done: true, value: undefined };
        },
      }),
    };
  }

  function pump(): void {
    if (closed) return;
    for (let i = 0; i < queue.length; ) {
      const task = queue[i] as Task;
      if ((runningByKind.get(task.job.kind) ?? 0) >= task.job.perKind) {
        i += 1;
        continue;
      }
      let slot = [...slots].find((s) => s.task === null);
      if (!slot && slots.size < maxWorkers) slot = start();
      if (!slot) return;
      queue.splice(i, 1);
      clearTimeout(slot.idle);
      threadBusy(slot);
      slot.task = task;
      slot.worker.ref();
      runningByKind.set(task.job.kind, (runningByKind.get(task.job.kind) ?? 0) + 1);
      slot.worker.postMessage({
        type: 'run',
        id: task.id,
        module: task.module,
        kind: task.job.kind,
        input: task.input,
      } satisfies ToWorker);
    }
  }

  function enqueue(
    job: OffloadJob<unknown, unknown>,
    input: unknown,
    streaming: boolean,
    runOptions: RunOptions,
  ): Promise<OffloadOutcome<unknown> | OffloadStream<unknown>> {
    if (closed) return Promise.resolve({ ok: false, problem: 'closed' });
    const module = modules.get(job.kind);
    if (!module) throw new Error(`offload: no module registered for ${job.kind}`);
    const personKey =
      runOptions.person && Number.isFinite(job.perPerson) ? `${job.kind}\u0000${runOptions.person}` : null;
    if (personKey && (persons.get(personKey) ?? 0) >= job.perPerson) {
      return Promise.resolve({ ok: false, problem: 'personBusy' });
    }
    if (queue.length >= queueLimit) return Promise.resolve({ ok: false, problem: 'busy' });
    if (personKey) persons.set(personKey, (persons.get(personKey) ?? 0) + 1);
    return new Promise((settle) => {
      queue.push({ id: ++nextId, job, module, input, personKey, streaming, settle });
      pump();
    });
  }

  return {
    run: (job, input, runOptions = {}) => enqueue(job, input, false, runOptions) as Promise<OffloadOutcome<never>>,
    stream: (job, input, runOptions = {}) => enqueue(job, input, true, runOptions) as Promise<OffloadStream<never>>,
    stats: () => ({
      workers: slots.size,
      running: [...slots].filter((s) => s.task).length,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.settle({ ok: false, problem: 'closed' });
      const ending = [...slots];
      slots.clear();
      for (const slot of ending) {
        clearTimeout(slot.idle);
        threadBusy(slot);
        if (slot.task) finish(slot, slot.task, { ok: false, problem: 'closed' });
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
