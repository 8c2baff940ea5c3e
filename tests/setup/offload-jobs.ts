/**
 * Jobs for the offload mechanism's own tests (tests/integration/server/platform/offload.server.test.ts):
 * loaded by an offload worker from this file's URL, as a feature's job module would be.
 */
import type { OffloadContext } from '../../src/server/platform/offload.server.ts';

/** Where it ran, and how many leads its own connection sees. */
async function whereAmI({ db, threadId }: OffloadContext, _input: Record<string, never>) {
  const row = await db
    .selectFrom('material_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { threadId, leads: Number(row.n) };
}

/** Waits until the database has a scheduled run named `task`: a job that runs until a test says. */
async function waitFor({ db }: OffloadContext, input: { task: string }) {
  for (;;) {
    const row = await db.selectFrom('scheduled_runs').select('task').where('task', '=', input.task).executeTakeFirst();
    if (row) return 'released';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `count` numbers in chunks of `size`, each pulled by the main thread. */
async function* numbers(_context: OffloadContext, input: { count: number; size: number }) {
  for (let start = 0; start < input.count; start += input.size) {
    yield Array.from({ length: Math.min(input.size, input.count - start) }, (_, i) => start + i);
  }
}

async function fails(_context: OffloadContext, _input: Record<string, never>): Promise<never> {
  throw new Error('on purpose');
}

export const offloaded = {
  'test.where': whereAmI,
  'test.wait': waitFor,
  'test.numbers': numbers,
  'test.fails': fails,
};
