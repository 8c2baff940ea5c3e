/**
 * The counts of the admin dashboard and the analytics page (docs/product.md#dashboard): new web
 * brochure requests and imported cards in the last 7 and 30 days, in total, by product and by
 * locale; notifications waiting and failed; booking clicks per day (the 対応状況 tables are
 * dashboard.server.ts's). Spam is never counted as a lead; the requests screening stored as spam
 * unseen are counted apart, so a wrong rule shows. Days are Japanese calendar days (UTC+9 all
 * year, no daylight saving), the ones the sales team works in: "the last 7 days" are today and
 * the six days before.
 */
import { type Kysely, sql } from 'kysely';
import { brochureProductIds } from '../../content/products.ts';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import { locales } from '../../i18n/locales.ts';
import { dialectOf } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';

/**
 * The dashboard's own counters (issue 42): new web requests and imported cards over the last 7
 * and 30 days, and notifications waiting and failed. Three reads of indexes (a covering
 * created_at-and-status index, the partial material_requests_import_batch, the outbox's
 * status), so that the dashboard answers in a few milliseconds however many leads there are;
 * the breakdowns and the daily bars are the analytics page's (dashboardStats below).
 */
export interface DashboardCounts {
  /** Brochure requests from the site's forms: not spam, not imported. */
  web: { last7: number; last30: number };
  /** Leads from imported business cards (`import_batch_id`), not spam. */
  imports: { last7: number; last30: number };
  /** Outbox jobs: pending counts those being sent right now too. */
  notifications: { pending: number; failed: number };
}

