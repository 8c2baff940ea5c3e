/**
 * What the admin news pages do with a posted form: read the multipart body (with a cap of our
 * own, since the adapter accepts up to 1 GB), store an uploaded thumbnail through
 * saveNewsImage, write through news.server.ts, remove files no item uses any more, and audit
 * every write with the signed-in user and IP. Errors come back as values with the values the
 * user typed, so the form can be shown again as it was (except the file, which browsers never
 * refill).
 */

import { type NewsErrors, newsMessages, validateNews } from '../content/news/schema.ts';
import { type AuditAction, auditActions, recordAudit } from './audit.server.ts';
import type { Db } from './db.server.ts';
import { createNews, deleteNews, getNews, type NewsAdminItem, updateNews } from './news.server.ts';
import {
  deleteNewsImage,
  NEWS_IMAGE_MAX_BYTES,
  type SaveNewsImageResult,
  saveNewsImage,
} from './news-images.server.ts';

/** A 5 MB image plus the longest possible text fields, with room for multipart framing. */
export const MAX_NEWS_FORM_BYTES = NEWS_IMAGE_MAX_BYTES + 1024 * 1024;
/**
 * A body past the cap is still read (and thrown away) up to this size, so the browser gets the
 * page with the message rather than a connection reset in the middle of its upload.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export interface NewsUpload {
  bytes: Uint8Array;
  type: string;
}

export type NewsFormRead =
  | { ok: true; fields: Map<string, string>; file: NewsUpload | null }
  | { ok: false; problem: 'too-large' | 'bad-request' };

/** The posted fields and the chosen image (null when none was chosen). */
export async function readNewsForm(request: Request): Promise<NewsFormRead> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, problem: 'bad-request' };
  }
  if (!request.body) return { ok: false, problem: 'bad-request' };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      break;
    }
    if (total <= MAX_NEWS_FORM_BYTES) chunks.push(value);
  }
  if (total > MAX_NEWS_FORM_BYTES) return { ok: false, problem: 'too-large' };
  let data: FormData;
  try {
    data = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, problem: 'bad-request' };
  }
  const fields = new Map<string, string>();
  let file: NewsUpload | null = null;
  for (const [name, value] of data) {
    if (typeof value === 'string') fields.set(name, value);
    // An empty file input still posts a part with no name and no bytes: nothing was chosen.
    else if (name === 'image' && (value.size > 0 || value.name !== '')) {
      file = { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
    }
  }
  return { ok: true, fields, file };
}

/** What the form shows: the stored item, the defaults, or what was posted. */
export interface NewsFormValues {
  title: string;
  content: string;
  url: string;
  publishDate: string;
  isImportant: boolean;
  locale: string;
  status: string;
  removeImage: boolean;
}

/** Today in Japan as YYYY-MM-DD (the staff's calendar, whatever the server's zone). */
export function todayInJapan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}

export function newNewsValues(now: Date = new Date()): NewsFormValues {
  return {
    title: '',
    content: '',
    url: '',
    publishDate: todayInJapan(now),
    isImportant: false,
    locale: 'ja',
    status: 'published',
    removeImage: false,
  };
}

export function newsValuesOf(item: NewsAdminItem): NewsFormValues {
  return {
    title: item.title,
    content: item.content,
    url: item.url ?? '',
    publishDate: item.publishDate,
    isImportant: item.isImportant,
    locale: item.locale,
    status: item.status,
    removeImage: false,
  };
}

function postedValues(fields: Map<string, string>): NewsFormValues {
  const get = (name: string) => fields.get(name) ?? '';
  return {
    title: get('title'),
    content: get('content'),
    url: get('url'),
    publishDate: get('publishDate'),
    isImportant: fields.has('isImportant'),
    locale: get('locale'),
    status: get('status'),
    removeImage: fields.has('removeImage'),
  };
}

export interface NewsActor {
  id: string;
  email: string;
}

export interface NewsAdminContext {
  db: Db;
  dataDir: string;
  actor: NewsActor;
  ip: string | null;
}

