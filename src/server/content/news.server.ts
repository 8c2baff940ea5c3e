/**
 * News announcements: the public reads (home page strip, news list, RSS; all rendered on
 * demand), the first-run seed, and the admin list and writes. Every write moves the 'news'
 * content version with it, so caches of these pages on any instance follow within a second
 * (content-version.server.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { newsCopy } from '../../content/news/index.ts';
import { newsSeed } from '../../content/news-seed.ts';
import type { NewsItem, NewsStatus } from '../../domain/news/news-item.ts';
import { type NewsErrors, type NewsInput, validateNews } from '../../domain/news/schema.ts';
import type { Db } from '../platform/db.server.ts';
import type { NewsTable } from '../platform/schema.server.ts';
import { writeContent } from './content-version.server.ts';

const newsMessages = newsCopy.ja.messages;

type NewsRow = Pick<
  Selectable<NewsTable>,
  'id' | 'title' | 'content' | 'url' | 'publish_date' | 'is_important' | 'thumbnail' | 'locale'
>;

function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    url: row.url,
    publishDate: row.publish_date,
    // SQLite returns 0/1 for booleans.
    isImportant: Boolean(row.is_important),
    thumbnail: row.thumbnail,
    locale: row.locale,
  };
}

function publishedNews(db: Db, locale: string) {
  return (
    db
      .selectFrom('news')
      .select(['id', 'title', 'content', 'url', 'publish_date', 'is_important', 'thumbnail', 'locale'])
      .where('locale', '=', locale)
      .where('status', '=', 'published')
      // Same-day items: the later-created first, then id, so the order never depends on the plan.
      .orderBy('publish_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
  );
}

/** The newest published items of one locale, newest first. */
export async function latestNews(db: Db, options: { locale: string; limit: number }): Promise<NewsItem[]> {
  const limit = Number.isFinite(options.limit) ? Math.max(0, Math.trunc(options.limit)) : 0;
  const rows = await publishedNews(db, options.locale).limit(limit).execute();
  return rows.map(toNewsItem);
}

/** Every published item of one locale, newest first. */
export async function listNews(db: Db, options: { locale: string }): Promise<NewsItem[]> {
  const rows = await publishedNews(db, options.locale).execute();
  return rows.map(toNewsItem);
}

/**
 * Inserts the seed announcements when the table is empty and returns how many rows it added.
 * Safe to call on every start: any existing row (even a draft) means staff own the table now.
 */
export async function seedNewsIfEmpty(db: Db): Promise<number> {
  const existing = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return 0;
  const now = new Date().toISOString();
  const results = await writeContent(db, ['news'], (trx) =>
    trx
      .insertInto('news')
      .values(
        newsSeed.map((item) => ({
          id: item.id,
          title: item.title,
          content: item.content,
          url: item.url ?? null,
          publish_date: item.publishDate,
          is_important: item.isImportant,
          thumbnail: item.thumbnail ?? null,
          locale: 'ja',
          status: 'published' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      // Two processes starting at once may both see an empty table; the loser inserts nothing.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
  return results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);
}

// --- Admin: every item, drafts included, and the writes ---------------------------------

export interface NewsAdminItem extends NewsItem {
  status: NewsStatus;
  /** ISO-8601 UTC */
  createdAt: string;
  /** ISO-8601 UTC */
  updatedAt: string;
}

export type NewsWriteResult = { ok: true; item: NewsAdminItem } | { ok: false; errors: NewsErrors };
export type NewsDeleteResult =
  | {
      ok: true /** The deleted item's thumbnail, so the caller can remove an uploaded image. */;
      thumbnail: string | null;
    }
  | { ok: false; errors: NewsErrors };

/** Called after a write commits, e.g. recordAudit bound to the acting user. */
export type NewsAuditFn = (action: string, detail: Record<string, unknown>) => Promise<void>;

export interface NewsWriteOptions {
  audit?: NewsAuditFn;
  now?: Date;
}

function toAdminItem(row: Selectable<NewsTable>): NewsAdminItem {
  return { ...toNewsItem(row), status: row.status, createdAt: row.created_at, updatedAt: row.updated_at };
}

function newsColumns(data: NewsInput) {
  return {
    title: data.title,
    content: data.content,
    url: data.url,
    publish_date: data.publishDate,
    is_important: data.isImportant,
    thumbnail: data.thumbnail,
    locale: data.locale,
    status: data.status,
  };
}

/** Every item (drafts too), newest first; one locale when given. */
export async function listAllNews(db: Db, options: { locale?: string } = {}): Promise<NewsAdminItem[]> {
  let query = db
    .selectFrom('news')
    .selectAll()
    .orderBy('publish_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (options.locale !== undefined) query = query.where('locale', '=', options.locale);
  return (await query.execute()).map(toAdminItem);
}

export async function getNews(db: Db, id: string): Promise<NewsAdminItem | undefined> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdminItem(row) : undefined;
}

export async function createNews(db: Db, input: unknown, options: NewsWriteOptions = {}): Promise<NewsWriteResult> {
  const validation = validateNews(input);
  if (!validation.ok) return validation;
  const now = options.now ?? new Date();
  const iso = now.toISOString();
  const row = { id: randomUUID(), ...newsColumns(validation.data), created_at: iso, updated_at: iso };
  await writeContent(db, ['news'], (trx) => trx.insertInto('news').values(row).execute(), now);
  const item = toAdminItem(row);
  await options.audit?.('news.create', { id: item.id, title: item.title });
  return { ok: true, item };
}

export async function updateNews(
  db: Db,
  id: string,
  input: unknown,
  options: NewsWriteOptions = {},
): Promise<NewsWriteResult> {
  const validation = validateNews(input);
  if (!validation.ok) return validation;
  const now = options.now ?? new Date();
  const row = await writeContent(
    db,
    ['news'],
    (trx) =>
      trx
        .updateTable('news')
        .set({ ...newsColumns(validation.data), updated_at: now.toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    now,
  );
  if (!row) return { ok: false, errors: { form: newsMessages.notFound } };
  const item = toAdminItem(row);
  await options.audit?.('news.update', { id, title: item.title });
  return { ok: true, item };
}

export async function deleteNews(db: Db, id: string, options: NewsWriteOptions = {}): Promise<NewsDeleteResult> {
  const row = await writeContent(db, ['news'], (trx) =>
    trx.deleteFrom('news').where('id', '=', id).returningAll().executeTakeFirst(),
  );
  if (!row) return { ok: false, errors: { form: newsMessages.notFound } };
  await options.audit?.('news.delete', { id, title: row.title });
  return { ok: true, thumbnail: row.thumbnail };
}
