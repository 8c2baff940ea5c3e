/**
 * B2 Cloud's issued data (発行済みデータ) read back: each row's お客様管理番号 is the lead id
 * the B2 export wrote, its 伝票番号 the tracking number. The number is stored on the lead's
 * newest B2 shipment and handed to the materials record, whose webhook carries it. The file is
 * CP932 as B2 writes it (UTF-8 with a BOM is read too), checked before anything is stored.
 */
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import { parseCsv } from '../platform/csv-parse.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { RecordMaterialsSent } from './shipments.server.ts';

/** The largest issued-data file read: far above a day's parcels (about 200 bytes a row). */
export const TRACKING_FILE_MAX_BYTES = 1024 * 1024;

/** More rows than a day's parcels by far: a larger file is not B2's issued data. */
export const MAX_IMPORT_ROWS = 5000;

export type TrackingImportProblem = 'encoding' | 'csv' | 'columns' | 'empty' | 'tooMany';

export interface TrackingImportReport {
  stored: number;
  unchanged: number;
  /** Rows whose お客様管理番号 is no B2 shipment of ours, by line. */
  unmatched: { line: number; reference: string }[];
  /** Rows whose 伝票番号 is not 12 digits, by line. */
  malformed: { line: number; reference: string }[];
}

export type TrackingImportResult =
  | { ok: true; report: TrackingImportReport }
  | { ok: false; problem: TrackingImportProblem };

function decode(bytes: Uint8Array): string | null {
  try {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
    }
    return new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `1234-5678-9012` or `123456789012` → `123456789012`; null for anything else. */
export function normalizeTrackingNumber(value: string): string | null {
  const digits = value.trim().replace(/-/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

interface TrackingRow {
  line: number;
  reference: string;
  tracking: string | null;
}

/** The rows of an issued-data file, or why it is not one. */
export function readIssuedData(
  bytes: Uint8Array,
): { ok: true; rows: TrackingRow[] } | { ok: false; problem: TrackingImportProblem } {
  const text = decode(bytes);
  if (text === null) return { ok: false, problem: 'encoding' };
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problem: 'csv' };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, problem: 'empty' };
  const names = header.fields.map((field) => field.trim());
  const referenceAt = names.indexOf('お客様管理番号');
  const trackingAt = names.indexOf('伝票番号');
  if (referenceAt < 0 || trackingAt < 0) return { ok: false, problem: 'columns' };
  if (records.length === 0) return { ok: false, problem: 'empty' };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooMany' };
  return {
    ok: true,
    rows: records.map((record) => ({
      line: record.line,
      reference: (record.fields[referenceAt] ?? '').trim(),
      tracking: normalizeTrackingNumber(record.fields[trackingAt] ?? ''),
    })),
  };
}

/**
 * Stores each row's tracking number on its lead's newest B2 shipment. A shipment not yet
 * marked 発送済み is marked now (a label B2 issued is a parcel on its way); every new number
 * goes to the materials record so the webhook carries it, once the numbers are stored.
 * Importing the same file again changes nothing.
 */
export async function importTrackingNumbers(
  db: Db,
  input: { bytes: Uint8Array; actor: Actor; now: Date; ip?: string | null },
  recordMaterialsSent: RecordMaterialsSent,
): Promise<TrackingImportResult> {
  const read = readIssuedData(input.bytes);
  if (!read.ok) return read;
  const report: TrackingImportReport = { stored: 0, unchanged: 0, unmatched: [], malformed: [] };
  const now = input.now.toISOString();
  const recorded: { requestId: string; trackingNumber: string }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const row of read.rows) {
      if (row.tracking === null) {
        report.malformed.push({ line: row.line, reference: row.reference.slice(0, 50) });
        continue;
      }
      const shipment = row.reference
        ? await trx
            .selectFrom('lead_shipments')
            .select(['id', 'request_id', 'tracking_number', 'shipped_at'])
            .where('request_id', '=', row.reference)
            .where('format', '=', 'b2')
            .orderBy('created_at', 'desc')
            .limit(1)
            .executeTakeFirst()
        : undefined;
      if (!shipment) {
        report.unmatched.push({ line: row.line, reference: row.reference.slice(0, 50) });
        continue;
      }
      if (shipment.tracking_number === row.tracking) {
        report.unchanged += 1;
        continue;
      }
      await trx
        .updateTable('lead_shipments')
        .set({
          tracking_number: row.tracking,
          ...(shipment.shipped_at === null ? { shipped_at: now, shipped_by: input.actor.id } : {}),
        })
        .where('id', '=', shipment.id)
        .execute();
      recorded.push({ requestId: shipment.request_id, trackingNumber: row.tracking });
      report.stored += 1;
    }
    await recordAudit(trx, {
      action: 'lead.tracking_import',
      actor: input.actor,
      detail: { stored: report.stored, unmatched: report.unmatched.length, malformed: report.malformed.length },
      ip: input.ip ?? null,
    });
  });
  // After the numbers are committed: the record opens a transaction of its own.
  for (const { requestId, trackingNumber } of recorded) {
    await recordMaterialsSent(db, {
      requestId,
      method: 'post',
      actorId: input.actor.id,
      trackingNumber,
      now: input.now,
    });
  }
  return { ok: true, report };
}
