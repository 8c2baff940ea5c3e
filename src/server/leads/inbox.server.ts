/**
 * The inbox's list (src/pages/admin/leads/index.astro): one page of leads under a filter
 * (inbox-filter.server.ts), newest first by cursor or by due date or next step by page number,
 * each row with what staff work from (owner, due date, stage, next step), and the counts per
 * status, bounded (ADR 023).
 */
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { isLeadStage, type LeadStage } from '../../domain/lead/stages.ts';
import { leadStatuses, type MaterialRequestStatus, type OutboxJobStatus } from '../../domain/lead/statuses.ts';
import { isOverdue, nextStepOverdue } from '../follow-up/overdue.server.ts';
import type { Db } from '../platform/db.server.ts';
import { formatPhoneForStaff } from '../platform/phone.server.ts';
import type { MaterialRequest } from '../platform/schema-leads.server.ts';
import { applyFilter, baseQuery, type LeadFilter, type LeadQuery } from './inbox-filter.server.ts';
import { boundedCount, COUNT_LIMIT, encodeLeadCursor, type LeadCursor } from './inbox-paging.server.ts';
import { accountsById, type OwnerAccount } from './lead-owner.server.ts';
import { type ResolvedSearch, resolveLeadSearch, SEARCH_MATCH_LIMIT } from './lead-search.server.ts';
import type { LeadSearchIndex } from './search-worker.server.ts';

/** The filter, for the callers that read it with the list. */
export {
  applyFilter,
  baseQuery,
  type LeadFilter,
  leadFilterQuery,
  parseLeadFilter,
} from './inbox-filter.server.ts';

export const INBOX_PAGE_SIZE = 50;

export type NotificationState = OutboxJobStatus | 'none';

/** How staff read a lead's phone, postal code and reading, in the inbox and on the lead page. */
export interface LeadContactView {
  /** `090-1234-5678`, `0120-123-456`, `+86 138 0013 8000` (formatPhoneForStaff); '' once anonymised. */
  phone: string;
  /** `〒104-0061`, or null when not given. */
  postalCode: string | null;
  /** `ヤマダ　ハナコ`, or null when not given. */
  nameKana: string | null;
}

export function leadContactView(lead: Pick<MaterialRequest, 'phone' | 'postal_code' | 'name_kana'>): LeadContactView {
  return {
    phone: formatPhoneForStaff(lead.phone),
    postalCode: lead.postal_code ? formatPostalCode(lead.postal_code) : null,
    nameKana: lead.name_kana || null,
  };
}

export interface LeadListRow extends LeadContactView {
  id: string;
  createdAt: string;
  name: string;
  organization: string;
  email: string;
  product: string;
  locale: string;
  status: MaterialRequestStatus;
  /** The lead this one was marked a duplicate of (its status then reads 重複). */
  duplicateOf: string | null;
  /** The staff notification's state ('none' for spam, which is never notified). */
  notification: NotificationState;
  /** The owner's account, or null while unassigned. */
  owner: { id: string; name: string; disabled: boolean } | null;
  /** ISO-8601 UTC, or null (spam has none, nor a lead closed at 契約 or 失注). */
  dueAt: string | null;
  /** The sales stage (meeting … lost), or null before the first. */
  stage: LeadStage | null;
  /** The open next step: its day (YYYY-MM-DD, Japan), what, and whether its day has passed. */
  nextStep: { on: string; text: string; late: boolean } | null;
  /** Still pending after its due date. */
  overdue: boolean;
  /** 要確認: waiting for staff to release it (review.server.ts). */
  review: boolean;
}

export interface LeadPage {
  rows: LeadListRow[];
  /** Exact below COUNT_LIMIT per status; `totalAtLeast` when one of them reached it. */
  total: number;
  totalAtLeast: boolean;
  page: number;
  pageCount: number;
  /** Per status, capped at COUNT_LIMIT (a count equal to it reads "at least"). */
  counts: Record<MaterialRequestStatus, number>;
  /** The statuses whose count is a lower bound (COUNT_LIMIT reached, or a capped search). */
  atLeast: Record<MaterialRequestStatus, boolean>;
  /** The search matched more than SEARCH_MATCH_LIMIT leads: the newest of them are listed. */
  searchCapped: boolean;
  /** Keyset paging (newest first): the cursors of the pages around this one, null at an end. */
  previousCursor: string | null;
  nextCursor: string | null;
  /** The search was one or two characters: only the newest leads were looked through. */
  shortSearch: boolean;
}