export type NewsSubmitResult =
  | { ok: true; item: NewsAdminItem }
  | {
      ok: false;
      errors: NewsErrors;
      values: NewsFormValues;
      /** A chosen file was not kept (the form had other problems): it must be chosen again. */
      fileDiscarded: boolean;
      notFound?: true;
    };

const isAuditAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);

function auditWith(context: NewsAdminContext, extra: Record<string, unknown>) {
  return async (action: string, detail: Record<string, unknown>) => {
    if (!isAuditAction(action)) throw new Error(`unknown audit action ${action}`);
    await recordAudit(context.db, {
      action,
      actor: context.actor,
      target: { type: 'news', id: String(detail.id) },
      detail: { ...detail, ...extra },
      ip: context.ip,
    });
  };
}

/**
 * Creates (no id) or updates an item from a posted form. A new image replaces the current one;
 * `removeImage` drops it. An upload is only kept when the whole write succeeds, and a replaced
 * or removed upload is deleted after the write.
 */
export async function submitNewsForm(
  context: NewsAdminContext,
  id: string | null,
  form: { fields: Map<string, string>; file: NewsUpload | null },
): Promise<NewsSubmitResult> {
  const values = postedValues(form.fields);
  const existing = id === null ? undefined : await getNews(context.db, id);
  if (id !== null && !existing)
    return { ok: false, errors: { form: newsMessages.notFound }, values, fileDiscarded: false, notFound: true };
  const kept = values.removeImage ? null : (existing?.thumbnail ?? null);
  const input = {
    title: values.title,
    content: values.content,
    url: values.url,
    publishDate: values.publishDate,
    isImportant: values.isImportant,
    locale: values.locale,
    status: values.status,
  };
  // The fields are checked before the image is stored, so both kinds of problem show at once.
  const check = validateNews({ ...input, thumbnail: kept ?? '' });
  const upload: SaveNewsImageResult | null = form.file
    ? await saveNewsImage(context.dataDir, form.file.bytes, form.file.type)
    : null;
  const errors: NewsErrors = check.ok ? {} : { ...check.errors };
  if (upload && !upload.ok) errors.thumbnail = upload.error;
  if (Object.keys(errors).length > 0) {
    if (upload?.ok) await deleteNewsImage(context.dataDir, upload.path);
    return { ok: false, errors, values, fileDiscarded: form.file !== null };
  }

  const thumbnail = upload?.ok ? upload.path : kept;
  const image = upload?.ok
    ? existing?.thumbnail
      ? 'replaced'
      : 'added'
    : values.removeImage && existing?.thumbnail
      ? 'removed'
      : undefined;
  const audit = auditWith(context, image ? { image } : {});
  const data = { ...input, thumbnail: thumbnail ?? '' };
  const result =
    id === null ? await createNews(context.db, data, { audit }) : await updateNews(context.db, id, data, { audit });
  if (!result.ok) {
    if (upload?.ok) await deleteNewsImage(context.dataDir, upload.path);
    return { ok: false, errors: result.errors, values, fileDiscarded: form.file !== null };
  }
  if (existing?.thumbnail && existing.thumbnail !== result.item.thumbnail) {
    await deleteNewsImage(context.dataDir, existing.thumbnail);
  }
  return { ok: true, item: result.item };
}

export type NewsDeleteOutcome = { ok: true } | { ok: false; problem: 'confirm' | 'notFound' };

/** Deletes an item (the form's confirmation box must be ticked) and its uploaded image. */
export async function deleteNewsFromForm(
  context: NewsAdminContext,
  id: string,
  fields: Map<string, string>,
): Promise<NewsDeleteOutcome> {
  if (fields.get('confirm') !== 'yes') return { ok: false, problem: 'confirm' };
  const result = await deleteNews(context.db, id, { audit: auditWith(context, {}) });
  if (!result.ok) return { ok: false, problem: 'notFound' };
  await deleteNewsImage(context.dataDir, result.thumbnail);
  return { ok: true };
}
