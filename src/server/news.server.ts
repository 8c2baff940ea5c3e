/**
 * News announcements: the public reads (home page strip, news list) and the first-run seed.
 * Admin create/update/delete comes later.
 */
import type { Selectable } from 'kysely';
import { newsSeed } from '../content/news-seed.ts';
import type { Db, NewsTable } from './db.server.ts';

export interface NewsItem {
  id: string;
  title: string;
  content: string;
  url: string | null;
  /** YYYY-MM-DD */
  publishDate: string;
  isImportant: boolean;
  thumbnail: string | null;
  locale: string;
}

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
  const results = await db
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
    .execute();
  return results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);
}