const LIST_COLUMNS = [
  'id',
  'created_at',
  'name',
  'name_kana',
  'organization',
  'email',
  'phone',
  'postal_code',
  'product',
  'locale',
  'status',
  'duplicate_of',
  'review',
  'owner_id',
  'due_at',
  'materials_sent_at',
  'next_step_due_at',
  'next_step_on',
  'next_step',
  'stage',
] as const;

export interface InboxOptions {
  /** Where the SQLite search index is matched: the server's worker; this thread without it. */
  searchIndex?: LeadSearchIndex | undefined;
}

/**
 * One page of the inbox. `at` is a cursor (keyset paging, newest first: what the inbox links
 * use), a page number (OFFSET paging: old links, and the order by due date, whose mixed
 * directions no single row-value comparison serves), or nothing for the first page.
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  at?: number | LeadCursor,
  options: InboxOptions = {},
): Promise<LeadPage> {
  const search = await resolveLeadSearch(db, filter.q, options.searchIndex);
  const filtered = applyFilter(baseQuery(db), filter, { status: true, search: search.condition });
  const counts = await statusCounts(db, filter, search);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const atLeast = Object.fromEntries(
    leadStatuses.map((status) => [status, search.capped || counts[status] >= COUNT_LIMIT]),
  ) as Record<MaterialRequestStatus, boolean>;
  const totalAtLeast = filter.status ? atLeast[filter.status] : Object.values(atLeast).some(Boolean);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const keyset = filter.sort === undefined && typeof at !== 'number';
  const current = keyset ? 1 : Math.min(Math.max(1, Math.trunc(typeof at === 'number' ? at : 1) || 1), pageCount);
  let leads: Awaited<ReturnType<ReturnType<typeof inboxPageRows>['execute']>>;
  let previousCursor: string | null = null;
  let nextCursor: string | null = null;
  if (keyset) {
    const found = await keysetPage(filtered, typeof at === 'object' ? at : undefined);
    leads = found.rows;
    const [first, last] = [leads[0], leads.at(-1)];
    if (found.hasPrevious && first) previousCursor = encodeLeadCursor({ createdAt: first.created_at, id: first.id });
    if (found.hasNext && last) nextCursor = encodeLeadCursor({ createdAt: last.created_at, id: last.id });
  } else {
    leads = await inboxPageRows(filtered, filter)
      .limit(INBOX_PAGE_SIZE)
      .offset((current - 1) * INBOX_PAGE_SIZE)
      .execute();
  }
  const states = await notificationStates(
    db,
    leads.map((lead) => lead.id),
  );
  const owners = await accountsById(
    db,
    leads.flatMap((lead) => (lead.owner_id ? [lead.owner_id] : [])),
  );
  const now = filter.now ?? new Date().toISOString();
  return {
    rows: leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.created_at,
      name: lead.name,
      ...leadContactView(lead),
      organization: lead.organization,
      email: lead.email,
      product: lead.product,
      locale: lead.locale,
      status: lead.status,
      duplicateOf: lead.duplicate_of,
      notification: states.get(lead.id) ?? 'none',
      owner: ownerOf(lead.owner_id, owners),
      dueAt: lead.due_at,
      overdue: isOverdue(lead, now) || nextStepOverdue(lead, now),
      stage: isLeadStage(lead.stage) ? lead.stage : null,
      nextStep: lead.next_step_on
        ? { on: lead.next_step_on, text: lead.next_step ?? '', late: nextStepOverdue(lead, now) }
        : null,
      review: Boolean(lead.review) && lead.status !== 'spam',
    })),
    total,
    totalAtLeast,
    page: current,
    pageCount,
    counts,
    atLeast,
    searchCapped: search.capped,
    previousCursor,
    nextCursor,
    shortSearch: search.short,
  };
}

/** The list's columns in the list's order (soonest due first, soonest next step first, or newest first). */
export function inboxPageRows(filtered: LeadQuery, filter: LeadFilter) {
  return (
    filtered
      .select([...LIST_COLUMNS])
      // Soonest due first, leads without a due date (spam) last on both databases.
      .$if(filter.sort === 'due', (query) =>
        query.orderBy((eb) => eb.case().when('due_at', 'is', null).then(1).else(0).end()).orderBy('due_at', 'asc'),
      )
      // Soonest next step first, leads without one (new, closed, spam) last on both databases.
      .$if(filter.sort === 'next', (query) =>
        query
          .orderBy((eb) => eb.case().when('next_step_due_at', 'is', null).then(1).else(0).end())
          .orderBy('next_step_due_at', 'asc'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
  );
}

/**
 * The page after or before a cursor, newest first, and whether there are rows beyond it either
 * way: one row more than a page, and one row on the far side of the cursor, both by index.
 */
async function keysetPage(filtered: LeadQuery, cursor: LeadCursor | undefined) {
  const select = filtered.select([...LIST_COLUMNS]);
  if (cursor?.direction === 'before') {
    const above = await select
      .where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(cursor.createdAt, cursor.id)))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(INBOX_PAGE_SIZE + 1)
      .execute();
    // Back at the top (fewer than a page above): the first page, full, as a fresh visit shows it.
    if (above.length <= INBOX_PAGE_SIZE) return keysetPage(filtered, undefined);
    return { rows: above.slice(0, INBOX_PAGE_SIZE).reverse(), hasPrevious: true, hasNext: true };
  }
  let query = select;
  if (cursor)
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)));
  const below = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE + 1)
    .execute();
  const hasPrevious =
    cursor !== undefined &&
    (await filtered
      .select('id')
      .where((eb) => eb(eb.refTuple('created_at', 'id'), '>=', eb.tuple(cursor.createdAt, cursor.id)))
      .limit(1)
      .executeTakeFirst()) !== undefined;
  return { rows: below.slice(0, INBOX_PAGE_SIZE), hasPrevious, hasNext: below.length > INBOX_PAGE_SIZE };
}

