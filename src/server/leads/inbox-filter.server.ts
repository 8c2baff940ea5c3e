/**
 * The inbox's filter (src/pages/admin/leads/index.astro): what the query string asks, read once
 * (`parseLeadFilter`) and written back (`leadFilterQuery`), and the conditions it puts on the
 * leads (`applyFilter`), shared by the list, its counts, the work chips, the export and the
 * dispatch page. Each is served by an index (ADR 023; the next step's by migration 0043).
 */
import type { RawBuilder } from 'kysely';
import { brochureProductIds } from '../../content/products.ts';
import { isCalendarDay } from '../../domain/dates.ts';
import { leadStatuses, type MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import { isLocale } from '../../i18n/locales.ts';
import { OWING_STATUSES } from '../follow-up/overdue.server.ts';
import type { Db } from '../platform/db.server.ts';
import { applyFunnelFilter, type FunnelFilter, overdueAt, parseFunnelFilter } from './funnel-filter.server.ts';
import { leadSearchCondition } from './lead-search.server.ts';

const SEARCH_MAX_LENGTH = 100;

export interface LeadFilter extends FunnelFilter {
  status?: MaterialRequestStatus;
  product?: string;
  locale?: string;
  /** YYYY-MM-DD, Japan time, inclusive. */
  from?: string;
  /** YYYY-MM-DD, Japan time, inclusive. */
  to?: string;
  q?: string;
  /** Leads marked as a duplicate are left out unless this is set (docs/product.md#duplicates). */
  duplicates?: boolean;
  /** 'me' (the viewer's leads), 'none' (unassigned) or an account id (docs/product.md#follow-up). */
  owner?: string;
  /** Only leads still pending after their due date. */
  overdue?: boolean;
  /** Only leads waiting for review (要確認, review.server.ts). */
  review?: boolean;
  /** 'today': only leads still owing their materials whose due date is later today (本日期限). */
  due?: 'today';
  /**
   * Only leads whose open next step is today in Japan ('today', 次の予定が今日) or whose day has
   * passed ('late', 次の予定を過ぎた).
   */
  next?: 'today' | 'late';
  /** 'due': soonest due date first; 'next': soonest next step first; newest first otherwise. */
  sort?: 'due' | 'next';
  /** The signed-in account that owner=me stands for: set by the caller, never read from the URL. */
  viewer?: string;
  /** ISO-8601 UTC instant overdue is judged at (tests); now otherwise. Never read from the URL. */
  now?: string;
}

/** Filter fields that are not part of the URL. */
const CONTEXT_KEYS = new Set(['viewer', 'now']);
const OWNER = /^(?:me|none|[A-Za-z0-9-]{1,64})$/;
const validDate = (value: string | null): string | undefined => (value && isCalendarDay(value) ? value : undefined);

/**
 * The filter in a query string; unknown values are dropped rather than trusted. `viewer` is the
 * signed-in account, whom `owner=me` means.
 */
export function parseLeadFilter(params: URLSearchParams, viewer?: string): LeadFilter {
  const filter: LeadFilter = {};
  const status = params.get('status');
  if (status && (leadStatuses as readonly string[]).includes(status)) filter.status = status as MaterialRequestStatus;
  const product = params.get('product');
  if (product && (brochureProductIds as readonly string[]).includes(product)) filter.product = product;
  const locale = params.get('locale');
  if (locale && isLocale(locale)) filter.locale = locale;
  const from = validDate(params.get('from'));
  if (from) filter.from = from;
  const to = validDate(params.get('to'));
  if (to) filter.to = to;
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH);
  if (q) filter.q = q;
  if (params.get('duplicates') === '1') filter.duplicates = true;
  const owner = params.get('owner');
  if (owner && OWNER.test(owner)) filter.owner = owner;
  if (params.get('overdue') === '1') filter.overdue = true;
  if (params.get('review') === '1') filter.review = true;
  if (params.get('due') === 'today') filter.due = 'today';
  const next = params.get('next');
  if (next === 'today' || next === 'late') filter.next = next;
  const sort = params.get('sort');
  if (sort === 'due' || sort === 'next') filter.sort = sort;
  Object.assign(filter, parseFunnelFilter(params));
  if (viewer) filter.viewer = viewer;
  return filter;
}

/** The filter as a query string (for links that keep it: pages, export). */
export function leadFilterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value && !CONTEXT_KEYS.has(key)) params.set(key, value === true ? '1' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const japanDate = (iso: string): string => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
/** Midnight in Japan, as the ISO UTC string stored timestamps compare with. */
const japanMidnight = (date: string, addDays = 0): string =>
  new Date(Date.parse(`${date}T00:00:00+09:00`) + addDays * 86_400_000).toISOString();

export type LeadQuery = ReturnType<typeof baseQuery>;
export const baseQuery = (db: Db) => db.selectFrom('material_requests');

/**
 * The filter as conditions. `search` is the search already resolved through the index
 * (resolveSearch); without it, the plain LIKE over every row (the export's).
 */
export function applyFilter(
  query: LeadQuery,
  filter: LeadFilter,
  options: { status: boolean; search?: RawBuilder<boolean> | undefined },
): LeadQuery {
  let q = query;
  if (options.status && filter.status) q = q.where('status', '=', filter.status);
  if (filter.product) q = q.where('product', '=', filter.product);
  if (filter.locale) q = q.where('locale', '=', filter.locale);
  if (!filter.duplicates) q = q.where('duplicate_of', 'is', null);
  if (filter.from) q = q.where('created_at', '>=', japanMidnight(filter.from));
  if (filter.to) q = q.where('created_at', '<', japanMidnight(filter.to, 1));
  const search = options.search ?? (filter.q ? leadSearchCondition(filter.q) : undefined);
  if (search) q = q.where(search);
  if (filter.owner === 'none') q = q.where('owner_id', 'is', null);
  // Without a viewer, 'me' is nobody: an empty list rather than everyone's leads.
  else if (filter.owner === 'me') q = q.where('owner_id', '=', filter.viewer ?? '');
  else if (filter.owner) q = q.where('owner_id', '=', filter.owner);
  if (filter.review) q = q.where('review', '=', true).where('status', '!=', 'spam');
  q = applyFunnelFilter(q, filter);
  // Due means "materials sent by" (issue 24, as isOverdue); 本日期限: due before midnight in Japan.
  const now = filter.now ?? new Date().toISOString();
  if (filter.overdue) q = q.where(overdueAt(now)); // or an open next step past its day (issue 34)
  if (filter.due) q = q.where('status', 'in', OWING_STATUSES).where('materials_sent_at', 'is', null);
  if (filter.due) q = q.where('due_at', '>=', now).where('due_at', '<', japanMidnight(japanDate(now), 1));
  // A next step is due at the end of its day in Japan (next_step_due_at): one range of its index.
  if (filter.next === 'today') {
    const today = japanDate(now);
    q = q.where('next_step_due_at', '>', japanMidnight(today)).where('next_step_due_at', '<=', japanMidnight(today, 1));
  } else if (filter.next === 'late') q = q.where('next_step_due_at', '<', now);
  if (filter.next) q = q.where('status', '!=', 'spam');
  return q;
}
