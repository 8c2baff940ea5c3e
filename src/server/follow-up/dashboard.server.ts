/**
 * The 対応状況 tables of the admin dashboard (docs/product.md#dashboard): the follow-up promise
 * per week and per owner; the dashboard's counts are dashboard-counts.server.ts's. Days are
 * Japanese calendar days (UTC+9 all year, no daylight saving).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../platform/schema.server.ts';
import { businessHoursCounter } from './business-days.server.ts';
import { DAY_MS, japanDate, japanMidnight } from './dashboard-counts.server.ts';
import { readFollowUpSettings } from './follow-up-settings.server.ts';

/** How many weeks the 対応状況 tables cover, the current one included. */
export const FOLLOW_UP_WEEKS = 8;

/** One row of the 対応状況 tables (docs/product.md#dashboard). */
export interface FollowUpFigures {
  /** Non-spam leads received (in the week; for an owner, in the weeks shown). */
  received: number;
  /**
   * The promise, 資料送付期限 (issue 24): leads whose materials sending is settled, sent (by link
   * or post, `materials_sent_at`), or still waiting for them (未対応 or 連絡済み) past their due
   * date. Those waiting before it, those with no due date (received before due dates were kept),
   * and those set 資料送付済み or 完了 by hand with no sending recorded are left out of the share.
   */
  sentSettled: number;
  /** Of those, materials sent at or before their due date. */
  sentOnTime: number;
  /**
   * First response, its own figure: leads answered (a first response), or still 未対応 past their
   * due date; those still 未対応 before it, and those with no due date, are left out.
   */
  responseSettled: number;
  /** Of those, answered by their due date. */
  responseOnTime: number;
  /** Median time from receipt to first response in business hours; null when none was answered. */
  medianHours: number | null;
  /** Still waiting for materials past their due date now. For an owner: every one, however old. */
  overdue: number;
  /**
   * For an owner: those older than the weeks shown reached OLDER_OVERDUE_LIMIT and were counted
   * no further, so `overdue` reads "at least". Absent otherwise.
   */
  overdueAtLeast?: true;
}

export interface FollowUpStats {
  /** Newest first, every week present: its Monday and Sunday (JST, 'YYYY-MM-DD'). */
  weeks: ({ start: string; end: string } & FollowUpFigures)[];
  /** Owners by name (Japanese order), the unassigned last as ownerId null. */
  owners: ({ ownerId: string | null; ownerName: string | null } & FollowUpFigures)[];
}

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (JST) of the ISO week `day` falls in. */
export const weekStart = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numerically without a comparator: thousands of values in well under a ms.
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface Tally {
  received: number;
  sentSettled: number;
  sentOnTime: number;
  responseSettled: number;
  responseOnTime: number;
  hours: number[];
  overdue: number;
  /** The older overdue leads reached OLDER_OVERDUE_LIMIT: `overdue` is a lower bound. */
  overdueAtLeast: boolean;
}

const emptyTally = (): Tally => ({
  received: 0,
  sentSettled: 0,
  sentOnTime: 0,
  responseSettled: 0,
  responseOnTime: 0,
  hours: [],
  overdue: 0,
  overdueAtLeast: false,
});

const figures = ({ hours, overdueAtLeast, ...counts }: Tally): FollowUpFigures => ({
  ...counts,
  medianHours: median(hours),
  ...(overdueAtLeast ? { overdueAtLeast } : {}),
});

/** One week's figures per owner from SQL aggregates; the medians' inputs come separately. */
function weekCounts(db: Kysely<Database>, from: string, to: string, nowIso: string) {
  // Inside one week's created_at range, read from the covering material_requests_follow_up_sent_idx
  // (some 4,000 entries at a million leads, ADR 023): a few milliseconds on SQLite's driver.
  const late = sql<boolean>`due_at is not null and due_at < ${nowIso}`;
  const overdue = sql<boolean>`status in ('pending', 'contacted') and materials_sent_at is null and ${late}`;
  const unanswered = sql<boolean>`status = 'pending' and ${late}`;
  const count = (condition: ReturnType<typeof sql<boolean>>) =>
    sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
  return db
    .selectFrom('material_requests')
    .select([
      'owner_id',
      (eb) => eb.fn.countAll<number | string>().as('received'),
      count(overdue).as('overdue'),
      count(sql`due_at is not null and (materials_sent_at is not null or (${overdue}))`).as('sent_settled'),
      count(sql`due_at is not null and materials_sent_at is not null and materials_sent_at <= due_at`).as(
        'sent_on_time',
      ),
      count(sql`due_at is not null and (first_response_at is not null or (${unanswered}))`).as('response_settled'),
      count(sql`due_at is not null and first_response_at is not null and first_response_at <= due_at`).as(
        'response_on_time',
      ),
    ])
    .where('status', '<>', 'spam')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('created_at', '<=', nowIso)
    .groupBy('owner_id')
    .execute();
}

