/**
 * The offload mechanism (ADR 029) with real worker threads on each database: jobs run off this
 * thread on a connection of their own, the per-person and per-kind limits hold, streams are
 * pulled a chunk at a time, a failing job fails alone, and an idle worker ends.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleThreads, threadStarting } from '../../../../src/server/platform/idle-threads.server.ts';
import { createOffload, type Offload, offloadJob } from '../../../../src/server/platform/offload.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

const WHERE = offloadJob<Record<string, never>, { threadId: number; leads: number }>('test.where', { perKind: 2 });
const WAIT = offloadJob<{ task: string }, string>('test.wait', { perKind: 1, perPerson: 1 });
const NUMBERS = offloadJob<{ count: number; size: number }, number[]>('test.numbers');
const FAILS = offloadJob<Record<string, never>, never>('test.fails');
const registrations = [
  { module: new URL('../../../setup/offload-jobs.ts', import.meta.url).href, jobs: [WHERE, WAIT, NUMBERS, FAILS] },
];

describe.each(testBackends())('offloaded work on %s', (backend) => {
  const t = useTestDb(backend);
  let offload: Offload | undefined;
  afterEach(async () => {
    await offload?.close();
    offload = undefined;
  });
  const open = (options: { idleMs?: number; workers?: number } = {}) => {
    offload = createOffload({ database: t.current.options, registrations, ...options });
    return offload;
  };
  const release = (task: string) =>
    t.db
      .insertInto('scheduled_runs')
      .values({ task, period: 'test', started_at: new Date().toISOString(), finished_at: null })
      .execute();

  it('runs a job on a worker thread with its own connection to the same database', async () => {
    await createLead(t.db);
    const outcome = await open().run(WHERE, {});
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.threadId).not.toBe(threadId);
    expect(outcome.threadId).toBeGreaterThan(0);
    expect(outcome.value).toEqual({ threadId: outcome.threadId, leads: 1 });
  });

  it('refuses a second job of a kind by the same person while the first runs; others wait their turn', async () => {
    const pool = open();
    const first = pool.run(WAIT, { task: 'a' }, { person: 'staff-1' });
    expect(await pool.run(WAIT, { task: 'b' }, { person: 'staff-1' })).toEqual({ ok: false, problem: 'personBusy' });
    // Another person's job of the same kind queues behind the first (one of this kind at once).
    const second = pool.run(WAIT, { task: 'b' }, { person: 'staff-2' });
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ running: 1, queued: 1 }));
    await release('a');
    expect(await first).toMatchObject({ ok: true, value: 'released' });
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ running: 1, queued: 0 }));
    await release('b');
    expect(await second).toMatchObject({ ok: true, value: 'released' });
    // Done: the same person may start another.
    const again = pool.run(WAIT, { task: 'a' }, { person: 'staff-1' });
    expect(await again).toMatchObject({ ok: true });
  });

  it('streams chunks one pull at a time, and a failing job fails alone', async () => {
    const pool = open();
    const stream = await pool.stream(NUMBERS, { count: 1_050, size: 500 });
    expect(stream.ok).toBe(true);
    if (!stream.ok) return;
    const sizes: number[] = [];
    for await (const chunk of stream.chunks) sizes.push(chunk.length);
    expect(sizes).toEqual([500, 500, 50]);
    expect(await pool.run(FAILS, {})).toMatchObject({ ok: false, problem: 'failed', error: 'on purpose' });
    expect(await pool.run(WHERE, {})).toMatchObject({ ok: true });
  });

  it('ends a worker after its idle time, and starts one again for the next job', async () => {
    const pool = open({ idleMs: 100 });
    const first = await pool.run(WHERE, {});
    expect(pool.stats().workers).toBe(1);
    await vi.waitFor(() => expect(pool.stats().workers).toBe(0), { timeout: 30_000, interval: 50 });
    const second = await pool.run(WHERE, {});
    expect(first.ok && second.ok && second.threadId !== first.threadId).toBe(true);
    // Starting threads on a loaded shared machine takes seconds; the bound is on idleMs, not this.
  }, 60_000);

  it('ends its idle worker at once when another kind of thread starts (at most one kept idle)', async () => {
    const pool = open({ idleMs: 60_000 });
    await pool.run(WHERE, {});
    expect(pool.stats().workers).toBe(1);
    expect(idleThreads()).toBe(1);
    // The PDF worker, the tokenizer: any other owner starting a thread.
    // Its promise settles once the ended worker has exited (its memory is back), not before.
    await threadStarting({});
    expect(pool.stats().workers).toBe(0);
    expect(idleThreads()).toBe(0);
    expect((await pool.run(WHERE, {})).ok).toBe(true);
  }, 60_000);
});
