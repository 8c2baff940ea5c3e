/**
 * Scheduled work that must run once per period across every instance (ADR 014): each
 * instance checks on its own timer, and a row per task and period in `scheduled_runs`, whose
 * primary key lets only one insert succeed, decides who runs it. The others skip. This needs
 * nothing PostgreSQL-specific, so the SQLite default behaves the same.
 *
 * A failed run gives its period back (the row is deleted), so the next check, on any instance,
 * tries again. A run whose process died keeps its row: that period is not run again, and the
 * next period's run catches up (today's tasks are cumulative, as retention is).
 */
import type { Db } from './db.server.ts';

export type PeriodRun<T> = { ran: true; result: T } | { ran: false };

/** The Japan-time calendar day of `now`, 'YYYY-MM-DD': the period of a daily task. */
export const japanDay = (now: Date): string => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Runs `fn` if no caller (in this or another process) has claimed `task` for `period` yet;
 * otherwise resolves `{ ran: false }` without running it. Rethrows what `fn` throws.
 */
export async function runOncePerPeriod<T>(
  db: Db,
  task: string,
  period: string,
  fn: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<PeriodRun<T>> {
  const claimed = await db
    .insertInto('scheduled_runs')
    .values({ task, period, started_at: now().toISOString(), finished_at: null })
    .onConflict((oc) => oc.columns(['task', 'period']).doNothing())
    .returning('task')
    .executeTakeFirst();
  if (!claimed) return { ran: false };
  const mine = db.updateTable('scheduled_runs').where('task', '=', task).where('period', '=', period);
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    await db
      .deleteFrom('scheduled_runs')
      .where('task', '=', task)
      .where('period', '=', period)
      .execute()
      .catch(() => {});
    throw error;
  }
  await mine.set({ finished_at: now().toISOString() }).execute();
  return { ran: true, result };
}