export interface DashboardStats {
  /** Web requests only: imported cards are counted in `imports`. */
  newLeads: { last7: number; last30: number };
  imports: { last7: number; last30: number };
  /** Every brochure product in catalogue order (0 when none), then any other stored id. */
  byProduct: { product: string; last7: number; last30: number }[];
  /** Every site locale in order (0 when none), then any other stored locale. */
  byLocale: { locale: string; last7: number; last30: number }[];
  /**
   * Requests stored as spam on arrival, unseen by staff (several screening signals,
   * leads.server.ts screen); not those staff marked as spam.
   */
  screenedSpam: { last7: number; last30: number };
  /** Outbox jobs: pending counts those being sent right now too. */
  notifications: { pending: number; failed: number };
  /** The last 30 days, oldest first, every day present (0 filled). */
  bookingClicks: { date: string; count: number }[];
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Japanese calendar date (YYYY-MM-DD) of an instant. */
export const japanDate = (instant: Date): string =>
  new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Japan at the start of a YYYY-MM-DD date, as an ISO-8601 UTC string. */
export const japanMidnight = (date: string): string => new Date(`${date}T00:00:00+09:00`).toISOString();

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

/** The 30 Japanese days up to `now` and the instants the 7- and 30-day windows start. */
function windows(now: Date) {
  const today = japanDate(now);
  const days = Array.from({ length: 30 }, (_, i) => japanDate(new Date(now.getTime() - (29 - i) * DAY_MS)));
  return { days, since30: japanMidnight(days[0] ?? today), since7: japanMidnight(days[23] ?? today) };
}

type Span = { last7: number; last30: number };

/**
 * Non-spam leads received in the last 30 days (and of them the last 7): all (the covering
 * material_requests_report_idx), or the imported only. Those are read through the partial
 * material_requests_import_batch index, the imported leads alone: SQLite's planner would
 * otherwise take the created_at range and look up every lead of the month for its batch
 * (`indexed by` holds it to the partial index; PostgreSQL's planner chooses by its statistics).
 */
async function receivedCounts(
  db: Kysely<Database>,
  since7: string,
  since30: string,
  until: string,
  imported: boolean,
): Promise<Span> {
  const from =
    imported && dialectOf(db) === 'sqlite'
      ? sql`material_requests indexed by material_requests_import_batch`
      : sql`material_requests`;
  const { rows } = await sql<{ last30: number | string; last7: number | string | null }>`
    select count(*) as last30, sum(case when created_at >= ${since7} then 1 else 0 end) as last7
    from ${from}
    where status <> 'spam' and created_at >= ${since30} and created_at <= ${until}
      ${imported ? sql`and import_batch_id is not null` : sql``}`.execute(db);
  return { last7: Number(rows[0]?.last7 ?? 0), last30: Number(rows[0]?.last30 ?? 0) };
}

async function notificationCounts(db: Kysely<Database>): Promise<DashboardCounts['notifications']> {
  const jobs = await db
    .selectFrom('outbox_jobs')
    .select(['status', db.fn.countAll<number | string>().as('count')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .where('kind', '<>', WEBHOOK_JOB_KIND)
    .groupBy('status')
    .execute();
  const jobCount = (status: string) => Number(jobs.find((job) => job.status === status)?.count ?? 0);
  return { pending: jobCount('pending') + jobCount('sending'), failed: jobCount('failed') };
}

const minus = (all: Span, part: Span): Span => ({
  last7: Math.max(0, all.last7 - part.last7),
  last30: Math.max(0, all.last30 - part.last30),
});

/** The dashboard's counters (DashboardCounts): web requests are all received less the imported. */
export async function dashboardCounts(db: Kysely<Database>, now: Date = new Date()): Promise<DashboardCounts> {
  const { since7, since30 } = windows(now);
  const until = now.toISOString();
  const [all, imports, notifications] = await Promise.all([
    receivedCounts(db, since7, since30, until, false),
    receivedCounts(db, since7, since30, until, true),
    notificationCounts(db),
  ]);
  return { web: minus(all, imports), imports, notifications };
}

/**
 * The analytics page's figures (/admin/analytics, issue 42; the dashboard's before): new web
 * requests and imports, by product and by locale, screened spam, notifications and booking clicks.
 */
export async function dashboardStats(db: Kysely<Database>, now: Date = new Date()): Promise<DashboardStats> {
  const { days, since30, since7 } = windows(now);
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

  const [products, localeRows, imports, screened, notifications, clicks] = await Promise.all([
    leadCounts('product'),
    leadCounts('locale'),
    receivedCounts(db, since7, since30, until, true),
    db
      .selectFrom('material_requests')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('last30'),
        eb.fn.sum<number | string>(eb.case().when('created_at', '>=', since7).then(1).else(0).end()).as('last7'),
      ])
      .where('status', '=', 'spam')
      // Several signals (SPAM_SIGNALS is 2): a list with a comma. One signal went to staff.
      .where('screening', 'like', '%,%')
      .where('created_at', '>=', since30)
      .where('created_at', '<=', until)
      .executeTakeFirst(),
    notificationCounts(db),
    db
      .selectFrom('analytics_events')
      .select([japanDateSql(db).as('date'), db.fn.countAll<number | string>().as('count')])
      .where('name', '=', 'booking_click')
      .where('created_at', '>=', since30)
      .where('created_at', '<=', until)
      .groupBy(japanDateSql(db))
      .execute(),
  ]);

  const clicksByDate = new Map(clicks.map((row) => [row.date, Number(row.count)]));
  const all = {
    last7: products.reduce((sum, row) => sum + row.last7, 0),
    last30: products.reduce((sum, row) => sum + row.last30, 0),
  };

  return {
    newLeads: minus(all, imports),
    imports,
    byProduct: complete(brochureProductIds, products).map(({ key, ...counts }) => ({ product: key, ...counts })),
    byLocale: complete(locales, localeRows).map(({ key, ...counts }) => ({ locale: key, ...counts })),
    screenedSpam: { last7: Number(screened?.last7 ?? 0), last30: Number(screened?.last30 ?? 0) },
    notifications,
    bookingClicks: days.map((date) => ({ date, count: clicksByDate.get(date) ?? 0 })),
  };
}
