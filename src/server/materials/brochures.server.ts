/**
 * The brochure library: PDFs uploaded by staff, each with a title, a language and the products
 * it covers. The file is checked by its bytes (the `%PDF-` signature, at most 20 MB) and then, on
 * the PDF worker, parsed in full: refused when encrypted (we could not stamp it), over the page
 * cap or holding an image over the pixel cap, and stripped of what acts when opened (scripts,
 * launches, embedded files: pdf-inspect.server.ts), which the library then lists. The same file
 * twice is refused, naming the brochure that has it. Kept in the database like the news images,
 * so every instance serves it. Replacing the file adds a version: links already sent keep theirs
 * until they expire, then pruneBrochureVersions removes it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { brochureProductIds } from '../../content/products.ts';
import {
  BROCHURE_MAX_BYTES,
  BROCHURE_TITLE_MAX_LENGTH,
  type BrochureProblem,
  REMOVED_CONTENT_KINDS,
  type RemovedContent,
} from '../../domain/materials.ts';
import { isLocale } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Inspection } from './pdf-inspect.server.ts';
import type { PdfJobs } from './pdf-jobs.server.ts';

export interface Brochure {
  id: string;
  title: string;
  locale: string;
  products: string[];
  versionId: string;
  size: number;
  pages: number;
  /** SHA-256 (hex) of the stored file. */
  sha256: string;
  /** What the upload check removed from the current version. */
  removed: RemovedContent;
  updatedAt: string;
}

export type BrochureErrors = Partial<Record<'file' | 'title' | 'locale' | 'products' | 'form', BrochureProblem>>;
export type BrochureResult =
  | { ok: true; id: string; removed: RemovedContent }
  | {
      ok: false;
      errors: BrochureErrors /** With `duplicate`: the brochure that has this file. */;
      duplicateOf?: { id: string; title: string };
    };

interface CheckedPdf {
  data: Uint8Array;
  pages: number;
  sha256: string;
  removed: RemovedContent;
}

const PDF_MAGIC = '%PDF-';

/**
 * The upload's bytes as a brochure, or why not. The parse runs on `jobs` (the server's PDF
 * worker); without it (scripts and tests) on this thread. `signal`: the uploader's connection.
 */
export async function checkBrochurePdf(
  data: Uint8Array | null | undefined,
  jobs?: PdfJobs,
  signal?: AbortSignal,
): Promise<{ ok: true; pdf: CheckedPdf } | { ok: false; problem: BrochureProblem }> {
  if (!data || data.byteLength === 0) return { ok: false, problem: 'fileMissing' };
  if (data.byteLength > BROCHURE_MAX_BYTES) return { ok: false, problem: 'fileTooLarge' };
  if (Buffer.from(data.subarray(0, PDF_MAGIC.length)).toString('latin1') !== PDF_MAGIC)
    return { ok: false, problem: 'notPdf' };
  let inspection: Inspection;
  if (jobs) {
    const outcome = await jobs.run<Inspection>(randomUUID(), async () => ({ kind: 'inspect', data }), signal);
    // A file the worker could not parse within its memory and time is no brochure we can stamp.
    if (!outcome.ok) return { ok: false, problem: outcome.problem === 'failed' ? 'unreadable' : 'busy' };
    inspection = outcome.value;
  } else {
    // Loaded at the first upload, not with this module: the retention run at start imports it
    // (pruneBrochureVersions), and the PDF libraries cost a server ~25 MB (issue 30).
    const { inspectBrochure } = await import('./pdf-inspect.server.ts');
    inspection = await inspectBrochure(data);
  }
  if (!inspection.ok) return inspection;
  const stored = inspection.data ?? data;
  return {
    ok: true,
    pdf: {
      data: stored,
      pages: inspection.pages,
      sha256: createHash('sha256').update(stored).digest('hex'),
      removed: inspection.removed,
    },
  };
}

