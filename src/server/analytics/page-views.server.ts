/**
 * Page views per path and Japan day, for the funnel per entry page (issue 31): the first column,
 * 表示. Counted in this process's memory as pages are served (prerendered files cost no write)
 * and added to `page_views` once a minute with one upsert per path, so a page view never waits
 * on the database and N instances simply add up. No cookie, no script, nothing about the
 * visitor: a path and a number. Only paths the caller knows as pages are counted, so the map is
 * bounded by the site's pages however many odd URLs arrive.
 */
import { sql } from 'kysely';
import type { Db } from '../platform/db.server.ts';

const JST_OFFSET_MS = 9 * 60 * 60_000;

/** YYYY-MM-DD in Japan time. */
export const jstDate = (at: Date): string => new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

export interface PageViewCounter {
  /** One view of `path` (a page of the site), now. */
  count(path: string, now?: Date): void;
  /** Adds what was counted to the database and starts again; returns how many views. */
  flush(): Promise<number>;
}

export function createPageViewCounter(db: Db): PageViewCounter {
  let pending = new Map<string, number>();
  return {
    count(path, now = new Date()) {
      const key = `${jstDate(now)} ${path}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    async flush() {
      if (pending.size === 0) return 0;
      const batch = pending;
      pending = new Map();
      let total = 0;
      for (const [key, views] of batch) {
        const [day = '', path = ''] = [key.slice(0, 10), key.slice(11)];
        total += views;
        await db
          .insertInto('page_views')
          .values({ day, path, views })
          .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ views: sql`page_views.views + ${views}` }))
          .execute();
      }
      return total;
    },
  };
}

/** Views per path between two Japan days (inclusive), most viewed first. */
export async function pageViewsByPath(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.sum<number | string>('views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .execute();
  return new Map(rows.map((row) => [row.path, Number(row.views)]));
}
