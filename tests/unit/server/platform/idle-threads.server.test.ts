/**
 * The idle-thread registry (ADR 029): a thread starting ends the others, and the largest
 * starter can wait until they have exited, but never longer than THREAD_END_WAIT_MS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  idleThreads,
  THREAD_END_WAIT_MS,
  threadBusy,
  threadIdle,
  threadStarting,
} from '../../../../src/server/platform/idle-threads.server.ts';

describe('idle threads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends every other idle thread and settles once they have exited', async () => {
    const exited: string[] = [];
    const slow = {};
    const quick = {};
    const starter = {};
    threadIdle(slow, () => new Promise((resolve) => setTimeout(() => resolve(exited.push('slow')), 30)));
    threadIdle(quick, () => {
      exited.push('quick');
      return undefined;
    });
    threadIdle(starter, () => Promise.reject(new Error('the starter itself is never ended')));
    await threadStarting(starter);
    expect(exited.sort()).toEqual(['quick', 'slow']);
    expect(idleThreads()).toBe(1);
    threadBusy(starter);
    expect(idleThreads()).toBe(0);
  });

  it('waits at most THREAD_END_WAIT_MS for a thread that does not exit', async () => {
    vi.useFakeTimers();
    threadIdle({}, () => new Promise(() => undefined));
    let settled = false;
    const starting = threadStarting({}).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(THREAD_END_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await starting;
    expect(settled).toBe(true);
  });

  it('is one registry for the whole process, however many copies of the module are loaded', async () => {
    // The server loads it from the sources (offload and PDF workers) and from the built pages
    // (the tokenizer): a second copy of the module, as a query string makes one here.
    const copy: typeof import('../../../../src/server/platform/idle-threads.server.ts') = await import(
      // @ts-expect-error: a query string makes a second module instance; its types are the first's.
      '../../../../src/server/platform/idle-threads.server.ts?second-copy'
    );
    let ended = false;
    copy.threadIdle({}, () => {
      ended = true;
      return undefined;
    });
    await threadStarting({});
    expect(ended).toBe(true);
  });
});
