/**
 * The funnel report (/admin/reports, issue 34): the leads received in a date range (Japan time;
 * spam, duplicates and leads waiting for review (要確認) left out: only requests staff accept
 * count, issue 41), in rows by first-touch channel, campaign or product, counted at
 * each step they reached — 資料請求 → 資料送付 → 商談 → 体験 → 見積 → 契約 — with the contracts'
 * value (monthly and one-off) and the median business days between consecutive steps. A step
 * counts every lead that reached it or a later one, except 体験 (issue 42): only a recorded demo
 * (`trial_at`) counts, since a quote may well skip it. Beside the funnel: the imported cards among
 * the requests (counted as imports, not as web requests), and 失注 with its reasons. At most
 * REPORT_ROWS rows: the long tail folds into one 「その他」 row.
 */
import { sql } from 'kysely';
import { type AttributionRow, type Channel, channelOf, channelParam } from '../../domain/lead/attribution.ts';
import { type Db, dialectOf } from '../platform/db.server.ts';
import { addTo, businessDayCounter, histogramMedian } from './report-days.server.ts';
import { addDemos, type DemoCount, demoRecord, demoSums } from './report-demos.server.ts';

export { businessDayCounter, histogramMedian };

export const reportGroups = ['channel', 'campaign', 'product'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** The report's steps in order; each after `leads` names the column a lead reached it at. */
export const reportSteps = ['leads', 'materials', 'meeting', 'trial', 'quote', 'won'] as const;
export type ReportStep = (typeof reportSteps)[number];

/** The inbox's `campaign` value for leads without one. */
export const NO_CAMPAIGN = '-';

/**
 * Rows shown before the rest fold into one 「その他」 row. Channels and campaigns come from
 * `utm_*` tags anyone can write into a link, so without a bound a visitor decides how long the
 * report is; twenty is more than the channels a sales team acts on (a few events, ads and
 * referrers) and keeps the table one screen.
 */
export const REPORT_ROWS = 20;

export interface ReportRow {
  /** What the row groups on: a channel, a campaign (NO_CAMPAIGN for none) or a product id. */
  key: string;
  channel: Channel | null;
  /** The inbox's query parameters that select this row's leads (with the date range). */
  filter: Record<string, string>;
  /** The 「その他」 row: how many groups past REPORT_ROWS it holds (its key and filter are empty). */
  folded?: number;
  counts: Record<ReportStep, number>;
  /** Of `counts.leads`, the business cards imported (lead_import_batches); the rest came from the web. */
  imports: number;
  /** Leads at 失注 (`lost_at`), and how many per lost reason id ('' when none was recorded). */
  lost: number;
  lostReasons: Record<string, number>;
  monthly: number;
  once: number;
  /** The demos of these leads (issue 44): every booking made (a cancelled one too), held, missed. */
  demos: Record<DemoCount, number>;
  /** Median business days from each step to the next (5 values); null without a lead that made it. */
  medianDays: (number | null)[];
}

export interface FunnelReport {
  rows: ReportRow[];
  total: Omit<ReportRow, 'key' | 'channel' | 'filter' | 'folded'>;
}

/** One group of leads as the database sums it: the columns the row key is made of, and counts. */
interface GroupSums extends AttributionRow {
  product: string | null;
  first_touch_utm_campaign: string | null;
  leads: number | string;
  materials: number | string;
  meeting: number | string;
  trial: number | string;
  quote: number | string;
  won: number | string;
  imports: number | string;
  lost: number | string;
  monthly: number | string | null;
  once: number | string | null;
}

/** One group's demos (report-demos.server.ts): its key columns and the three counts. */
type GroupDemos = KeyColumns & Partial<Record<`demos_${DemoCount}`, number | string | null>>;

/** A lead that reached a step after the request: its key columns and each step's day in Japan. */
interface LeadDays extends AttributionRow {
  product: string | null;
  first_touch_utm_campaign: string | null;
  d0: string;
  d1: string | null;
  d2: string | null;
  d3: string | null;
  d4: string | null;
  d5: string | null;
}

/** Rows per read of the leads past the request or at 失注: a few megabytes at a time. */
const REPORT_BATCH = 5_000;

/** Where the last batch ended, in the order of the (created_at, id) index. */
interface Cursor {
  created_at: string;
  id: string;
}

const DAY_MS = 86_400_000;
export const japanMidnight = (day: string, addDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + addDays * DAY_MS).toISOString();

/** A lead at 失注: its key columns and the reason of its latest move to 失注. */
interface LostLead extends AttributionRow {
  product: string | null;
  first_touch_utm_campaign: string | null;
  reason: string | null;
}

interface Accumulator {
  key: string;
  channel: Channel | null;
  filter: Record<string, string>;
  counts: number[];
  imports: number;
  lost: number;
  lostReasons: Map<string, number>;
  monthly: number;
  once: number;
  demos: number[];
  /** Per step after the first, how many leads took each number of business days to reach it. */
  gaps: Map<number, number>[];
}

const newAccumulator = (key: string, channel: Channel | null, filter: Record<string, string>): Accumulator => ({
  key,
  channel,
  filter,
  counts: reportSteps.map(() => 0),
  imports: 0,
  lost: 0,
  lostReasons: new Map(),
  monthly: 0,
  once: 0,
  demos: [0, 0, 0],
  gaps: reportSteps.slice(1).map(() => new Map<number, number>()),
});

type KeyColumns = AttributionRow & { product: string | null; first_touch_utm_campaign: string | null };

function rowKey(
  lead: KeyColumns,
  group: ReportGroup,
): { key: string; channel: Channel | null; filter: Record<string, string> } {
  if (group === 'product') {
    const product = lead.product ?? '';
    return { key: product, channel: null, filter: { product } };
  }
  if (group === 'campaign') {
    const campaign = lead.first_touch_utm_campaign ?? NO_CAMPAIGN;
    return { key: campaign, channel: null, filter: { campaign } };
  }
  const channel = channelOf(lead);
  const param = channelParam(channel);
  return { key: param, channel, filter: { channel: param } };
}

/**
 * The columns each grouping reads (`group`), and the same as a full row with null for those it
 * does not read (`select`), so that every grouping returns one row shape.
 */
function keySelection(group: ReportGroup) {
  const channel = group === 'channel';
  // Only whether there is a landing page decides the channel, not which page.
  const landing = sql<string | null>`case when first_touch_page is null then null else '/' end`;
  const columns = [
    ['product', group === 'product', sql.ref('product')],
    ['first_touch_utm_campaign', group === 'campaign', sql.ref('first_touch_utm_campaign')],
    ['offline_source_kind', channel, sql.ref('offline_source_kind')],
    ['offline_source_name', channel, sql.ref('offline_source_name')],
    ['first_touch_utm_source', channel, sql.ref('first_touch_utm_source')],
    ['first_touch_utm_medium', channel, sql.ref('first_touch_utm_medium')],
    ['first_touch_referrer_host', channel, sql.ref('first_touch_referrer_host')],
    ['first_touch_page', channel, landing],
  ] as const;
  return {
    select: columns.map(([name, used, expression]) => (used ? expression : sql<null>`null`).as(name)),
    group: columns.filter(([, used]) => used).map(([, , expression]) => expression),
  };
}

const LATER_STEPS = ['materials_sent_at', 'meeting_at', 'trial_at', 'quote_at', 'won_at'] as const;

/**
 * True in SQL when the lead reached step `index` (1 = materials … 5 = won) or a later one; 体験
 * (3) only when a demo was recorded: a quote or a contract does not imply one.
 */
function reachedSql(index: number) {
  if (LATER_STEPS[index - 1] === 'trial_at') return sql<boolean>`trial_at is not null`;
  const columns = LATER_STEPS.slice(index - 1).map((name) => sql.ref(name));
  return columns.length === 1
    ? sql<boolean>`${columns[0]} is not null`
    : sql<boolean>`coalesce(${sql.join(columns)}) is not null`;
}

/** A stored instant's day in Japan (YYYY-MM-DD), in SQL. */
function japanDaySql(db: Db, column: string) {
  return dialectOf(db) === 'postgres'
    ? sql<string | null>`to_char((${sql.ref(column)}::timestamptz) at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`
    : sql<string | null>`date(${sql.ref(column)}, '+9 hours')`;
}

/**
 * The report in reads of the range (material_requests_report_idx), so that 100,000 leads answer
 * well under a second: the database counts each group's steps and sums its contracts; only the
 * leads that went past the request come back, in batches, as days in Japan, for the medians.
 */
export async function funnelReport(
  db: Db,
  input: { from: string; to: string; group: ReportGroup; closures: ReadonlySet<string>; batch?: number },
): Promise<FunnelReport> {
  const batchSize = input.batch ?? REPORT_BATCH;
  const inRange = db
    .selectFrom('material_requests')
    .where('created_at', '>=', japanMidnight(input.from))
    .where('created_at', '<', japanMidnight(input.to, 1))
    .where('status', '!=', 'spam')
    // 要確認: a bot's post until staff release it; its tags must not make channel rows. Written
    // as `!= true`: SQLite, without statistics, read `review = false` as the better index
    // (material_requests_review_idx, every lead) and sorted the lot, where the date range is
    // the one that narrows (a 90-day report at a million leads read all of them).
    .where('review', '!=', true)
    .where('duplicate_of', 'is', null);
  const keys = keySelection(input.group);
  const count = (index: number) => sql<number | string>`sum(case when ${reachedSql(index)} then 1 else 0 end)`;
  const contract = (name: 'contract_monthly' | 'contract_once') =>
    sql<number | string | null>`sum(case when won_at is not null then ${sql.ref(name)} else 0 end)`;
  // The reason of the latest move to 失注 (lead_stage_events_request_idx, one entry per lead).
  const lostReason = sql<string | null>`(select e.lost_reason_id from lead_stage_events e
    where e.request_id = material_requests.id and e.to_stage = 'lost'
    order by e.created_at desc limit 1)`;
  const groups = new Map<string, Accumulator>();
  const total = newAccumulator('', null, {});
  const rowFor = (lead: KeyColumns) => {
    const { key, channel, filter } = rowKey(lead, input.group);
    let row = groups.get(key);
    if (!row) {
      row = newAccumulator(key, channel, filter);
      groups.set(key, row);
    }
    return row;
  };
  const days = businessDayCounter(input.closures);
  const addGaps = (lead: LeadDays) => {
    const row = rowFor(lead);
    const at = [lead.d0, lead.d1, lead.d2, lead.d3, lead.d4, lead.d5];
    for (let i = 1; i < at.length; i += 1) {
      const before = at[i - 1];
      const when = at[i];
      // A gap needs both ends recorded (a step skipped or set without a date has none).
      if (!before || !when) continue;
      const gap = days(before, when);
      for (const target of [row, total]) {
        const histogram = target.gaps[i - 1];
        if (histogram) addTo(histogram, gap);
      }
    }
  };
  const addLost = (lead: LostLead) => {
    const reason = lead.reason ?? '';
    for (const target of [rowFor(lead), total])
      target.lostReasons.set(reason, (target.lostReasons.get(reason) ?? 0) + 1);
  };
  // The leads past the request and those at 失注 come back one batch at a time, in the order of
  // the (created_at, id) index (migration 0021): at a million leads five years are 700,000 rows,
  // which as one array outgrew the worker's heap (issue 40). What stays is a count per group.
  const inBatches = async <Row extends object>(
    page: (after: Cursor | undefined) => Promise<(Row & Cursor)[]>,
    visit: (row: Row) => void,
  ) => {
    let after: Cursor | undefined;
    for (;;) {
      const batch = await page(after);
      for (const row of batch) visit(row);
      const last = batch.at(-1);
      if (batch.length < batchSize || !last) return;
      after = { created_at: last.created_at, id: last.id };
    }
  };
  const continuing = <Q extends typeof inRange>(query: Q, after: Cursor | undefined): Q =>
    (after
      ? query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.created_at, after.id)))
      : query) as Q;
  // Four reads at once: on PostgreSQL they run side by side on pooled connections.
  const [sums, demoGroups] = await Promise.all([
    inRange
      .select([
        ...keys.select,
        sql<number | string>`count(*)`.as('leads'),
        count(1).as('materials'),
        count(2).as('meeting'),
        count(3).as('trial'),
        count(4).as('quote'),
        count(5).as('won'),
        sql<number | string>`sum(case when import_batch_id is not null then 1 else 0 end)`.as('imports'),
        sql<number | string>`sum(case when lost_at is not null then 1 else 0 end)`.as('lost'),
        contract('contract_monthly').as('monthly'),
        contract('contract_once').as('once'),
      ])
      .groupBy(keys.group)
      .execute() as Promise<unknown> as Promise<GroupSums[]>,
    inRange
      .where('id', 'in', db.selectFrom('demo_bookings').select('request_id'))
      .select([...keys.select, ...demoSums()])
      .groupBy(keys.group)
      .execute() as Promise<unknown> as Promise<GroupDemos[]>,
    inBatches<LeadDays>(
      (after) =>
        continuing(inRange.where(reachedSql(1)), after)
          .select([
            ...keys.select,
            'created_at',
            'id',
            japanDaySql(db, 'created_at').as('d0'),
            japanDaySql(db, 'materials_sent_at').as('d1'),
            japanDaySql(db, 'meeting_at').as('d2'),
            japanDaySql(db, 'trial_at').as('d3'),
            japanDaySql(db, 'quote_at').as('d4'),
            japanDaySql(db, 'won_at').as('d5'),
          ])
          .orderBy('created_at')
          .orderBy('id')
          .limit(batchSize)
          .execute() as Promise<unknown> as Promise<(LeadDays & Cursor)[]>,
      addGaps,
    ),
    inBatches<LostLead>(
      (after) =>
        continuing(inRange.where('lost_at', 'is not', null), after)
          .select([...keys.select, 'created_at', 'id', lostReason.as('reason')])
          .orderBy('created_at')
          .orderBy('id')
          .limit(batchSize)
          .execute() as Promise<unknown> as Promise<(LostLead & Cursor)[]>,
      addLost,
    ),
  ]);

  for (const group of sums) {
    const row = rowFor(group);
    const counts = [group.leads, group.materials, group.meeting, group.trial, group.quote, group.won].map(Number);
    for (const target of [row, total]) {
      counts.forEach((n, i) => {
        target.counts[i] = (target.counts[i] ?? 0) + n;
      });
      target.imports += Number(group.imports);
      target.lost += Number(group.lost);
      target.monthly += Number(group.monthly ?? 0);
      target.once += Number(group.once ?? 0);
    }
  }
  for (const group of demoGroups) for (const target of [rowFor(group), total]) addDemos(target.demos, group);
  const finish = (row: Accumulator) => ({
    counts: Object.fromEntries(reportSteps.map((step, i) => [step, row.counts[i] ?? 0])) as Record<ReportStep, number>,
    imports: row.imports,
    lost: row.lost,
    lostReasons: Object.fromEntries(row.lostReasons),
    monthly: row.monthly,
    once: row.once,
    demos: demoRecord(row.demos),
    medianDays: row.gaps.map(histogramMedian),
  });
  const order = (a: Accumulator, b: Accumulator) =>
    (b.counts[5] ?? 0) - (a.counts[5] ?? 0) || (b.counts[0] ?? 0) - (a.counts[0] ?? 0) || a.key.localeCompare(b.key);
  const sorted = [...groups.values()].sort(order);
  const rows: ReportRow[] = sorted
    .slice(0, REPORT_ROWS)
    .map((row) => ({ key: row.key, channel: row.channel, filter: row.filter, ...finish(row) }));
  const tail = sorted.slice(REPORT_ROWS);
  if (tail.length > 0) {
    const other = newAccumulator('', null, {});
    for (const row of tail) {
      row.counts.forEach((n, i) => {
        other.counts[i] = (other.counts[i] ?? 0) + n;
      });
      other.imports += row.imports;
      other.lost += row.lost;
      for (const [reason, n] of row.lostReasons)
        other.lostReasons.set(reason, (other.lostReasons.get(reason) ?? 0) + n);
      other.monthly += row.monthly;
      other.once += row.once;
      row.demos.forEach((n, i) => {
        other.demos[i] = (other.demos[i] ?? 0) + n;
      });
      row.gaps.forEach((histogram, i) => {
        const into = other.gaps[i];
        if (into) for (const [gap, n] of histogram) addTo(into, gap, n);
      });
    }
    rows.push({ key: '', channel: null, filter: {}, folded: tail.length, ...finish(other) });
  }
  return { rows, total: finish(total) };
}
