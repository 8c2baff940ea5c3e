/**
 * /admin/reports (issue 34): the funnel report for a date range and a grouping, as a table with
 * links to the inbox filtered to each cell's leads, or as CSV (`?format=csv`); and the editable
 * list of lost reasons (a POST, intent `lost-reasons`).
 */

import { adminProductName } from '../../components/admin/shared/product-name.ts';
import { funnelCopy } from '../../content/admin/funnel.ts';
import { dayOrDefault } from '../../domain/dates.ts';
import type { Channel, offlineSourceKinds } from '../../domain/lead/attribution.ts';
import { listLostReasons, saveLostReasons } from '../../server/funnel/lost-reasons.server.ts';
import {
  type FunnelReport,
  NO_CAMPAIGN,
  type ReportGroup,
  type ReportRow,
  reportGroups,
  reportSteps,
} from '../../server/funnel/report.server.ts';
import { FUNNEL_REPORT_JOB } from '../../server/funnel/report-job.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { LEADS_PATH, REPORTS_PATH } from '../paths.ts';

const r = funnelCopy.report;
const japanDay = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);

export interface ReportCell {
  text: string;
  href: string | null;
  /** Conversion from the previous column and median business days, under the count. */
  sub: string | null;
  /** 失注: the count per reason, listed under it. */
  reasons?: string[];
}

export interface ReportsView {
  from: string;
  to: string;
  group: ReportGroup;
  rows: { key: string; label: string; cells: ReportCell[] }[];
  total: ReportCell[];
  /** The same rows' demos booked, held and missed (issue 44). */
  demos: { rows: { key: string; label: string; cells: ReportCell[] }[]; total: ReportCell[] };
  csvHref: string;
  reasons: { id: string; label: string; disabled: boolean }[];
  reasonsError: string | null;
  done: boolean;
  /** The report could not be counted now (the workers are full): said above the empty table. */
  problem: string | null;
}

export function channelLabel(channel: Channel): string {
  const c = r.channel;
  switch (channel.kind) {
    case 'offline':
      return c.offline(
        funnelCopy.offlineKinds[channel.source as (typeof offlineSourceKinds)[number]] ?? channel.source,
        channel.name,
      );
    case 'utm':
      return c.utm(channel.source, channel.medium);
    case 'referrer':
      return c.referrer(channel.host);
    default:
      return c[channel.kind];
  }
}

const rowLabel = (row: ReportRow, group: ReportGroup): string =>
  row.folded
    ? r.other(row.folded)
    : group === 'product'
      ? adminProductName(row.key)
      : group === 'campaign'
        ? row.key === NO_CAMPAIGN
          ? r.noCampaign
          : row.key
        : row.channel
          ? channelLabel(row.channel)
          : row.key;

const share = (count: number, of: number) => (of === 0 ? '—' : `${Math.round((count / of) * 1000) / 10}%`);

/**
 * The column each step's rate is a share of: the one before, except 見積, a share of 商談 since
 * 体験 counts recorded demos only and a quote may skip it (issue 42).
 */
const rateOf: Record<(typeof reportSteps)[number], (typeof reportSteps)[number] | null> = {
  leads: null,
  materials: 'leads',
  meeting: 'materials',
  trial: 'meeting',
  quote: 'meeting',
  won: 'quote',
};

/** 失注's reasons as 「価格・予算が合わない 2」, most first; '' is a lead moved to 失注 without one. */
function reasonLines(counts: Record<string, number>, labels: ReadonlyMap<string, string>): string[] {
  return Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([id, n]) => r.lostReasonCount(id === '' ? r.lostNoReason : (labels.get(id) ?? r.lostNoReason), n));
}

function cells(
  figures: FunnelReport['total'],
  link: ((step: string, extra?: Record<string, string>) => string) | null,
  reasonLabels: ReadonlyMap<string, string>,
): ReportCell[] {
  const web = figures.counts.leads - figures.imports;
  const steps = reportSteps.slice(1).map((step, i) => {
    const count = figures.counts[step];
    const base = rateOf[step];
    return {
      text: String(count),
      href: link && count > 0 ? link(step) : null,
      sub: base === null ? null : `${share(count, figures.counts[base])}・${r.days(figures.medianDays[i] ?? null)}`,
    };
  });
  return [
    { text: String(web), href: link && web > 0 ? link('leads', { origin: 'web' }) : null, sub: null },
    {
      text: String(figures.imports),
      href: link && figures.imports > 0 ? link('leads', { origin: 'import' }) : null,
      sub: null,
    },
    ...steps,
    {
      text: String(figures.lost),
      href: link && figures.lost > 0 ? link('lost') : null,
      sub: null,
      reasons: reasonLines(figures.lostReasons, reasonLabels),
    },
    { text: funnelCopy.yen(figures.monthly), href: null, sub: null },
    { text: funnelCopy.yen(figures.once), href: null, sub: null },
  ];
}

/** 予約, 実施済み and 未実施 of a row's leads; the outcomes as a share of the bookings. */
const demoCells = ({ demos }: FunnelReport['total']): ReportCell[] => [
  { text: String(demos.booked), href: null, sub: null },
  { text: String(demos.held), href: null, sub: share(demos.held, demos.booked) },
  { text: String(demos.missed), href: null, sub: share(demos.missed, demos.booked) },
];

