/**
 * What the admin news pages do with a posted form (read by src/actions/admin/news.ts): check
 * and convert an uploaded thumbnail in memory and store it in the database
 * (news-images.server.ts), write through news.server.ts, remove images no item uses any more,
 * and audit every write with the signed-in user and IP. Errors come back as values with the
 * values the user typed, so the form can be shown again as it was (except the file, which
 * browsers never refill).
 */

import { newsCopy } from '../../content/news/index.ts';
import { type AuditAction, auditActions } from '../../domain/admin.ts';
import type { AdvertisingHit } from '../../domain/advertising/types.ts';
import { type NewsErrors, validateNews } from '../../domain/news/schema.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { createNews, deleteNews, getNews, type NewsAdminItem, updateNews } from './news.server.ts';
import { auditedHits, checkNewsCopy, hasAdvertisingErrors } from './news-advertising.server.ts';
import {
  deleteNewsImageIfUnused,
  type PrepareNewsImageResult,
  prepareNewsImage,
  storeNewsImage,
} from './news-images.server.ts';
import { liveSiteFacts } from './site-facts-read.server.ts';

const newsMessages = newsCopy.ja.messages;
const advertisingCopy = newsCopy.ja.admin.advertising;

export interface NewsUpload {
  bytes: Uint8Array;
  type: string;
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
      /** The advertising check's hits on what was posted. */
      advertising?: AdvertisingHit[];
      /** Publishing waits for the confirmation box: the check found errors. */
      needsConfirmation?: true;
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
 * `removeImage` drops it. An upload is only stored when the fields and the image are both
 * valid, is removed again if the write fails, and a replaced or removed image is deleted after
 * the write (unless another item uses the same picture).
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
  // The fields are checked before anything is stored, so both kinds of problem show at once.
  const check = validateNews({ ...input, thumbnail: kept ?? '' });
  const upload: PrepareNewsImageResult | null = form.file
    ? await prepareNewsImage(form.file.bytes, form.file.type)
    : null;
  const errors: NewsErrors = check.ok ? {} : { ...check.errors };
  if (upload && !upload.ok) errors.thumbnail = upload.error;
  // Drafts always save; publishing over an advertising error needs its box ticked (and is audited).
  const advertising = (await checkNewsCopy(values, (await liveSiteFacts(context.db)).regulatory.products)) ?? [];
  const overridden = values.status === 'published' && hasAdvertisingErrors(advertising);
  if (Object.keys(errors).length > 0)
    return { ok: false, errors, values, fileDiscarded: form.file !== null, advertising };
  if (overridden && !form.fields.has('confirmAdvertising')) {
    const needs = { form: advertisingCopy.needsConfirmation };
    return {
      ok: false,
      errors: needs,
      values,
      fileDiscarded: form.file !== null,
      advertising,
      needsConfirmation: true,
    };
  }

  if (upload?.ok) await storeNewsImage(context.db, upload.image);
  const thumbnail = upload?.ok ? upload.image.path : kept;
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
    if (upload?.ok) await deleteNewsImageIfUnused(context.db, upload.image.path);
    return { ok: false, errors: result.errors, values, fileDiscarded: form.file !== null, advertising };
  }
  if (overridden) {
    await audit('news.publish_despite_advertising_errors', {
      id: result.item.id,
      title: values.title,
      content: values.content,
      hits: auditedHits(advertising),
    });
  }
  // Identical uploads share one row: if another item let go of the same picture between the
  // store above and this write, its cleanup saw no user and removed it. Storing again (a no-op
  // when the row is there) puts it back.
  if (upload?.ok) await storeNewsImage(context.db, upload.image);
  if (existing?.thumbnail && existing.thumbnail !== result.item.thumbnail) {
    await deleteNewsImageIfUnused(context.db, existing.thumbnail);
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
  await deleteNewsImageIfUnused(context.db, result.thumbnail);
  return { ok: true };
}
