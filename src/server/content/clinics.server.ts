/**
 * The clinic network (docs/product.md#clinics-admin, ADR 011): the admin list and search, create/update/delete,
 * the update log and 最終更新, and the cached public list. Every write runs in a transaction
 * together with its clinic_update_log entry and the 'clinics' content version, which drops the
 * cached list on every instance (content-version.server.ts). Auditing belongs to the admin
 * area: callers pass `audit` (recordAudit bound to the acting user) and it is called once the
 * write has committed.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { clinicsCopy } from '../../content/clinics/index.ts';
import type { Clinic, PrefectureGroup } from '../../domain/clinics/clinic.ts';
import { type ClinicErrors, type ClinicInput, validateClinic } from '../../domain/clinics/schema.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import { foldForSearch } from '../../domain/lead/kana.ts';
import { type Prefecture, prefectureIndex, prefectures } from '../../domain/prefectures.ts';
import type { Db } from '../platform/db.server.ts';
import type { ClinicsTable, Database } from '../platform/schema.server.ts';
import { cached, writeContent } from './content-version.server.ts';

const { log: clinicLogMessages, messages: clinicMessages } = clinicsCopy.ja;

/** Called after a write commits, e.g. `(action, detail) => recordAudit(db, { actor, action, detail })`. */
export type AuditFn = (action: string, detail: Record<string, unknown>) => Promise<void>;

export interface WriteOptions {
  audit?: AuditFn;
  now?: Date;
}

export type ClinicWriteResult = { ok: true; clinic: Clinic } | { ok: false; errors: ClinicErrors };
export type ClinicDeleteResult = { ok: true } | { ok: false; errors: ClinicErrors };

export interface ClinicFilter {
  /** Free text over name, address, services and doctor (all words must match). */
  query?: string;
  prefecture?: string;
}

export interface UpdateLogEntry {
  id: string;
  title: string;
  success: boolean;
  message: string;
  /** ISO-8601 UTC */
  updatedAt: string;
}

type Executor = Db | Transaction<Database>;

