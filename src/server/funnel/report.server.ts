/**
 * The funnel report (/admin/reports, issue 34): the leads received in a date range (Japan time;
 * spam and duplicates left out), in rows by first-touch channel, campaign or product, counted at
 * each step they reached — 資料請求 → 資料送付 → 商談 → 体験 → 見積 → 契約 — with the contracts'
 * value (monthly and one-off) and the median business days between consecutive steps. A step
 * counts every lead that reached it or a later one (a quote skipping the trial counts as a
 * trial), so each column is a share of the one before. One range read of material_requests
 * (material_requests_report_idx), grouped here: 100,000 leads in well under a second.
 */
import { type AttributionRow, type Channel, channelOf, channelParam } from '../../domain/lead/attribution.ts';
import { isBusinessDay } from '../follow-up/business-days.server.ts';
import type { Db } from '../platform/db.server.ts';

export const reportGroups = ['channel', 'campaign', 'product'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** The report's steps in order; each after `leads` names the column a lead reached it at. */
export const reportSteps = ['leads', 'materials', 'meeting', 'trial', 'quote', 'won'] as const;
export type ReportStep = (typeof reportSteps)[number];

/** The inbox's `campaign` value for leads without one. */
export const NO_CAMPAIGN = '-';

export interface ReportRow {
  /** What the row groups on: a channel, a campaign (NO_CAMPAIGN for none) or a product id. */
  key: string;
  channel: Channel | null;
  /** The inbox's query parameters that select this row's leads (with the date range). */
  filter: Record<string, string>;
  counts: Record<ReportStep, number>;
  monthly: number;
  once: number;
  /** Median business days from each step to the next (5 values); null without a lead that made it. */
  medianDays: (number | null)[];
}

export interface FunnelReport {
  rows: ReportRow[];
  total: Omit<ReportRow, 'key' | 'channel' | 'filter'>;
}

interface LeadFacts extends AttributionRow {
  created_at: string;
  materials_sent_at: string | null;
  meeting_at: string | null;
  trial_at: string | null;
  quote_at: string | null;
  won_at: string | null;
  contract_monthly: number | null;
  contract_once: number | null;
  product: string;
  first_touch_utm_campaign: string | null;
}

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
export const japanMidnight = (day: string, addDays = 0): string =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + addDays * DAY_MS).toISOString();

/**
 * Business days from one instant's Japan day to another's (the later day counted, the earlier
 * not; 0 on the same day), through a running count per day kept across calls.
 */
export function businessDayCounter(closures: ReadonlySet<string>): (from: string, to: string) => number {
  // Each day's running count, over one contiguous range of days grown as calls need it.
  const ordinal = new Map<number, number>();
  let low = Number.NaN;
  let high = Number.NaN;
  const open = (ms: number) => isBusinessDay(new Date(ms).toISOString().slice(0, 10), closures);
  const ordinalOf = (day: number): number => {
    if (Number.isNaN(low)) {
      low = day;
      high = day;
      ordinal.set(day, 0);
    }
    for (; day > high; high += DAY_MS)
      ordinal.set(high + DAY_MS, (ordinal.get(high) ?? 0) + (open(high + DAY_MS) ? 1 : 0));
    for (; day < low; low -= DAY_MS) ordinal.set(low - DAY_MS, (ordinal.get(low) ?? 0) - (open(low) ? 1 : 0));
    return ordinal.get(day) ?? 0;
  };
  const dayOf = (iso: string) => Math.floor((Date.parse(iso) + JST_MS) / DAY_MS) * DAY_MS;
  return (from, to) => Math.max(0, ordinalOf(dayOf(to)) - ordinalOf(dayOf(from)));
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

/** When a lead reached each step (cumulative: a later step implies the earlier ones). */
function reached(lead: LeadFacts): (string | null)[] {
  const at = [lead.created_at, lead.materials_sent_at, lead.meeting_at, lead.trial_at, lead.quote_at, lead.won_at];
  // A later step reached implies every earlier one, even one not recorded (its date unknown).
  let later = false;
  const result = new Array<string | null>(at.length).fill(null);
  for (let i = at.length - 1; i >= 0; i -= 1) {
    if (at[i]) later = true;
    result[i] = later ? (at[i] ?? '') : null;
  }
  return result;
}

interface Accumulator {
  key: string;
  channel: Channel | null;
  filter: Record<string, string>;
  counts: number[];
  monthly: number;
  once: number;
  gaps: number[][];
}

const newAccumulator = (key: string, channel: Channel | null, filter: Record<string, string>): Accumulator => ({
  key,
  channel,
  filter,
  counts: reportSteps.map(() => 0),
  monthly: 0,
  once: 0,
  gaps: reportSteps.slice(1).map(() => []),
});

function rowKey(
  lead: LeadFacts,
  group: ReportGroup,
): { key: string; channel: Channel | null; filter: Record<string, string> } {
  if (group === 'product') return { key: lead.product, channel: null, filter: { product: lead.product } };
  if (group === 'campaign') {
    const campaign = lead.first_touch_utm_campaign ?? NO_CAMPAIGN;
    return { key: campaign, channel: null, filter: { campaign } };
  }
  const channel = channelOf(lead);
  const param = channelParam(channel);
  return { key: param, channel, filter: { channel: param } };
}

export async function funnelReport(
  db: Db,
  input: { from: string; to: string; group: ReportGroup; closures: ReadonlySet<string> },
): Promise<FunnelReport> {
  const leads = (await db
    .selectFrom('material_requests')
    .select([
      'created_at',
      'materials_sent_at',
      'meeting_at',
      'trial_at',
      'quote_at',
      'won_at',
      'contract_monthly',
      'contract_once',
      'product',
      'offline_source_kind',
      'offline_source_name',
      'first_touch_utm_source',
      'first_touch_utm_medium',
      'first_touch_utm_campaign',
      'first_touch_referrer_host',
      'first_touch_page',
    ])
    .where('created_at', '>=', japanMidnight(input.from))
    .where('created_at', '<', japanMidnight(input.to, 1))
    .where('status', '!=', 'spam')
    .where('duplicate_of', 'is', null)
    .execute()) as LeadFacts[];
  const days = businessDayCounter(input.closures);
  const groups = new Map<string, Accumulator>();
  const total = newAccumulator('', null, {});
  for (const lead of leads) {
    const { key, channel, filter } = rowKey(lead, input.group);
    let row = groups.get(key);
    if (!row) {
      row = newAccumulator(key, channel, filter);
      groups.set(key, row);
    }
    const at = reached(lead);
    for (const target of [row, total]) {
      at.forEach((when, i) => {
        if (when === null) return;
        target.counts[i] = (target.counts[i] ?? 0) + 1;
        const before = at[i - 1];
        if (i > 0 && when && before) target.gaps[i - 1]?.push(days(before, when));
      });
      if (lead.won_at) {
        target.monthly += Number(lead.contract_monthly ?? 0);
        target.once += Number(lead.contract_once ?? 0);
      }
    }
  }
  const finish = (row: Accumulator) => ({
    counts: Object.fromEntries(reportSteps.map((step, i) => [step, row.counts[i] ?? 0])) as Record<ReportStep, number>,
    monthly: row.monthly,
    once: row.once,
    medianDays: row.gaps.map(median),
  });
  const rows = [...groups.values()]
    .map((row) => ({ key: row.key, channel: row.channel, filter: row.filter, ...finish(row) }))
    .sort((a, b) => b.counts.won - a.counts.won || b.counts.leads - a.counts.leads || a.key.localeCompare(b.key));
  return { rows, total: finish(total) };
}
