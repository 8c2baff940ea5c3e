/**
 * What the admin clinic pages need around the clinic data layer: the audit callback bound to
 * the signed-in user, the form's fields as clinic input, reading an uploaded CSV file, and
 * carrying the previewed file to the apply step.
 *
 * The preview page holds the file itself (base64) in a hidden field, with its SHA-256 and a
 * digest of the planned changes, rather than a server-side store: nothing to expire or clean,
 * and it works unchanged with several instances behind a load balancer. The apply step
 * refuses bytes whose hash does not match, and sends the person back to the preview when the
 * plan differs from the one they saw (someone changed the list in between).
 */
import { createHash } from 'node:crypto';
import { clinicFields } from '../content/clinics/schema.ts';
import { type AuditAction, recordAudit } from './audit.server.ts';
import { type ClinicImportPreview, CSV_MAX_BYTES } from './clinic-import.server.ts';
import type { AuditFn } from './clinics.server.ts';
import type { Db } from './db.server.ts';

/** `recordAudit` for the clinic layer's `audit` option; the clinic id becomes the target. */
export function clinicAudit(db: Db, actor: { id: string; email: string }, ip: string | null): AuditFn {
  return (action, detail) =>
    recordAudit(db, {
      action: action as AuditAction,
      actor,
      target: typeof detail.id === 'string' ? { type: 'clinic', id: detail.id } : null,
      detail,
      ip,
    });
}

/** The create/edit form's fields, as validateClinic reads them. */
export function clinicFormInput(form: Map<string, string>): Record<string, string> {
  return Object.fromEntries(clinicFields.map((field) => [field, form.get(field) ?? '']));
}

/** Room for the multipart framing and the other fields around a file of CSV_MAX_BYTES. */
const UPLOAD_MAX_BYTES = CSV_MAX_BYTES + 64 * 1024;
/** The apply form carries the file base64-encoded (4/3 larger) plus the framing. */
const APPLY_MAX_BYTES = Math.ceil((CSV_MAX_BYTES * 4) / 3) + 64 * 1024;

export type UploadResult =
  | { ok: true; fields: Map<string, string>; file: Uint8Array | null }
  | { ok: false; problem: 'notForm' | 'tooLarge' };

/** Reads at most `max` bytes of the body; undefined when there is more. */
async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get('content-length') ?? '0') > max) return undefined;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A multipart (or url-encoded) post of the import page: its text fields and the `file` field's
 * bytes (null when no file was chosen). Capped so that a file over the import's limit (or an
 * apply form carrying one) is refused before it is parsed.
 */
export async function readImportPost(request: Request): Promise<UploadResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, problem: 'notForm' };
  }
  const body = await readCapped(request, Math.max(UPLOAD_MAX_BYTES, APPLY_MAX_BYTES));
  if (!body) return { ok: false, problem: 'tooLarge' };
  const data = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
    .formData()
    .catch(() => null);
  if (!data) return { ok: false, problem: 'notForm' };
  const fields = new Map<string, string>();
  let file: Uint8Array | null = null;
  for (const [name, value] of data) {
    if (typeof value === 'string') fields.set(name, value);
    else if (name === 'file' && (value.size > 0 || value.name !== '')) {
      if (value.size > CSV_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
      file = new Uint8Array(await value.arrayBuffer());
    }
  }
  return { ok: true, fields, file };
}

const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

/** What the preview page puts in its apply form. */
export interface SealedUpload {
  content: string;
  sha256: string;
  plan: string;
}

/**
 * A digest of what the import would do (rows created, updated with which values, unchanged),
 * so the apply step can tell whether the plan is still the one the person looked at.
 */
export function planDigest(preview: ClinicImportPreview): string {
  return sha256(
    JSON.stringify({
      create: preview.toCreate.map(({ row, clinic }) => [row, clinic]),
      update: preview.toUpdate.map(({ row, id, changes }) => [row, id, changes]),
      unchanged: preview.unchanged,
    }),
  );
}

export function sealUpload(bytes: Uint8Array, preview: ClinicImportPreview): SealedUpload {
  return { content: Buffer.from(bytes).toString('base64'), sha256: sha256(bytes), plan: planDigest(preview) };
}

/** The file back from the apply form, or null when it is missing, malformed or altered. */
export function openUpload(fields: Map<string, string>): { bytes: Uint8Array; plan: string } | null {
  const content = fields.get('content') ?? '';
  const hash = fields.get('sha256') ?? '';
  const plan = fields.get('plan') ?? '';
  if (content === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(content) || !/^[0-9a-f]{64}$/.test(plan)) return null;
  const bytes = new Uint8Array(Buffer.from(content, 'base64'));
  if (bytes.byteLength === 0 || bytes.byteLength > CSV_MAX_BYTES || sha256(bytes) !== hash) return null;
  return { bytes, plan };
}

/** The import template: the header row Japanese staff recognise, as UTF-8 with a BOM for Excel. */
export function clinicCsvTemplate(headers: readonly string[]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`\uFEFF${headers.join(',')}\r\n`);
}