/** The brochure whose current file is `sha256` (other than `except`), if any. */
async function brochureWithFile(db: Db, sha256: string, except?: string) {
  let query = db
    .selectFrom('brochures as b')
    .innerJoin('brochure_versions as v', 'v.id', 'b.current_version_id')
    .select(['b.id', 'b.title'])
    .where('v.sha256', '=', sha256);
  if (except) query = query.where('b.id', '<>', except);
  return query.orderBy('b.created_at').limit(1).executeTakeFirst();
}

export interface BrochureFields {
  title: string;
  locale: string;
  products: string[];
}

function checkFields(fields: BrochureFields): BrochureErrors {
  const errors: BrochureErrors = {};
  const title = fields.title.trim();
  if (!title || title.length > BROCHURE_TITLE_MAX_LENGTH) errors.title = 'title';
  if (!isLocale(fields.locale)) errors.locale = 'locale';
  const known = brochureProductIds as readonly string[];
  if (fields.products.length === 0 || fields.products.some((id) => !known.includes(id))) errors.products = 'products';
  return errors;
}

/** Where the upload's PDF is parsed (the server's worker) and the uploader's connection. */
export interface PdfWork {
  jobs?: PdfJobs | undefined;
  signal?: AbortSignal | undefined;
}

export interface Editor {
  actor: { id: string; email: string };
  ip?: string | null;
  now?: Date;
}

/** Adds a brochure with its first version, audited. */
export async function createBrochure(
  db: Db,
  input: BrochureFields & { file: Uint8Array | null } & Editor & PdfWork,
): Promise<BrochureResult> {
  const errors = checkFields(input);
  const checked = await checkBrochurePdf(input.file, input.jobs, input.signal);
  if (!checked.ok) errors.file = checked.problem;
  if (Object.keys(errors).length > 0 || !checked.ok) return { ok: false, errors };
  const existing = await brochureWithFile(db, checked.pdf.sha256);
  if (existing) return { ok: false, errors: { file: 'duplicate' }, duplicateOf: existing };
  const now = (input.now ?? new Date()).toISOString();
  const id = randomUUID();
  const versionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('brochures')
      .values({
        id,
        title: input.title.trim(),
        locale: input.locale,
        products: [...new Set(input.products)].join(','),
        current_version_id: versionId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertVersion(trx, id, versionId, checked.pdf, input.actor.id, now);
    await recordAudit(trx, {
      action: 'brochure.create',
      actor: input.actor,
      target: { type: 'brochure', id },
      detail: {
        title: input.title.trim(),
        locale: input.locale,
        pages: checked.pdf.pages,
        size: checked.pdf.data.byteLength,
        removed: checked.pdf.removed,
      },
      ip: input.ip ?? null,
      now: new Date(now),
    });
  });
  return { ok: true, id, removed: checked.pdf.removed };
}

async function insertVersion(trx: Db, brochureId: string, id: string, pdf: CheckedPdf, by: string, now: string) {
  await trx
    .insertInto('brochure_versions')
    .values({
      id,
      brochure_id: brochureId,
      sha256: pdf.sha256,
      size: pdf.data.byteLength,
      pages: pdf.pages,
      data: pdf.data,
      removed_content: Object.keys(pdf.removed).length > 0 ? JSON.stringify(pdf.removed) : null,
      created_at: now,
      created_by: by,
      replaced_at: null,
    })
    .execute();
}

/**
 * Changes a brochure's fields and, when a file comes with them, replaces its PDF with a new
 * version (the old one stays for the links that carry it). Audited.
 */
