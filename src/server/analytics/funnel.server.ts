/**
 * The funnel per entry page (issue 31), for the last 30 days: how often each page was viewed
 * (page-views.server.ts; every page shows 資料請求 in its first screen), how often the form was
 * shown to someone who came from it (`brochure_form_view` beacons from the form page's form and
 * the device pages' in-page form), and how many requests it brought (a lead's `page_path`,
 * spam left out). Cookieless: three counts per path, nothing about a visitor.
 */

import type { Db } from '../platform/db.server.ts';
import { jstDate, pageViewsByPath } from './page-views.server.ts';

export interface EntryFunnelRow {
  path: string;
  views: number;
  formViews: number;
  requests: number;
  /** Requests per view, 0–1; null without views (a form page of its own, or views not yet counted). */
  rate: number | null;
}

const DAY_MS = 86_400_000;
/** The busiest entry pages shown; the rest is a long tail of single views. */
export const ENTRY_FUNNEL_ROWS = 20;

export async function entryFunnel(db: Db, now: Date = new Date()): Promise<EntryFunnelRow[]> {
  const from = jstDate(new Date(now.getTime() - 29 * DAY_MS));
  const to = jstDate(now);
  // The first Japan midnight of the window, in UTC, for the timestamp columns.
  const since = new Date(`${from}T00:00:00+09:00`).toISOString();
  const [views, forms, requests] = await Promise.all([
    pageViewsByPath(db, from, to),
    db
      .selectFrom('analytics_events')
      .select(['path', db.fn.countAll<number | string>().as('count')])
      .where('name', '=', 'brochure_form_view')
      .where('created_at', '>=', since)
      .groupBy('path')
      .execute(),
    db
      .selectFrom('material_requests')
      .select(['page_path', db.fn.countAll<number | string>().as('count')])
      .where('status', '<>', 'spam')
      .where('created_at', '>=', since)
      .groupBy('page_path')
      .execute(),
  ]);
  const formViews = new Map(forms.map((row) => [row.path ?? '', Number(row.count)]));
  const requested = new Map(requests.map((row) => [row.page_path ?? '', Number(row.count)]));
  const paths = new Set([...formViews.keys(), ...requested.keys()].filter(Boolean));
  // Pages that brought neither a form view nor a request still show when they were viewed most.
  for (const [path] of [...views].sort((a, b) => b[1] - a[1]).slice(0, ENTRY_FUNNEL_ROWS)) paths.add(path);
  return [...paths]
    .map((path) => {
      const viewed = views.get(path) ?? 0;
      const sent = requested.get(path) ?? 0;
      return {
        path,
        views: viewed,
        formViews: formViews.get(path) ?? 0,
        requests: sent,
        rate: viewed ? sent / viewed : null,
      };
    })
    .sort((a, b) => b.requests - a.requests || b.formViews - a.formViews || b.views - a.views)
    .slice(0, ENTRY_FUNNEL_ROWS);
}