/** One week's answered leads: when each came in and was first answered, for the medians. */
function weekAnswers(db: Kysely<Database>, from: string, to: string, nowIso: string) {
  return db
    .selectFrom('material_requests')
    .select(['owner_id', 'created_at', 'first_response_at'])
    .where('status', '<>', 'spam')
    .where('first_response_at', 'is not', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('created_at', '<=', nowIso)
    .execute();
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Older overdue leads are counted up to this per owner, then shown as "at least" (ADR 023). */
export const OLDER_OVERDUE_LIMIT = 10_000;

/**
 * Per owner (and the unassigned), the leads received before the weeks shown (or dated after now)
 * still owing their materials past the due date: each a range of the partial
 * material_requests_owing_idx, counted up to OLDER_OVERDUE_LIMIT entries, one owner at a
 * time with a turn of the loop between. Without the bound, one grouped count read every owing
 * lead of the history: 0.4–0.6 s on SQLite's synchronous driver with 240,000 of them.
 */
/** One owner's (null: the unassigned) older overdue leads, counted up to `limit`: one index range. */
export function olderOverdueCount(ownerId: string | null, since: string, nowIso: string, limit: number) {
  // The partial index's condition, literally: a bound parameter would not match its predicate.
  const owner = ownerId === null ? sql`owner_id is null` : sql`owner_id = ${ownerId}`;
  return sql<{ n: number | string }>`
    select count(*) as n from (
      select 1 from material_requests
      where status in ('pending', 'contacted') and materials_sent_at is null
        and ${owner} and due_at < ${nowIso} and (created_at < ${since} or created_at > ${nowIso})
      limit ${limit}
    ) as owing`;
}

async function olderOverdueByOwner(
  db: Kysely<Database>,
  since: string,
  nowIso: string,
  limit: number,
): Promise<{ ownerId: string | null; count: number; capped: boolean }[]> {
  const accounts = await db.selectFrom('admin_users').select('id').orderBy('id').execute();
  const found: { ownerId: string | null; count: number; capped: boolean }[] = [];
  for (const ownerId of [...accounts.map((a) => a.id), null]) {
    const { rows } = await olderOverdueCount(ownerId, since, nowIso, limit).execute(db);
    const count = Number(rows[0]?.n ?? 0);
    if (count > 0) found.push({ ownerId, count, capped: count >= limit });
    await yieldToLoop();
  }
  return found;
}

/**
 * The 対応状況 tables: per ISO week (Monday to Sunday, JST) of the last FOLLOW_UP_WEEKS weeks and
 * per owner, how the promise (materials sent by the due date; first response beside it) was kept for the non-spam leads received then. The counts
 * are SQL aggregates, one week (one bounded created_at range) at a time, yielding to the loop
 * between weeks; the older overdue leads are counted in SQL too. Only the medians read rows:
 * business hours need the holiday table, so each answered lead's hours are worked out here, with
 * each day's business-day answer computed once (businessHoursCounter). All of it is bounded by
 * time (FOLLOW_UP_WEEKS of leads), not by the size of the table (ADR 023).
 */
export async function followUpStats(
  db: Kysely<Database>,
  now: Date = new Date(),
  options: { /** Tests: where older overdue counts stop. */ olderOverdueLimit?: number } = {},
): Promise<FollowUpStats> {
  const thisWeek = weekStart(japanDate(now));
  const starts = Array.from({ length: FOLLOW_UP_WEEKS }, (_, i) => addDays(thisWeek, -7 * i));
  const since = japanMidnight(starts.at(-1) ?? thisWeek);
  const nowIso = now.toISOString();
  const { closures } = await readFollowUpSettings(db);
  const olderOverdue = await olderOverdueByOwner(db, since, nowIso, options.olderOverdueLimit ?? OLDER_OVERDUE_LIMIT);
  const hoursOf = businessHoursCounter(closures);
  await yieldToLoop();

  const weeks = new Map(starts.map((start) => [start, emptyTally()]));
  const owners = new Map<string | null, Tally>();
  const ownerTally = (id: string | null): Tally => {
    const tally = owners.get(id) ?? emptyTally();
    owners.set(id, tally);
    return tally;
  };
  for (const { ownerId, count, capped } of olderOverdue) {
    const tally = ownerTally(ownerId);
    tally.overdue += count;
    tally.overdueAtLeast = capped;
  }
  for (const start of starts) {
    const week = weeks.get(start) ?? emptyTally();
    const from = japanMidnight(start);
    const to = japanMidnight(addDays(start, 7));
    // One after the other with a turn of the loop between: on SQLite each is a synchronous call.
    const counts = await weekCounts(db, from, to, nowIso);
    await yieldToLoop();
    const answers = await weekAnswers(db, from, to, nowIso);
    for (const row of counts) {
      for (const tally of [week, ownerTally(row.owner_id)]) {
        tally.received += Number(row.received);
        tally.sentSettled += Number(row.sent_settled);
        tally.sentOnTime += Number(row.sent_on_time);
        tally.responseSettled += Number(row.response_settled);
        tally.responseOnTime += Number(row.response_on_time);
        tally.overdue += Number(row.overdue);
      }
    }
    for (const row of answers) {
      const hours = hoursOf(new Date(row.created_at), new Date(row.first_response_at ?? row.created_at));
      week.hours.push(hours);
      ownerTally(row.owner_id).hours.push(hours);
    }
    await yieldToLoop();
  }
  const ids = [...owners.keys()].filter((id): id is string => id !== null);
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('admin_users').select(['id', 'display_name']).where('id', 'in', ids).execute()).map(
          (user) => [user.id, user.display_name] as const,
        ),
  );
  const nameOf = (id: string | null): string | null => (id === null ? null : (names.get(id) ?? null));
  const byName = new Intl.Collator('ja');
  return {
    weeks: starts.map((start) => ({ start, end: addDays(start, 6), ...figures(weeks.get(start) ?? emptyTally()) })),
    owners: [...owners.entries()]
      .sort(([idA], [idB]) =>
        idA === null ? 1 : idB === null ? -1 : byName.compare(nameOf(idA) ?? idA, nameOf(idB) ?? idB),
      )
      .map(([ownerId, tally]) => ({ ownerId, ownerName: nameOf(ownerId), ...figures(tally) })),
  };
}
