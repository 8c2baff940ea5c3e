/**
 * The leads inbox behind /admin/leads: filtered, searched and paged lists, one lead with its
 * notification attempts and status history, the status workflow, retrying a failed
 * notification, deletion on the person's request, and the rows of the CSV export. Every
 * write is audited in the same transaction as the change.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { brochureProductIds } from '../../content/products.ts';
import { type ExportColumn, exportColumns } from '../../domain/lead/export-columns.ts';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { leadStatuses, type MaterialRequestStatus, type OutboxJobStatus } from '../../domain/lead/statuses.ts';
import { isLocale } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { removeLeadMailFiles } from '../delivery/mail-files.server.ts';
import { queueLeadEvent, WEBHOOK_JOB_KIND } from '../delivery/webhooks.server.ts';
import { accountsById, type OwnerAccount } from '../follow-up/lead-owner.server.ts';
import type { CsvCell } from '../platform/csv.server.ts';
import { excelTextCell } from '../platform/csv-cells.server.ts';
import type { Db, LeadStatusEventsTable, OutboxAttemptsTable, OutboxJobsTable } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { removeLeadMatches } from './lead-matches.server.ts';
import { leadSearchCondition } from './lead-search.server.ts';
import { LEAD_JOB_KINDS, type MaterialRequest } from './leads.server.ts';
import { formatPhoneForStaff } from './phone.server.ts';

/** The follow-up order; `spam` can be set from any state and undone back to `pending`. */
const WORKFLOW: readonly MaterialRequestStatus[] = ['pending', 'contacted', 'materials_sent', 'closed'];

export function allowedTransitions(from: MaterialRequestStatus): MaterialRequestStatus[] {
  if (from === 'spam') return ['pending'];
  const next = WORKFLOW[WORKFLOW.indexOf(from) + 1];
  return next ? [next, 'spam'] : ['spam'];
}

export const INBOX_PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 1000;
const SEARCH_MAX_LENGTH = 100;

export interface LeadFilter {
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
  /** 'due': soonest due date first; newest first otherwise. */
  sort?: 'due';
  /** The signed-in account that owner=me stands for: set by the caller, never read from the URL. */
  viewer?: string;
  /** ISO-8601 UTC instant overdue is judged at (tests); now otherwise. Never read from the URL. */
  now?: string;
}