export async function reportsAction(context: PageContext): Promise<Response | ReportsView> {
  const { db } = context.locals.services;
  const user = context.locals.admin;
  let reasonsError: string | null = null;
  if (context.request.method === 'POST' && user) {
    const form = await readForm(context.request);
    if (form?.get('intent') === 'lost-reasons') {
      const labels = new Map(
        [...form].filter(([name]) => name.startsWith('reason:')).map(([name, value]) => [name.slice(7), value]),
      );
      const saved = await saveLostReasons(db, {
        labels,
        added: form.get('reason_new') ?? null,
        actor: { id: user.id, email: user.email, role: user.role },
        ip: clientIp(context),
      });
      if (saved.ok) return context.redirect(`${REPORTS_PATH}?saved=1`, 303);
      reasonsError = r.lostReasons.error;
      context.response.status = 422;
    } else context.response.status = 400;
  }
  const params = context.url.searchParams;
  const now = Date.now();
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  // A day that is not a real one from 2000 to 2100 falls back to the default range (issue 41).
  const from = dayOrDefault(fromParam, japanDay(now - 89 * 86_400_000));
  const to = dayOrDefault(toParam, japanDay(now));
  const groupParam = params.get('group') ?? '';
  const group: ReportGroup = (reportGroups as readonly string[]).includes(groupParam)
    ? (groupParam as ReportGroup)
    : 'channel';
  // Counted on an offload worker (ADR 029); this thread waits for the figures.
  const counted = await context.locals.services.offload.run(
    FUNNEL_REPORT_JOB,
    { from, to, group },
    { person: user?.id },
  );
  if (!counted.ok) {
    context.response.status = 503;
    if (params.get('format') === 'csv') {
      return new Response(`${r.busy}\n`, {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' },
      });
    }
  }
  const report: FunnelReport = counted.ok ? counted.value : { rows: [], total: emptyTotal() };
  const reasons = await listLostReasons(db);
  const reasonLabels = new Map(reasons.map((reason) => [reason.id, reason.label]));
  if (params.get('format') === 'csv') return csvResponse(report, group, from, to, reasonLabels);
  const inbox =
    (filter: Record<string, string>) =>
    (step: string, extra: Record<string, string> = {}) => {
      const query = new URLSearchParams({
        from,
        to,
        ...filter,
        ...(step === 'leads' ? {} : { reached: step }),
        ...extra,
      });
      return `${LEADS_PATH}?${query}`;
    };
  return {
    from,
    to,
    group,
    rows: report.rows.map((row) => ({
      key: row.key,
      label: rowLabel(row, group),
      // The 「その他」 row has no inbox filter that selects just its leads.
      cells: cells(row, row.folded ? null : inbox(row.filter), reasonLabels),
    })),
    total: cells(report.total, null, reasonLabels),
    demos: {
      rows: report.rows.map((row) => ({ key: row.key, label: rowLabel(row, group), cells: demoCells(row) })),
      total: demoCells(report.total),
    },
    csvHref: `${REPORTS_PATH}?${new URLSearchParams({ from, to, group, format: 'csv' })}`,
    reasons,
    reasonsError,
    done: params.get('saved') === '1',
    problem: counted.ok ? null : r.busy,
  };
}

/** The total row of a report that could not be counted now (the page says so above it). */
function emptyTotal(): FunnelReport['total'] {
  const counts = Object.fromEntries(reportSteps.map((step) => [step, 0])) as FunnelReport['total']['counts'];
  return {
    counts,
    imports: 0,
    lost: 0,
    lostReasons: {},
    monthly: 0,
    once: 0,
    demos: { booked: 0, held: 0, missed: 0 },
    medianDays: reportSteps.slice(1).map(() => null),
  };
}

const csvCell = (value: string | number): string => {
  const text = String(value);
  // Excel reads a leading =, +, - or @ as a formula: quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

function csvResponse(
  report: FunnelReport,
  group: ReportGroup,
  from: string,
  to: string,
  reasonLabels: ReadonlyMap<string, string>,
): Response {
  const c = r.columns;
  const header = [
    c.name,
    c.leads,
    c.imports,
    c.materials,
    c.meeting,
    c.trial,
    c.quote,
    c.won,
    c.lost,
    c.lostReasons,
    c.monthly,
    c.once,
    ...reportSteps.slice(1).map((step) => `${c[step]} 中央値（営業日）`),
    ...Object.values(r.demos.columns),
  ];
  const line = (label: string, figures: FunnelReport['total']) =>
    [
      label,
      figures.counts.leads - figures.imports,
      figures.imports,
      ...reportSteps.slice(1).map((step) => figures.counts[step]),
      figures.lost,
      reasonLines(figures.lostReasons, reasonLabels).join(' / '),
      figures.monthly,
      figures.once,
      ...figures.medianDays.map((d) => (d === null ? '' : d)),
      figures.demos.booked,
      figures.demos.held,
      figures.demos.missed,
    ]
      .map(csvCell)
      .join(',');
  const body = [
    header.map(csvCell).join(','),
    ...report.rows.map((row) => line(rowLabel(row, group), row)),
    line(r.total, report.total),
  ].join('\r\n');
  return new Response(`\uFEFF${body}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="funnel-${group}-${from}-${to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
