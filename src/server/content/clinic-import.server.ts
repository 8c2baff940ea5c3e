/**
 * CSV import of the clinic network: bytes in (UTF-8 with or without BOM, or Shift_JIS/CP932 as
 * Excel saves it in Japan), header names in Japanese or English, upsert by clinic name +
 * address. `previewClinicImport` says what would change; `applyClinicImport` computes the same
 * plan inside one transaction and writes it only when no row has an error.
 *
 * Columns other than name and address may be left out: a missing column keeps the stored
 * value of an existing clinic (a present but blank 公開 too); a present blank phone or URL
 * clears it. Row numbers count the header as row 1, as a spreadsheet shows them.
 */

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { clinicsCopy } from '../../content/clinics/index.ts';
import type { Clinic } from '../../domain/clinics/clinic.ts';
import { type ClinicField, type ClinicInput, validateClinic } from '../../domain/clinics/schema.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import type { CsvEncoding } from '../platform/csv.server.ts';
import { decodeCsvBytes, parseCsv } from '../platform/csv-parse.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';
import {
  type AuditFn,
  type ComparableField,
  changedFields,
  clinicColumns,
  toClinic,
  writeUpdateLog,
} from './clinics.server.ts';
import { writeContent } from './content-version.server.ts';

const { fieldLabels: clinicFieldLabels, log: clinicLogMessages, importErrors: im } = clinicsCopy.ja;

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;

export interface ImportRowError {
  /** The spreadsheet row (header = 1); 0 for the file as a whole. */
  row: number;
  message: string;
}

export interface FieldChange {
  field: ComparableField;
  before: string | null;
  after: string | null;
}

export interface ClinicImportPreview {
  encoding: CsvEncoding | null;
  /** Data rows read (blank lines not counted). */
  total: number;
  toCreate: { row: number; clinic: ClinicInput }[];
  toUpdate: { row: number; id: string; clinic: ClinicInput; changes: FieldChange[] }[];
  unchanged: number;
  errors: ImportRowError[];
  /** Header cells that are none of the known columns; their values are not read. */
  ignoredColumns: string[];
}

export type ClinicImportResult =
  | { ok: true; created: number; updated: number; unchanged: number }
  | { ok: false; errors: ImportRowError[] };

/** Header spellings accepted for each field, compared after NFKC and lower-casing. */
const HEADER_NAMES: Record<ClinicField, readonly string[]> = {
  clinicName: ['クリニック名', 'clinic_name', 'clinic name', '医療機関名'],
  address: ['住所', 'address'],
  prefecture: ['都道府県', 'prefecture'],
  services: ['診療内容', 'services'],
  doctor: ['担当医', 'doctor'],
  phone: ['電話', '電話番号', 'phone'],
  url: ['url', 'ウェブサイト'],
  status: ['公開', 'status', '公開状態'],
};

const PUBLISH = new Set(['公開', 'publish', 'published', '1', 'true', 'yes', '○', '◯']);
const DRAFT = new Set(['非公開', '下書き', 'draft', '0', 'false', 'no', '×']);

/** Moved to platform (the card import reads files the same way); still exported here for its callers. */
export { decodeCsvBytes };

const fold = (s: string) => s.normalize('NFKC').trim().toLowerCase();

function statusValue(raw: string): string | undefined {
  const value = fold(raw);
  if (value === '') return undefined;
  if (PUBLISH.has(value)) return 'publish';
  if (DRAFT.has(value)) return 'draft';
  // Left as written: the schema reports it.
  return raw;
}

const key = (name: string, address: string) => `${name}\u0000${address}`;

type Executor = Db | Transaction<Database>;