/** Filter fields that are not part of the URL. */
const CONTEXT_KEYS = new Set(['viewer', 'now']);
const OWNER = /^(?:me|none|[A-Za-z0-9-]{1,64})$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string | null): string | undefined =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`)) ? value : undefined;

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
  if (params.get('sort') === 'due') filter.sort = 'due';
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

/** Midnight in Japan, as the ISO UTC string stored timestamps compare with. */
const japanMidnight = (date: string, addDays = 0): string =>
  new Date(Date.parse(`${date}T00:00:00+09:00`) + addDays * 86_400_000).toISOString();

type LeadQuery = ReturnType<typeof baseQuery>;
const baseQuery = (db: Db) => db.selectFrom('material_requests');

function applyFilter(query: LeadQuery, filter: LeadFilter, options: { status: boolean }): LeadQuery {
  let q = query;
  if (options.status && filter.status) q = q.where('status', '=', filter.status);
  if (filter.product) q = q.where('product', '=', filter.product);
  if (filter.locale) q = q.where('locale', '=', filter.locale);
  if (!filter.duplicates) q = q.where('duplicate_of', 'is', null);
  if (filter.from) q = q.where('created_at', '>=', japanMidnight(filter.from));
  if (filter.to) q = q.where('created_at', '<', japanMidnight(filter.to, 1));
  const search = filter.q ? leadSearchCondition(filter.q) : undefined;
  if (search) q = q.where(search);
  if (filter.owner === 'none') q = q.where('owner_id', 'is', null);
  // Without a viewer, 'me' is nobody: an empty list rather than everyone's leads.
  else if (filter.owner === 'me') q = q.where('owner_id', '=', filter.viewer ?? '');
  else if (filter.owner) q = q.where('owner_id', '=', filter.owner);
  if (filter.review) q = q.where('review', '=', true).where('status', '!=', 'spam');
  if (filter.overdue) {
    q = q.where('status', '=', 'pending').where('due_at', '<', filter.now ?? new Date().toISOString());
  }
  return q;
}

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
  /** ISO-8601 UTC, or null (spam has none). */
  dueAt: string | null;
  /** Still pending after its due date. */
  overdue: boolean;
  /** 要確認: waiting for staff to release it (review.server.ts). */
  review: boolean;
}

export interface LeadPage {
  rows: LeadListRow[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<MaterialRequestStatus, number>;
}

export async function listLeads(db: Db, filter: LeadFilter, page = 1): Promise<LeadPage> {
  const filtered = applyFilter(baseQuery(db), filter, { status: true });
  const [countRow, counts] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirst(),
    statusCounts(db, filter),
  ]);
  const total = Number(countRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const leads = await filtered
    .select([
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
    ])
    // Soonest due first, leads without a due date (spam) last on both databases.
    .$if(filter.sort === 'due', (query) =>
      query.orderBy((eb) => eb.case().when('due_at', 'is', null).then(1).else(0).end()).orderBy('due_at', 'asc'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE)
    .execute();
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
      overdue: isOverdue(lead, now),
      review: Boolean(lead.review) && lead.status !== 'spam',
    })),
    total,
    page: current,
    pageCount,
    counts,
  };
}

function ownerOf(id: string | null, accounts: Map<string, OwnerAccount>): LeadListRow['owner'] {
  if (!id) return null;
  const account = accounts.get(id);
  return { id, name: account?.displayName ?? id, disabled: account?.disabled ?? true };
}

/** Still pending after its due date, at `now` (ISO-8601 UTC). */
export const isOverdue = (lead: { status: string; due_at: string | null }, now: string): boolean =>
  lead.status === 'pending' && lead.due_at !== null && lead.due_at < now;

/** How many leads each status has under the filter's other criteria. */
export async function statusCounts(db: Db, filter: LeadFilter): Promise<Record<MaterialRequestStatus, number>> {
  const rows = await applyFilter(baseQuery(db), filter, { status: false })
    .select(['status', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<MaterialRequestStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
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

export interface LeadJob {
  job: Selectable<OutboxJobsTable>;
  attempts: Selectable<OutboxAttemptsTable>[];
}

export interface LeadDetail {
  lead: MaterialRequest;
  /** The lead's phone, postal code and reading as staff read them. */
  contact: LeadContactView;
  jobs: LeadJob[];
  history: Selectable<LeadStatusEventsTable>[];
}

export async function getLeadDetail(db: Db, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  // Its mails; its webhook deliveries have a panel of their own (listWebhookDeliveries).
  const jobs = await db
    .selectFrom('outbox_jobs')
    .selectAll()
    .where('request_id', '=', id)
    .where('kind', '<>', WEBHOOK_JOB_KIND)
    .orderBy('kind')
    .execute();
  const attempts =
    jobs.length === 0
      ? []
      : await db
          .selectFrom('outbox_attempts')
          .selectAll()
          .where(
            'job_id',
            'in',
            jobs.map((job) => job.id),
          )
          .orderBy('attempted_at')
          .execute();
  const history = await db
    .selectFrom('lead_status_events')
    .selectAll()
    .where('request_id', '=', id)
    .orderBy('created_at')
    .execute();
  // The staff notification first: it is the one the sales team relies on.
  const order = (kind: string) => (LEAD_JOB_KINDS as readonly string[]).indexOf(kind);
  return {
    lead,
    contact: leadContactView(lead),
    jobs: jobs
      .sort((a, b) => order(a.kind) - order(b.kind))
      .map((job) => ({ job, attempts: attempts.filter((a) => a.job_id === job.id) })),
    history,
  };
}

export interface Actor {
  id: string;
  email: string;
  role: 'admin' | 'staff';
}

export type InboxResult = { ok: true } | { ok: false; problem: 'notFound' | 'transition' | 'conflict' | 'note' };

export async function changeLeadStatus(
  db: Db,
  input: {
    id: string;
    to: string;
    /** The state the user saw; a different current state is a conflict. */
    from?: string | null;
    note?: string | null;
    actor: Actor;
    ip?: string | null;
    now?: Date;
  },
): Promise<InboxResult> {
  const now = input.now ?? eventTime();
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX_LENGTH) return { ok: false, problem: 'note' };
  const lead = await db
    .selectFrom('material_requests')
    .select(['id', 'status'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!lead) return { ok: false, problem: 'notFound' };
  if (input.from && input.from !== lead.status) return { ok: false, problem: 'conflict' };
  const to = input.to as MaterialRequestStatus;
  if (!allowedTransitions(lead.status).includes(to)) return { ok: false, problem: 'transition' };
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Only from the state the user saw: a colleague's change in between is not overwritten.
    const updated = await trx
      .updateTable('material_requests')
      .set({
        status: to,
        updated_at: iso,
        // The first response (docs/product.md#dashboard): the first move out of 未対応 to a
        // working state. Marking spam answers nobody, so a lead restored from spam still counts.
        ...(lead.status === 'pending' && to !== 'spam'
          ? { first_response_at: sql<string>`coalesce(first_response_at, ${iso})` }
          : {}),
      })
      .where('id', '=', lead.id)
      .where('status', '=', lead.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' } as const;
    await trx
      .insertInto('lead_status_events')
      .values({
        id: randomUUID(),
        request_id: lead.id,
        from_status: lead.status,
        to_status: to,
        note,
        actor_id: input.actor.id,
        actor_email: input.actor.email,
        created_at: iso,
      })
      .execute();
    await queueLeadEvent(trx, 'lead.status_changed', lead.id, now);
    await recordAudit(trx, {
      action: 'lead.status',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      // The note itself stays with the lead (retention clears it); the log is kept for good.
      detail: { from: lead.status, to, withNote: note !== null },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/** Queues a failed notification again for one more attempt (the worker picks it up within seconds). */
export async function retryNotification(
  db: Db,
  input: { leadId: string; jobId: string; actor: Actor; ip?: string | null; now?: Date },
): Promise<InboxResult> {
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox_jobs')
      .set({ status: 'pending', next_attempt_at: iso, locked_until: null, updated_at: iso })
      .where('id', '=', input.jobId)
      .where('request_id', '=', input.leadId)
      .where('kind', '<>', WEBHOOK_JOB_KIND)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'notFound' } as const;
    await recordAudit(trx, {
      action: 'lead.retry_notification',
      actor: input.actor,
      target: { type: 'lead', id: input.leadId },
      detail: { job: input.jobId },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/**
 * Deletes one lead for good, on the person's request (APPI): the request, its status history,
 * its mail jobs and webhook deliveries (sent or not), its duplicate links and, with `mailDir`,
 * its `.eml` files. The audit entry keeps only the id and the product, no personal data. A
 * receiver's copy of a delivered webhook is the receiver's to delete
 * (docs/product.md#webhooks).
 */
export async function deleteLead(
  db: Db,
  input: { id: string; actor: Actor; ip?: string | null; now?: Date; mailDir?: string },
): Promise<InboxResult> {
  if (input.actor.role !== 'admin') return { ok: false, problem: 'transition' };
  const result = await db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'product', 'created_at'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    await trx.deleteFrom('outbox_jobs').where('request_id', '=', lead.id).execute();
    // Its duplicate links go both ways; a lead marked as its duplicate keeps its status but
    // no longer points at a lead that is gone (docs/product.md#duplicates).
    await removeLeadMatches(trx, [lead.id]);
    await trx
      .updateTable('material_requests')
      .set({ duplicate_of: null })
      .where('duplicate_of', '=', lead.id)
      .execute();
    await trx.deleteFrom('material_requests').where('id', '=', lead.id).execute();
    await recordAudit(trx, {
      action: 'lead.delete',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { product: lead.product, requestedAt: lead.created_at },
      ip: input.ip ?? null,
      now: input.now,
    });
    return { ok: true } as const;
  });
  // After the commit, so a rolled-back deletion keeps its mail too.
  if (result.ok && input.mailDir !== undefined) await removeLeadMailFiles(input.mailDir, [input.id]);
  return result;
}

const EXPORT_BATCH = 500;

/** One lead as the export reads it: its columns, and its owner's display name (null when unassigned). */
export type ExportLead = Pick<MaterialRequest, ExportColumn> & { owner_name: string | null };

/**
 * Every lead under the filter, newest first, fetched in keyset batches so an export of any
 * size holds one batch in memory at a time.
 */
export async function* leadsForExport(db: Db, filter: LeadFilter): AsyncGenerator<ExportLead> {
  // A handful of accounts: read once, rather than joined into the filtered query.
  const owners = new Map(
    (await db.selectFrom('admin_users').select(['id', 'display_name']).execute()).map((u) => [u.id, u.display_name]),
  );
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let query = applyFilter(baseQuery(db), filter, { status: true });
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]),
      );
    }
    const batch = await query
      .select(exportColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(EXPORT_BATCH)
      .execute();
    for (const lead of batch) yield { ...lead, owner_name: lead.owner_id ? (owners.get(lead.owner_id) ?? null) : null };
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last) return;
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * One export row's cells: the phone as staff read it (formatPhoneForStaff) in a cell Excel
 * opens as text, so a Japanese number keeps its leading 0 (csv-cells.server.ts); the postal
 * code as `〒104-0061` (text to Excel as it stands); the owner by name (empty when unassigned);
 * every other column formatted by `format` (dates, labels).
 */
export function exportCells(
  lead: ExportLead,
  format: (column: ExportColumn, value: string | null) => CsvCell,
): CsvCell[] {
  return exportColumns.map((column) => {
    const value = lead[column];
    if (column === 'phone' && value) return excelTextCell(formatPhoneForStaff(value));
    if (column === 'postal_code' && value) return formatPostalCode(value);
    if (column === 'owner_id') return lead.owner_name ?? '';
    return format(column, value);
  });
}

export async function recordExport(
  db: Db,
  input: { filter: LeadFilter; encoding: string; actor: Actor; ip?: string | null },
): Promise<void> {
  // The search text is whatever was typed (often a person's name): only its use is recorded.
  const { q, viewer: _viewer, now: _now, ...filter } = input.filter;
  await recordAudit(db, {
    action: 'lead.export',
    actor: input.actor,
    detail: { filter: { ...filter, ...(q ? { search: true } : {}) }, encoding: input.encoding },
    ip: input.ip ?? null,
  });
}

export interface Cp932Problem {
  id: string;
  name: string;
  createdAt: string;
  chars: string[];
}

/**
 * Leads under the filter whose text CP932 cannot encode (at most `limit`), found before a
 * Shift_JIS export starts so nothing is silently replaced; `more` when there were others.
 */
export async function findCp932Problems(
  db: Db,
  filter: LeadFilter,
  unencodable: (text: string) => string[],
  limit = 50,
): Promise<{ rows: Cp932Problem[]; more: boolean }> {
  const rows: Cp932Problem[] = [];
  for await (const lead of leadsForExport(db, filter)) {
    const chars = unencodable([...exportColumns.map((column) => lead[column] ?? ''), lead.owner_name ?? ''].join('\n'));
    if (chars.length === 0) continue;
    if (rows.length === limit) return { rows, more: true };
    rows.push({ id: lead.id, name: lead.name, createdAt: lead.created_at, chars });
  }
  return { rows, more: false };
}