export async function updateBrochure(
  db: Db,
  input: BrochureFields & { id: string; file: Uint8Array | null } & Editor & PdfWork,
): Promise<BrochureResult> {
  const errors = checkFields(input);
  const replacing = input.file !== null && input.file.byteLength > 0;
  const checked = replacing ? await checkBrochurePdf(input.file, input.jobs, input.signal) : null;
  if (checked && !checked.ok) errors.file = checked.problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Another brochure's file, or this one's own current file again.
  const existing = checked?.ok ? await brochureWithFile(db, checked.pdf.sha256) : undefined;
  if (existing) return { ok: false, errors: { file: 'duplicate' }, duplicateOf: existing };
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('brochures')
      .select(['id', 'current_version_id'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!current) return { ok: false, errors: { form: 'notFound' } } as const;
    const versionId = checked?.ok ? randomUUID() : current.current_version_id;
    if (checked?.ok) {
      await insertVersion(trx, current.id, versionId, checked.pdf, input.actor.id, now);
      await trx
        .updateTable('brochure_versions')
        .set({ replaced_at: now })
        .where('id', '=', current.current_version_id)
        .execute();
    }
    await trx
      .updateTable('brochures')
      .set({
        title: input.title.trim(),
        locale: input.locale,
        products: [...new Set(input.products)].join(','),
        current_version_id: versionId,
        updated_at: now,
      })
      .where('id', '=', current.id)
      .execute();
    await recordAudit(trx, {
      action: 'brochure.replace',
      actor: input.actor,
      target: { type: 'brochure', id: current.id },
      detail: {
        title: input.title.trim(),
        locale: input.locale,
        newFile: checked?.ok === true,
        ...(checked?.ok ? { removed: checked.pdf.removed } : {}),
      },
      ip: input.ip ?? null,
      now: new Date(now),
    });
    return { ok: true, id: current.id, removed: checked?.ok ? checked.pdf.removed : {} } as const;
  });
}

/** The library, newest change first (without the bytes). */
export async function listBrochures(db: Db): Promise<Brochure[]> {
  const rows = await db
    .selectFrom('brochures as b')
    .innerJoin('brochure_versions as v', 'v.id', 'b.current_version_id')
    .select([
      'b.id',
      'b.title',
      'b.locale',
      'b.products',
      'b.updated_at',
      'v.id as version_id',
      'v.size',
      'v.pages',
      'v.sha256',
      'v.removed_content',
    ])
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    locale: row.locale,
    products: row.products.split(',').filter(Boolean),
    versionId: row.version_id,
    size: Number(row.size),
    pages: Number(row.pages),
    sha256: row.sha256,
    removed: parseRemoved(row.removed_content),
    updatedAt: row.updated_at,
  }));
}

/** The stored list of removed content, read defensively (only known kinds, whole counts). */
function parseRemoved(text: string | null): RemovedContent {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  const removed: RemovedContent = {};
  if (typeof parsed !== 'object' || parsed === null) return removed;
  for (const kind of REMOVED_CONTENT_KINDS) {
    const n = (parsed as Record<string, unknown>)[kind];
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) removed[kind] = n;
  }
  return removed;
}

export async function getBrochure(db: Db, id: string): Promise<Brochure | undefined> {
  return (await listBrochures(db)).find((brochure) => brochure.id === id);
}

/**
 * The brochures a lead is offered first: its product and its language; one of each file (the
 * same PDF stored twice before uploads were compared is offered once, the newest).
 */
export function matchingBrochures(
  brochures: readonly Brochure[],
  lead: { product: string; locale: string },
): Brochure[] {
  const files = new Set<string>();
  return brochures.filter((b) => {
    if (!b.products.includes(lead.product) || b.locale !== lead.locale || files.has(b.sha256)) return false;
    files.add(b.sha256);
    return true;
  });
}

/** A version's bytes (read only when its copy is stamped). */
export async function versionBytes(db: Db, versionId: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('brochure_versions').select('data').where('id', '=', versionId).executeTakeFirst();
  if (!row) return undefined;
  // The driver's own array, not a copy: a brochure is megabytes, and the stamping hands this
  // buffer to the PDF worker without copying it again (pdf-jobs.server.ts).
  return row.data instanceof Uint8Array ? row.data : new Uint8Array(row.data);
}

/**
 * Removes replaced versions no unexpired link needs any more (the daily retention run). Their
 * expired links stay, so a visitor still gets the page that offers a new link.
 */
export async function pruneBrochureVersions(db: Db, now: Date = new Date()): Promise<number> {
  const iso = now.toISOString();
  const result = await db
    .deleteFrom('brochure_versions')
    .where('replaced_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('material_links as l')
            .select('l.id')
            .whereRef('l.version_id', '=', 'brochure_versions.id')
            .where('l.expires_at', '>', iso),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