export function toClinic(row: Selectable<ClinicsTable>): Clinic {
  return {
    id: row.id,
    clinicName: row.clinic_name,
    address: row.address,
    prefecture: row.prefecture as Prefecture,
    services: row.services,
    doctor: row.doctor,
    phone: row.phone,
    url: row.url,
    status: row.status,
    wordpressId: row.wordpress_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** North to south, then by name in Japanese collation, then id (a stable order). */
const collator = new Intl.Collator('ja');
export function compareClinics(a: Clinic, b: Clinic): number {
  return (
    prefectureIndex(a.prefecture) - prefectureIndex(b.prefecture) ||
    collator.compare(a.clinicName, b.clinicName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Filters in memory rather than in SQL: the list is at most a few thousand rows (the public one
 * is cached anyway), and the folding (foldForSearch: NFKC, so 全角/半角 do not matter; hiragana
 * as katakana, so ｻﾄｳ, さとう and サトウ match; lower case) is not something SQLite and
 * PostgreSQL share. Each field is folded on its own, so no word matches across two of them.
 */
export function filterClinics(clinics: readonly Clinic[], filter: ClinicFilter): Clinic[] {
  const words = foldForSearch(filter.query ?? '')
    .split(' ')
    .filter((w) => w !== '');
  const prefecture = filter.prefecture?.trim() ?? '';
  return clinics.filter((clinic) => {
    if (prefecture !== '' && clinic.prefecture !== prefecture) return false;
    if (words.length === 0) return true;
    const haystack = [clinic.clinicName, clinic.address, clinic.services, clinic.doctor].map(foldForSearch).join('\n');
    return words.every((word) => haystack.includes(word));
  });
}

/** Groups clinics by prefecture, north to south, leaving out prefectures with none. */
export function groupByPrefecture(clinics: readonly Clinic[]): PrefectureGroup[] {
  const byPrefecture = new Map<string, Clinic[]>();
  for (const clinic of [...clinics].sort(compareClinics)) {
    const list = byPrefecture.get(clinic.prefecture) ?? [];
    list.push(clinic);
    byPrefecture.set(clinic.prefecture, list);
  }
  return prefectures.flatMap((prefecture) => {
    const list = byPrefecture.get(prefecture);
    return list ? [{ prefecture, clinics: list }] : [];
  });
}

/** Every clinic, drafts included, for the admin list; filtered when asked. */
export async function listClinics(db: Db, filter: ClinicFilter = {}): Promise<Clinic[]> {
  const rows = await db.selectFrom('clinics').selectAll().execute();
  return filterClinics(rows.map(toClinic).sort(compareClinics), filter);
}

export async function getClinic(db: Db, id: string): Promise<Clinic | undefined> {
  const row = await db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClinic(row) : undefined;
}

// --- The public list's cache -------------------------------------------------------------

/**
 * Published clinics, north to south, from the 'clinics' content cache: a busy day costs no
 * query per page view, and a write through any instance shows within a second.
 */
export function listPublishedClinics(db: Db): Promise<Clinic[]> {
  return cached(db, 'clinics', 'published', async () => {
    const rows = await db.selectFrom('clinics').selectAll().where('status', '=', 'publish').execute();
    return rows.map(toClinic).sort(compareClinics);
  });
}

// --- The update log ----------------------------------------------------------------------

export async function writeUpdateLog(
  db: Executor,
  entry: { success: boolean; message: string; now?: Date },
): Promise<UpdateLogEntry> {
  const row = {
    id: randomUUID(),
    title: entry.success ? clinicLogMessages.successTitle : clinicLogMessages.failureTitle,
    status: 'publish' as const,
    success: entry.success,
    message: entry.message,
    updated_at: (entry.now ?? new Date()).toISOString(),
  };
  await db.insertInto('clinic_update_log').values(row).execute();
  return { id: row.id, title: row.title, success: row.success, message: row.message, updatedAt: row.updated_at };
}

/** The time of the newest successful write, refresh or import (最終更新), or null when none. */
export async function latestSuccessfulUpdate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('clinic_update_log')
    .select('updated_at')
    .where('success', '=', true)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.updated_at ?? null;
}

/** The newest log entries, successes and failures alike, for the admin page. */
export async function listUpdateLog(db: Db, limit = 20): Promise<UpdateLogEntry[]> {
  const rows = await db
    .selectFrom('clinic_update_log')
    .select(['id', 'title', 'success', 'message', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, Math.trunc(limit)))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    success: Boolean(row.success),
    message: row.message,
    updatedAt: row.updated_at,
  }));
}

// --- Writes ------------------------------------------------------------------------------

export function clinicColumns(data: ClinicInput) {
  return {
    clinic_name: data.clinicName,
    address: data.address,
    prefecture: data.prefecture,
    services: data.services,
    doctor: data.doctor,
    phone: data.phone,
    url: data.url,
    status: data.status,
  };
}

async function nameAndAddressTaken(db: Executor, data: ClinicInput, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('clinics')
    .select('id')
    .where('clinic_name', '=', data.clinicName)
    .where('address', '=', data.address);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Runs a write; a unique-constraint race lost to a concurrent write becomes the duplicate error. */
async function guarded<T>(db: Db, data: ClinicInput, exceptId: string | undefined, write: () => Promise<T>) {
  try {
    return { ok: true as const, value: await write() };
  } catch (error) {
    if (await nameAndAddressTaken(db, data, exceptId)) {
      return { ok: false as const, errors: { clinicName: clinicMessages.duplicate } };
    }
    throw error;
  }
}

export async function createClinic(db: Db, input: unknown, options: WriteOptions = {}): Promise<ClinicWriteResult> {
  const validation = validateClinic(input);
  if (!validation.ok) return validation;
  const data = validation.data;
  if (await nameAndAddressTaken(db, data)) return { ok: false, errors: { clinicName: clinicMessages.duplicate } };
  const now = options.now ?? new Date();
  const iso = now.toISOString();
  const row = { id: randomUUID(), ...clinicColumns(data), wordpress_id: null, created_at: iso, updated_at: iso };
  const result = await guarded(db, data, undefined, () =>
    writeContent(
      db,
      ['clinics'],
      async (trx) => {
        await trx.insertInto('clinics').values(row).execute();
        await writeUpdateLog(trx, {
          success: true,
          message: fillMessage(clinicLogMessages.created, { name: data.clinicName }),
          now,
        });
      },
      now,
    ),
  );
  if (!result.ok) return result;
  const clinic = toClinic(row);
  await options.audit?.('clinic.create', { id: clinic.id, clinicName: clinic.clinicName });
  return { ok: true, clinic };
}

export async function updateClinic(
  db: Db,
  id: string,
  input: unknown,
  options: WriteOptions = {},
): Promise<ClinicWriteResult> {
  const validation = validateClinic(input);
  if (!validation.ok) return validation;
  const data = validation.data;
  const before = await getClinic(db, id);
  if (!before) return { ok: false, errors: { form: clinicMessages.notFound } };
  if (await nameAndAddressTaken(db, data, id)) return { ok: false, errors: { clinicName: clinicMessages.duplicate } };
  const now = options.now ?? new Date();
  const result = await guarded(db, data, id, () =>
    writeContent(
      db,
      ['clinics'],
      async (trx) => {
        const updated = await trx
          .updateTable('clinics')
          .set({ ...clinicColumns(data), updated_at: now.toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) return undefined;
        await writeUpdateLog(trx, {
          success: true,
          message: fillMessage(clinicLogMessages.updated, { name: data.clinicName }),
          now,
        });
        return toClinic(updated);
      },
      now,
    ),
  );
  if (!result.ok) return result;
  if (!result.value) return { ok: false, errors: { form: clinicMessages.notFound } };
  await options.audit?.('clinic.update', {
    id,
    clinicName: data.clinicName,
    changed: changedFields(before, result.value),
  });
  return { ok: true, clinic: result.value };
}

export async function deleteClinic(db: Db, id: string, options: WriteOptions = {}): Promise<ClinicDeleteResult> {
  const now = options.now ?? new Date();
  const deleted = await writeContent(
    db,
    ['clinics'],
    async (trx) => {
      const row = await trx.deleteFrom('clinics').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) return undefined;
      await writeUpdateLog(trx, {
        success: true,
        message: fillMessage(clinicLogMessages.deleted, { name: row.clinic_name }),
        now,
      });
      return row;
    },
    now,
  );
  if (!deleted) return { ok: false, errors: { form: clinicMessages.notFound } };
  await options.audit?.('clinic.delete', { id, clinicName: deleted.clinic_name });
  return { ok: true };
}

const comparable = ['clinicName', 'address', 'prefecture', 'services', 'doctor', 'phone', 'url', 'status'] as const;
export type ComparableField = (typeof comparable)[number];

/** The fields whose values differ between a stored clinic and a new version of it. */
export function changedFields(before: Clinic, after: ClinicInput): ComparableField[] {
  return comparable.filter((field) => before[field] !== after[field]);
}
