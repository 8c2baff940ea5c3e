/**
 * What the card import keeps between its steps: the previewed file (staged, so 取り込む posts
 * its id rather than the file again, and a page without JavaScript needs no file input twice),
 * the column mappings staff made for a header row, and the applied batches.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { CsvEncoding } from '../platform/csv.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { LeadImportBatchesTable } from '../platform/schema-import.server.ts';
import { type ColumnUse, isColumnUse } from './card-columns.server.ts';

/** How long a previewed file waits for 取り込む. */
export const UPLOAD_HOURS = 24;

export interface StagedUpload {
  id: string;
  fileName: string;
  sha256: string;
  encoding: CsvEncoding;
  content: string;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Keeps a decoded file for the account that uploaded it; sweeps the expired ones on the way. */
export async function stageUpload(
  db: Db,
  file: Omit<StagedUpload, 'id'>,
  userId: string,
  now: Date = new Date(),
): Promise<StagedUpload> {
  const id = randomUUID();
  const iso = now.toISOString();
  await db.deleteFrom('lead_import_uploads').where('expires_at', '<', iso).execute();
  await db
    .insertInto('lead_import_uploads')
    .values({
      id,
      file_name: file.fileName,
      file_sha256: file.sha256,
      encoding: file.encoding,
      content: file.content,
      created_by: userId,
      created_at: iso,
      expires_at: new Date(now.getTime() + UPLOAD_HOURS * 3_600_000).toISOString(),
    })
    .execute();
  return { id, ...file };
}

/** The staged file, if it is this account's and has not expired. */
export async function openUpload(
  db: Db,
  id: string,
  userId: string,
  now: Date = new Date(),
): Promise<StagedUpload | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const row = await db
    .selectFrom('lead_import_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('created_by', '=', userId)
    .where('expires_at', '>=', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.file_name,
    sha256: row.file_sha256,
    encoding: row.encoding === 'cp932' ? 'cp932' : 'utf8',
    content: row.content,
  };
}

export async function dropUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('lead_import_uploads').where('id', '=', id).execute();
}

/** The mapping remembered for a header row, when its length still fits. */
export async function rememberedMapping(db: Db, hash: string, columns: number): Promise<ColumnUse[] | undefined> {
  const row = await db
    .selectFrom('lead_import_mappings')
    .select('mapping')
    .where('header_sha256', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const value: unknown = JSON.parse(row.mapping);
    if (!Array.isArray(value) || value.length !== columns) return undefined;
    return value.every((use) => typeof use === 'string' && isColumnUse(use)) ? (value as ColumnUse[]) : undefined;
  } catch {
    return undefined;
  }
}

export async function rememberMapping(
  db: Db,
  hash: string,
  mapping: readonly ColumnUse[],
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  const values = { mapping: JSON.stringify(mapping), updated_by: userId, updated_at: now.toISOString() };
  await db
    .insertInto('lead_import_mappings')
    .values({ header_sha256: hash, ...values })
    .onConflict((oc) => oc.column('header_sha256').doUpdateSet(values))
    .execute();
}

export type ImportBatch = LeadImportBatchesTable;

export async function batchByFile(db: Db, sha256: string): Promise<ImportBatch | undefined> {
  return db.selectFrom('lead_import_batches').selectAll().where('file_sha256', '=', sha256).executeTakeFirst();
}

export async function getBatch(db: Db, id: string): Promise<ImportBatch | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return db.selectFrom('lead_import_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What became of a batch's leads: contacted, sent materials, reached 商談, 契約 (issue 34's columns). */
export interface BatchProgress {
  leads: number;
  contacted: number;
  materials: number;
  meeting: number;
  won: number;
}

export async function batchProgress(db: Db, id: string): Promise<BatchProgress> {
  const rows = await db
    .selectFrom('material_requests')
    .select(['first_human_touch_at', 'materials_sent_at', 'meeting_at', 'trial_at', 'quote_at', 'won_at'])
    .where('import_batch_id', '=', id)
    .execute();
  // As the funnel report counts: a stage once reached stays reached (a later one implies it),
  // whatever the lead's stage is now (失注 after a meeting still met).
  return {
    leads: rows.length,
    contacted: rows.filter((r) => r.first_human_touch_at !== null).length,
    materials: rows.filter((r) => r.materials_sent_at !== null).length,
    meeting: rows.filter((r) => r.meeting_at ?? r.trial_at ?? r.quote_at ?? r.won_at).length,
    won: rows.filter((r) => r.won_at !== null).length,
  };
}
