/** Test data builders: valid rows by default, override only what a test is about. */
import type { Insertable } from 'kysely';
import type { Db, NewsTable } from '../../src/server/db.server.ts';

let sequence = 0;

export type NewsOverrides = Partial<Insertable<NewsTable>>;

/** Inserts one published Japanese news item and returns the inserted values. */
export async function createNews(db: Db, overrides: NewsOverrides = {}): Promise<Insertable<NewsTable>> {
  sequence += 1;
  const now = new Date().toISOString();
  const row: Insertable<NewsTable> = {
    id: `test-${sequence}`,
    title: `テストのお知らせ ${sequence}`,
    content: 'テスト用の本文です。',
    url: null,
    publish_date: '2026-01-01',
    is_important: false,
    thumbnail: null,
    locale: 'ja',
    status: 'published',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('news').values(row).execute();
  return row;
}
