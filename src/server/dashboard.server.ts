/**
 * The figures of the admin dashboard (docs/product.md#dashboard): new brochure requests in the last 7 and 30 days
 * in total, by product and by locale; notifications waiting and failed; booking clicks per day.
 * Spam is never counted. Days are Japanese calendar days (UTC+9 all year, no daylight saving),
 * the ones the sales team works in: "the last 7 days" are today and the six days before.
 */
import { type Kysely, sql } from 'kysely';
import { brochureProductIds } from '../content/products.ts';
import { locales } from '../i18n/locales.ts';
import { type Database, dialectOf } from './db.server.ts';
import { WEBHOOK_JOB_KIND } from './webhooks.server.ts';

export interface DashboardStats {
  newLeads: { last7: number; last30: number };
  /** Every brochure product in catalogue order (0 when none), then any other stored id. */
  byProduct: { product: string; last7: number; last30: number }[];
  /** Every site locale in order (0 when none), then any other stored locale. */
  byLocale: { locale: string; last7: number; last30: number }[];
  /** Outbox jobs: pending counts those being sent right now too. */
  notifications: { pending: number; failed: number };
  /** The last 30 days, oldest first, every day present (0 filled). */
  bookingClicks: { date: string; count: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Japanese calendar date (YYYY-MM-DD) of an instant. */
export const japanDate = (instant: Date): string =>
  new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Japan at the start of a YYYY-MM-DD date, as an ISO-8601 UTC string. */
const japanMidnight = (date: string): string => new Date(`${date}T00:00:00+09:00`).toISOString();

/** The Japanese date of a stored ISO timestamp, in SQL. */
function japanDateSql(db: Kysely<Database>) {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char((created_at::timestamptz) at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`
    : sql<string>`date(created_at, '+9 hours')`;
}

interface Counts {
  key: string;
  last7: number;
  last30: number;
}

/** Known keys first in their order, zero-filled; unexpected stored keys after them, sorted. */
function complete(known: readonly string[], rows: Counts[]): Counts[] {
  const found = new Map(rows.map((row) => [row.key, row]));
  const extra = rows.map((row) => row.key).filter((key) => !known.includes(key));
  return [...known, ...extra.sort()].map((key) => found.get(key) ?? { key, last7: 0, last30: 0 });
}

export async function dashboardStats(db: Kysely<Database>, now: Date = new Date()): Promise<DashboardStats> {
  const today = japanDate(now);
  const days = Array.from({ length: 30 }, (_, i) => japanDate(new Date(now.getTime() - (29 - i) * DAY_MS)));
  const since30 = japanMidnight(days[0] ?? today);
  const since7 = japanMidnight(days[23] ?? today);
  const until = now.toISOString();

  const leadCounts = (key: 'product' | 'locale'): Promise<Counts[]> =>
    db
      .selectFrom('material_requests')
      .select((eb) => [
        eb.ref(key).as('key'),
        eb.fn.countAll<number | string>().as('last30'),
        eb.fn.sum<number | string>(eb.case().when('created_at', '>=', since7).then(1).else(0).end()).as('last7'),
      ])
      .where('status', '<>', 'spam')
      .where('created_at', '>=', since30)
      .where('created_at', '<=', until)
      .groupBy(key)
      .execute()
      .then((rows) => rows.map((row) => ({ key: row.key, last7: Number(row.last7), last30: Number(row.last30) })));

  const [products, localeRows, jobs, clicks] = await Promise.all([
    leadCounts('product'),
    leadCounts('locale'),
    db
      .selectFrom('outbox_jobs')
      .select(['status', db.fn.countAll<number | string>().as('count')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .where('kind', '<>', WEBHOOK_JOB_KIND)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('analytics_events')
      .select([japanDateSql(db).as('date'), db.fn.countAll<number | string>().as('count')])
      .where('name', '=', 'booking_click')
      .where('created_at', '>=', since30)
      .where('created_at', '<=', until)
      .groupBy(japanDateSql(db))
      .execute(),
  ]);

  const jobCount = (status: string) => Number(jobs.find((job) => job.status === status)?.count ?? 0);
  const clicksByDate = new Map(clicks.map((row) => [row.date, Number(row.count)]));

  return {
    newLeads: {
      last7: products.reduce((sum, row) => sum + row.last7, 0),
      last30: products.reduce((sum, row) => sum + row.last30, 0),
    },
    byProduct: complete(brochureProductIds, products).map(({ key, ...counts }) => ({ product: key, ...counts })),
    byLocale: complete(locales, localeRows).map(({ key, ...counts }) => ({ locale: key, ...counts })),
    notifications: { pending: jobCount('pending') + jobCount('sending'), failed: jobCount('failed') },
    bookingClicks: days.map((date) => ({ date, count: clicksByDate.get(date) ?? 0 })),
  };
}
