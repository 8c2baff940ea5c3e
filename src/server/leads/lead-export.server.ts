import { type ExportColumn, exportColumns } from '../../domain/lead/export-columns.ts';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { CsvCell } from '../platform/csv.server.ts';
import { excelTextCell } from '../platform/csv-cells.server.ts';
import type { Db } from '../platform/db.server.ts';
import { formatPhoneForStaff } from '../platform/phone.server.ts';
import type { MaterialRequest } from '../platform/schema-leads.server.ts';
import { applyFilter, baseQuery, type LeadFilter } from './inbox.server.ts';
import type { Actor } from './lead-changes.server.ts';

/** Leads per query: each is one index range read of a few milliseconds, even on SQLite. */
export const EXPORT_BATCH = 500;

/** One lead as the export reads it: its columns, and its owner's display name (null when unassigned). */
export type ExportLead = Pick<MaterialRequest, ExportColumn> & { owner_name: string | null };

/**
 * Lets timers, signals and other requests run: node:sqlite answers synchronously, so without
 * this a whole export would be one turn of the event loop (issue 23: nine minutes of it).
 */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Every lead under the filter, newest first, fetched in keyset batches so an export of any
 * size holds one batch in memory at a time. Each batch continues after the last with the row
 * value `(created_at, id) < (?, ?)`, which both databases read as a range of the
 * (created_at, id) index (migration 0021): linear in the table, where the `a < ? or (a = ? and
 * b < ?)` form scanned from the top on every batch. Between batches the loop is yielded.
 */
export async function* leadsForExport(
  db: Db,
  filter: LeadFilter,
  options: { batch?: number } = {},
): AsyncGenerator<ExportLead> {
  const size = options.batch ?? EXPORT_BATCH;
  // A handful of accounts: read once, rather than joined into the filtered query.
  const owners = new Map(
    (await db.selectFrom('admin_users').select(['id', 'display_name']).execute()).map((u) => [u.id, u.display_name]),
  );
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let query = applyFilter(baseQuery(db), filter, { status: true });
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(created_at, id)));
    }
    const batch = await query
      .select(exportColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    for (const lead of batch) {
      // Added in place: copying twenty columns per row was an eighth of a million-row export.
      const row = lead as ExportLead;
      row.owner_name = lead.owner_id ? (owners.get(lead.owner_id) ?? null) : null;
      yield row;
    }
    const last = batch.at(-1);
    if (batch.length < size || !last) return;
    after = { created_at: last.created_at, id: last.id };
    await yieldToEventLoop();
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
  /** The columns holding them (`owner_id`: the owner's name), so staff know which field to correct. */
  columns: ExportColumn[];
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
    const columns = exportColumns.filter((column) =>
      column === 'owner_id'
        ? unencodable(lead.owner_name ?? '').length > 0
        : unencodable(String(lead[column] ?? '')).length > 0,
    );
    rows.push({ id: lead.id, name: lead.name, createdAt: lead.created_at, chars, columns });
  }
  return { rows, more: false };
}
