/**
 * The clinic CSV import's two POSTs (src/pages/admin/clinics/import.astro). 'preview': the
 * uploaded file is read and planned (src/server/content/clinic-import.server.ts) without writing
 * anything, and the page shows what would change, carrying the file itself to the next step
 * (src/server/content/admin-clinics.server.ts explains how). 'apply': the file comes back, is checked
 * against its hash and the plan the person saw, and is imported in one transaction; the list
 * then says how many rows changed (303).
 */
import { clinicsCopy } from '../../content/clinics/index.ts';
import {
  clinicAudit,
  openUpload,
  planDigest,
  type SealedUpload,
  sealUpload,
} from '../../server/content/admin-clinics.server.ts';
import {
  applyClinicImport,
  CSV_MAX_BYTES,
  type ImportRowError,
  type ClinicImportPreview as Preview,
  previewClinicImport,
} from '../../server/content/clinic-import.server.ts';
import { readFormBody } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { CLINICS_PATH } from '../paths.ts';

const t = clinicsCopy.ja.admin;

export type UploadResult =
  | { ok: true; fields: Map<string, string>; file: Uint8Array | null; fileName?: string }
  | { ok: false; problem: 'notForm' | 'tooLarge' };

/**
 * A multipart (or url-encoded) post of the import page: its text fields and the `file` field's
 * bytes (null when no file was chosen). Capped so that a file over the import's limit (or an
 * apply form carrying one) is refused before it is parsed.
 */
export async function readImportPost(request: Request): Promise<UploadResult> {
  const read = await readFormBody(request);
  if (!read.ok) return { ok: false, problem: read.problem === 'too-large' ? 'tooLarge' : 'notForm' };
  const file = read.files.get('file');
  // An empty file input still posts a part with no name and no bytes: nothing was chosen.
  if (!file || (file.size === 0 && file.name === '')) return { ok: true, fields: read.fields, file: null };
  if (file.size > CSV_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  return { ok: true, fields: read.fields, file: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
}

export interface ClinicImportView {
  uploadError: string | null;
  notice: string | null;
  preview: Preview | null;
  /** The previewed file and its plan, for the apply form. */
  sealed: SealedUpload | null;
  /** Rows the import refused when it was applied. */
  rejected: ImportRowError[];
}

export async function clinicImportAction(context: PageContext): Promise<Response | ClinicImportView> {
  const view: ClinicImportView = { uploadError: null, notice: null, preview: null, sealed: null, rejected: [] };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const { db } = context.locals.services;
  const { response } = context;
  const post = await readImportPost(context.request);
  if (!post.ok) {
    response.status = post.problem === 'tooLarge' ? 413 : 400;
    view.uploadError = post.problem === 'tooLarge' ? t.import.tooLarge : t.import.noFile;
  } else if (post.fields.get('intent') === 'apply') {
    const upload = openUpload(post.fields);
    if (!upload) {
      response.status = 400;
      view.uploadError = t.import.tampered;
    } else {
      const current = await previewClinicImport(db, upload.bytes);
      if (planDigest(current) !== upload.plan) {
        response.status = 409;
        view.notice = t.import.changed;
        view.preview = current;
        view.sealed = sealUpload(upload.bytes, current);
      } else {
        const result = await applyClinicImport(db, upload.bytes, { audit: clinicAudit(db, user, clientIp(context)) });
        if (result.ok) {
          return context.redirect(
            `${CLINICS_PATH}?imported=${result.created},${result.updated},${result.unchanged}`,
            303,
          );
        }
        response.status = 422;
        view.rejected = result.errors;
      }
    }
  } else if (!post.file) {
    response.status = 422;
    view.uploadError = t.import.noFile;
  } else {
    view.preview = await previewClinicImport(db, post.file);
    view.sealed = sealUpload(post.file, view.preview);
  }
  return view;
}
