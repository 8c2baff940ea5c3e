/**
 * What the admin clinic pages need around the clinic data layer: the audit callback bound to
 * the signed-in user, the form's fields as clinic input, and carrying the previewed file to
 * the apply step.
 *
 * The preview page holds the file itself (base64) in a hidden field, with its SHA-256 and a
 * digest of the planned changes, rather than a server-side store: nothing to expire or clean,
 * and it works unchanged with several instances behind a load balancer. The apply step
 * refuses bytes whose hash does not match, and sends the person back to the preview when the
 * plan differs from the one they saw (someone changed the list in between).
 */

import { createHash } from 'node:crypto';
import type { AuditAction } from '../../domain/admin.ts';
import { clinicFields } from '../../domain/clinics/schema.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { type ClinicImportPreview, CSV_MAX_BYTES } from './clinic-import.server.ts';
import type { AuditFn } from './clinics.server.ts';

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
