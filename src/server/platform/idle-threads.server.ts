/**
 * The process's idle worker threads (ADR 029). Each kind of heavy work keeps its thread for a
 * quiet minute after a job, so the next job does not pay for a start: the offload workers, the
 * PDF worker, the tokenizer with its dictionary. Each of them costs 100 to 300 MB while it lives,
 * and three kept idle side by side took the process from 150 to over 800 MB. So when a new thread
 * starts, the threads idle elsewhere end at once: the process holds the thread at work and at
 * most the one just used, never every kind at once, and the next job of an ended kind starts its
 * thread again (a second at most).
 *
 * A thread that ends gives its memory back only once it has exited, so the largest starter (the
 * tokenizer, whose dictionary load is the process's biggest step) waits for those ends before it
 * loads: otherwise the old threads' heaps and the new one's add up for a moment (505–678 MB in
 * the issue 40 bench's publish).
 *
 * Process-wide on purpose, like the threads it counts: every owner registers here, whichever
 * services created it.
 */

/** Ends an idle thread; the promise, where there is one, settles once the thread has exited. */
type EndThread = () => Promise<unknown> | undefined;

/**
 * Owners whose thread is up and waiting, with the function that ends it. Kept on `globalThis`:
 * the server runs this module twice, once from the sources (the services: offload workers, the
 * PDF worker) and once bundled into the built pages (the tokenizer), and two maps let the
 * tokenizer load its dictionary beside an import's idle worker (both alive: 476 MB in
 * bench:offload).
 */
const REGISTRY = Symbol.for('pelvia.idle-threads');
const shared = globalThis as { [REGISTRY]?: Map<object, EndThread> };
shared[REGISTRY] ??= new Map();
const idle: Map<object, EndThread> = shared[REGISTRY];

/** The longest a starting thread waits for the others to exit (a thread stuck in a job). */
export const THREAD_END_WAIT_MS = 2_000;

/** `owner`'s thread waits for work; `end` ends it (and the owner forgets it). */
export function threadIdle(owner: object, end: EndThread): void {
  idle.set(owner, end);
}

/** `owner`'s thread has work again, or has ended. */
export function threadBusy(owner: object): void {
  idle.delete(owner);
}

/**
 * A new thread is starting for `owner`: every other idle thread ends now. The promise settles
 * when they have exited (at most THREAD_END_WAIT_MS); a starter that can wait, awaits it.
 */
export function threadStarting(owner: object): Promise<void> {
  const exits: Promise<unknown>[] = [];
  for (const [other, end] of [...idle]) {
    if (other === owner) continue;
    idle.delete(other);
    const exited = end();
    if (exited) exits.push(exited.catch(() => undefined));
  }
  if (exits.length === 0) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, THREAD_END_WAIT_MS);
    timer.unref();
  });
  return Promise.race([Promise.all(exits).then(() => undefined), cap]).finally(() => clearTimeout(timer));
}

/** How many threads wait idle (tests). */
export const idleThreads = (): number => idle.size;