function ownerOf(id: string | null, accounts: Map<string, OwnerAccount>): LeadListRow['owner'] {
  if (!id) return null;
  const account = accounts.get(id);
  return { id, name: account?.displayName ?? id, disabled: account?.disabled ?? true };
}

/**
 * How many leads each status has under the filter's other criteria. A search bounded by
 * construction is counted in one pass over its matches; anything else status by status through
 * the (status, created_at, id) index, each only up to COUNT_LIMIT (inbox-paging.server.ts).
 */
export async function statusCounts(
  db: Db,
  filter: LeadFilter,
  search?: ResolvedSearch,
): Promise<Record<MaterialRequestStatus, number>> {
  const filtered = applyFilter(baseQuery(db), filter, { status: false, search: search?.condition });
  const counts = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<MaterialRequestStatus, number>;
  if (search?.bounded) {
    // Grouped outside a limited subquery: a GROUP BY over the table itself lets SQLite's planner
    // prefer the status index's order to the search's few rows, and read every lead.
    const rows = await db
      .selectFrom(filtered.select('status').limit(SEARCH_MATCH_LIMIT).as('matched'))
      .select(['matched.status', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
      .groupBy('matched.status')
      .execute();
    for (const row of rows) counts[row.status] = Math.min(Number(row.n), COUNT_LIMIT);
    return counts;
  }
  const found = await Promise.all(
    leadStatuses.map((status) => boundedCount(db, filtered.where('status', '=', status))),
  );
  leadStatuses.forEach((status, i) => {
    counts[status] = found[i] ?? 0;
  });
  return counts;
}

async function notificationStates(db: Db, ids: string[]): Promise<Map<string, NotificationState>> {
  if (ids.length === 0) return new Map();
  const jobs = await db
    .selectFrom('outbox_jobs')
    .select(['request_id', 'status'])
    .where('request_id', 'in', ids)
    .where('kind', '=', 'lead.staff_notification')
    .execute();
  const byLead = new Map(jobs.map((job) => [job.request_id, job.status]));
  return new Map(ids.map((id) => [id, byLead.get(id) ?? 'none']));
}
