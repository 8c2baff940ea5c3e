/**
 * The process's idle worker threads (ADR 029). Each kind of heavy work keeps its thread for a
 * quiet minute after a job, so the next job does not pay for a start: the offload workers, the
 * PDF worker, the tokenizer with its dictionary. Each of them costs 100 to 300 MB while it lives,
 * and three kept idle side by side took the process from 150 to over 800 MB. So when a new thread
 * starts, the threads idle elsewhere end at once: the process holds the thread at work and at
 * most the one just used, never every kind at once, and the next job of an ended kind starts its
 * thread again (a second at most).
 *
 * Process-wide on purpose, like the threads it counts: every owner registers here, whichever
 * services created it.
 */

/** Owners whose thread is up and waiting, with the function that ends it. */
const idle = new Map<object, () => void>();

/** `owner`'s thread waits for work; `end` ends it (and the owner forgets it). */
export function threadIdle(owner: object, end: () => void): void {
  idle.set(owner, end);
}

/** `owner`'s thread has work again, or has ended. */
export function threadBusy(owner: object): void {
  idle.delete(owner);
}

/** A new thread is starting for `owner`: every other idle thread ends now. */
export function threadStarting(owner: object): void {
  for (const [other, end] of [...idle]) {
    if (other === owner) continue;
    idle.delete(other);
    end();
  }
}

/** How many threads wait idle (tests). */
export const idleThreads = (): number => idle.size;