async function plan(db: Executor, bytes: Uint8Array): Promise<ClinicImportPreview> {
  const preview: ClinicImportPreview = {
    encoding: null,
    total: 0,
    toCreate: [],
    toUpdate: [],
    unchanged: 0,
    errors: [],
    ignoredColumns: [],
  };
  const fail = (message: string, row = 0) => {
    preview.errors.push({ row, message });
    return preview;
  };
  if (bytes.byteLength === 0) return fail(im.emptyFile);
  if (bytes.byteLength > CSV_MAX_BYTES) return fail(fillMessage(im.tooLarge, { max: CSV_MAX_BYTES / 1024 / 1024 }));
  const decoded = decodeCsvBytes(bytes);
  if (!decoded) return fail(im.unknownEncoding);
  preview.encoding = decoded.encoding;

  const parsed = parseCsv(decoded.text);
  if (!parsed.ok)
    return fail(parsed.error.kind === 'unclosedQuote' ? im.unclosedQuote : im.strayQuote, parsed.error.line);
  const [header, ...records] = parsed.records;
  if (!header) return fail(im.emptyFile);
  if (records.length > CSV_MAX_ROWS) return fail(fillMessage(im.tooManyRows, { max: CSV_MAX_ROWS }));

  const columns = new Map<ClinicField, number>();
  for (const [index, cell] of header.fields.entries()) {
    const name = fold(cell);
    const field = (Object.keys(HEADER_NAMES) as ClinicField[]).find((f) => HEADER_NAMES[f].includes(name));
    if (!field) {
      if (name !== '') preview.ignoredColumns.push(cell.trim());
      continue;
    }
    if (columns.has(field)) return fail(fillMessage(im.duplicateColumn, { column: cell.trim() }), 1);
    columns.set(field, index);
  }
  const missing = (['clinicName', 'address'] as const).filter((field) => !columns.has(field));
  if (missing.length > 0) {
    return fail(fillMessage(im.missingColumns, { columns: missing.map((f) => clinicFieldLabels[f]).join('、') }), 1);
  }

  const existing = new Map<string, Clinic>();
  for (const row of await db.selectFrom('clinics').selectAll().execute()) {
    const clinic = toClinic(row);
    existing.set(key(clinic.clinicName, clinic.address), clinic);
  }
  const seen = new Map<string, number>();

  for (const [index, record] of records.entries()) {
    const row = index + 2;
    preview.total += 1;
    const cell = (field: ClinicField): string | undefined => {
      const at = columns.get(field);
      return at === undefined ? undefined : (record.fields[at] ?? '');
    };
    const name = (cell('clinicName') ?? '').normalize('NFKC').trim();
    const address = (cell('address') ?? '').normalize('NFKC').trim();
    const current = existing.get(key(name, address));
    // An existing clinic's stored values stand in for the columns the file leaves out.
    const values: Record<string, unknown> = current
      ? { ...current, phone: current.phone ?? '', url: current.url ?? '' }
      : { prefecture: '', status: 'publish' };
    for (const field of columns.keys()) {
      const value = cell(field) ?? '';
      if (field === 'status') values.status = statusValue(value) ?? values.status;
      else if (field === 'prefecture') values.prefecture = fold(value) === '' ? values.prefecture : value;
      else values[field] = value;
    }
    const validation = validateClinic(values);
    if (!validation.ok) {
      for (const [field, message] of Object.entries(validation.errors)) {
        const label = field in clinicFieldLabels ? clinicFieldLabels[field as ClinicField] : field;
        preview.errors.push({ row, message: fillMessage(im.fieldError, { field: label, message }) });
      }
      continue;
    }
    const clinic = validation.data;
    const k = key(clinic.clinicName, clinic.address);
    const earlier = seen.get(k);
    if (earlier !== undefined) {
      preview.errors.push({ row, message: fillMessage(im.duplicateRow, { row: earlier }) });
      continue;
    }
    seen.set(k, row);
    if (!current) {
      preview.toCreate.push({ row, clinic });
      continue;
    }
    const fields = changedFields(current, clinic);
    if (fields.length === 0) {
      preview.unchanged += 1;
      continue;
    }
    preview.toUpdate.push({
      row,
      id: current.id,
      clinic,
      changes: fields.map((field) => ({ field, before: current[field], after: clinic[field] })),
    });
  }
  return preview;
}

/** What importing these bytes would change; writes nothing. */
export function previewClinicImport(db: Db, bytes: Uint8Array): Promise<ClinicImportPreview> {
  return plan(db, bytes);
}

const INSERT_CHUNK = 200;

/**
 * Imports the file in one transaction: every row or none. A file with any error changes no
 * clinic and leaves a failure entry in the update log.
 */
export async function applyClinicImport(
  db: Db,
  bytes: Uint8Array,
  options: { audit?: AuditFn; now?: Date } = {},
): Promise<ClinicImportResult> {
  const now = options.now ?? new Date();
  const iso = now.toISOString();
  const outcome = await writeContent(db, ['clinics'], async (trx) => {
    const preview = await plan(trx, bytes);
    if (preview.errors.length > 0) return { ok: false as const, errors: preview.errors };
    const rows = preview.toCreate.map(({ clinic }) => ({
      id: randomUUID(),
      ...clinicColumns(clinic),
      wordpress_id: null,
      created_at: iso,
      updated_at: iso,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('clinics')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    for (const { id, clinic } of preview.toUpdate) {
      await trx
        .updateTable('clinics')
        .set({ ...clinicColumns(clinic), updated_at: iso })
        .where('id', '=', id)
        .execute();
    }
    const counts = { created: rows.length, updated: preview.toUpdate.length, unchanged: preview.unchanged };
    await writeUpdateLog(trx, { success: true, message: fillMessage(clinicLogMessages.csvApplied, counts), now });
    return { ok: true as const, ...counts };
  });
  if (!outcome.ok) {
    await writeUpdateLog(db, {
      success: false,
      message: fillMessage(clinicLogMessages.csvRejected, { count: outcome.errors.length }),
      now,
    });
    await options.audit?.('clinic.import_csv', { ok: false, errors: outcome.errors.length });
    return outcome;
  }
  await options.audit?.('clinic.import_csv', {
    ok: true,
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
  });
  return outcome;
}
