/**
 * The clinic network (DECISIONS.md item 6): the admin list and search, create/update/delete,
 * the update log and 最終更新, and the cached public list. Every write runs in a transaction
 * together with its clinic_update_log entry and then clears the public cache. Auditing belongs
 * to the admin area: callers pass `audit` (recordAudit bound to the acting user) and it is
 * called once the write has committed.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { clinicLogMessages, clinicMessages, fillMessage } from '../content/clinics/messages.ts';
import { type ClinicErrors, type ClinicInput, type ClinicStatus, validateClinic } from '../content/clinics/schema.ts';
import { type Prefecture, prefectureIndex, prefectures } from '../content/prefectures.ts';
import type { ClinicsTable, Database, Db } from './db.server.ts';

export interface Clinic {
  id: string;
  clinicName: string;
  address: string;
  prefecture: Prefecture;
  services: string;
  doctor: string;
  phone: string | null;
  url: string | null;
  status: ClinicStatus;
  wordpressId: string | null;
  /** ISO-8601 UTC */
  createdAt: string;
  /** ISO-8601 UTC */
  updatedAt: string;
}

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

/** NFKC + lower case, so 全角/半角 and letter case do not matter to the search. */
const fold = (s: string): string => s.normalize('NFKC').toLowerCase();

/**
 * Filters in memory rather than in SQL: the list is at most a few thousand rows (the public one
 * is cached anyway), and NFKC folding is not something SQLite and PostgreSQL share.
 */
export function filterClinics(clinics: readonly Clinic[], filter: ClinicFilter): Clinic[] {
  const words = fold(filter.query ?? '')
    .split(/\s+/)
    .filter((w) => w !== '');
  const prefecture = filter.prefecture?.trim() ?? '';
  return clinics.filter((clinic) => {
    if (prefecture !== '' && clinic.prefecture !== prefecture) return false;
    if (words.length === 0) return true;
    const haystack = fold([clinic.clinicName, clinic.address, clinic.services, clinic.doctor].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

export interface PrefectureGroup {
  prefecture: Prefecture;
  clinics: Clinic[];
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
 * How long a cached public list is trusted. Writes in this process clear it at once; the limit
 * bounds how stale another instance sharing the PostgreSQL database can be.
 */
export const PUBLIC_CACHE_TTL_MS = 60_000;

// Keyed by the handle only so tests with one database each never share an entry; a server
// has one handle, hence one entry.
let publicCache = new WeakMap<object, { at: number; clinics: Promise<Clinic[]> }>();

/** Drops the cached public list; every clinic write calls it. */
export function invalidateClinicCache(): void {
  publicCache = new WeakMap();
}

/**
 * Published clinics, north to south: read from the database at most once per
 * PUBLIC_CACHE_TTL_MS (or after a write), so a busy day costs no query per page view.
 */
export function listPublishedClinics(db: Db, now: number = Date.now()): Promise<Clinic[]> {
  const hit = publicCache.get(db);
  if (hit && now - hit.at < PUBLIC_CACHE_TTL_MS) return hit.clinics;
  const clinics = db
    .selectFrom('clinics')
    .selectAll()
    .where('status', '=', 'publish')
    .execute()
    .then((rows) => rows.map(toClinic).sort(compareClinics));
  const entry = { at: now, clinics };
  publicCache.set(db, entry);
  // A failed read is not cached: the next view tries again.
  clinics.catch(() => {
    if (publicCache.get(db) === entry) publicCache.delete(db);
  });
  return clinics;
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
    db.transaction().execute(async (trx) => {
      await trx.insertInto('clinics').values(row).execute();
      await writeUpdateLog(trx, {
        success: true,
        message: fillMessage(clinicLogMessages.created, { name: data.clinicName }),
        now,
      });
    }),
  );
  if (!result.ok) return result;
  invalidateClinicCache();
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
    db.transaction().execute(async (trx) => {
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
    }),
  );
  if (!result.ok) return result;
  if (!result.value) return { ok: false, errors: { form: clinicMessages.notFound } };
  invalidateClinicCache();
  await options.audit?.('clinic.update', {
    id,
    clinicName: data.clinicName,
    changed: changedFields(before, result.value),
  });
  return { ok: true, clinic: result.value };
}

export async function deleteClinic(db: Db, id: string, options: WriteOptions = {}): Promise<ClinicDeleteResult> {
  const now = options.now ?? new Date();
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('clinics').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) return undefined;
    await writeUpdateLog(trx, {
      success: true,
      message: fillMessage(clinicLogMessages.deleted, { name: row.clinic_name }),
      now,
    });
    return row;
  });
  if (!deleted) return { ok: false, errors: { form: clinicMessages.notFound } };
  invalidateClinicCache();
  await options.audit?.('clinic.delete', { id, clinicName: deleted.clinic_name });
  return { ok: true };
}

const comparable = ['clinicName', 'address', 'prefecture', 'services', 'doctor', 'phone', 'url', 'status'] as const;
export type ComparableField = (typeof comparable)[number];

/** The fields whose values differ between a stored clinic and a new version of it. */
export function changedFields(before: Clinic, after: ClinicInput): ComparableField[] {
  return comparable.filter((field) => before[field] !== after[field]);
}
