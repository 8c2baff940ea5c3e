import { describe, expect, it } from 'vitest';
import { newsSeed } from '../../../../src/content/news-seed.ts';
import { site } from '../../../../src/content/site.ts';
import type { NewsItem } from '../../../../src/domain/news/news-item.ts';
import { recordEvent } from '../../../../src/server/analytics/analytics.server.ts';
import { latestNews, listNews, seedNewsIfEmpty } from '../../../../src/server/content/news.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createNews } from '../../../setup/factories.ts';

const ids = (items: NewsItem[]) => items.map((item) => item.id);

describe('newsSeed', () => {
  it('has nine items with ids 0–8 and valid dates', () => {
    expect(newsSeed.map((item) => item.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    for (const item of newsSeed) {
      expect(item.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${item.publishDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.publishDate);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.content.length).toBeGreaterThan(0);
      if (item.url !== undefined) expect(item.url).toMatch(/^(https:\/\/|\/)/);
    }
    const important = newsSeed.filter((item) => item.isImportant).length;
    expect(important).toBeGreaterThanOrEqual(2);
    expect(important).toBeLessThanOrEqual(3);
  });

  it('pairs the video and event items with their thumbnails', () => {
    expect(newsSeed[0]?.thumbnail).toBe('/images/video-intro.svg');
    for (const n of [1, 2, 3, 4]) expect(newsSeed[n]?.thumbnail).toBe(`/images/news-${n}.svg`);
  });

  it('names products after the configured brand', () => {
    const text = newsSeed.map((item) => `${item.title}${item.content}`).join('\n');
    expect(text).toContain(`${site.brand} DR`);
    expect(text).toContain(`${site.brand} Plus`);
  });
});

describe.each(testBackends())('news on %s', (backend) => {
  const t = useTestDb(backend);

  it('seeds nine items once, and nothing the second time', async () => {
    expect(await seedNewsIfEmpty(t.db)).toBe(9);
    expect(await seedNewsIfEmpty(t.db)).toBe(0);

    const all = await listNews(t.db, { locale: 'ja' });
    expect(all).toHaveLength(9);
    expect(ids(all).sort()).toEqual(newsSeed.map((item) => item.id).sort());
    const rental = all.find((item) => item.id === '5');
    expect(rental).toEqual({
      id: '5',
      title: newsSeed[5]?.title,
      content: newsSeed[5]?.content,
      url: '/rental/medical',
      publishDate: newsSeed[5]?.publishDate,
      isImportant: true,
      thumbnail: null,
      locale: 'ja',
    });
  });

  it('does not seed a table that already has rows, even only drafts', async () => {
    await createNews(t.db, { status: 'draft' });
    expect(await seedNewsIfEmpty(t.db)).toBe(0);
    expect(await t.db.selectFrom('news').select('id').execute()).toHaveLength(1);
  });

  it('returns the seeded news newest first', async () => {
    await seedNewsIfEmpty(t.db);
    const latest = await latestNews(t.db, { locale: 'ja', limit: 5 });
    const expected = [...newsSeed]
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
      .slice(0, 5)
      .map((item) => item.id);
    expect(ids(latest)).toEqual(expected);
  });

  it('latestNews returns the 5 newest published items of the locale, in order', async () => {
    for (const [i, day] of ['01', '02', '03', '04', '05', '06', '07'].entries()) {
      await createNews(t.db, { id: `ja-${i}`, publish_date: `2026-03-${day}` });
    }
    await createNews(t.db, { id: 'draft', publish_date: '2026-12-31', status: 'draft' });
    await createNews(t.db, { id: 'english', publish_date: '2026-12-31', locale: 'en' });

    const latest = await latestNews(t.db, { locale: 'ja', limit: 5 });
    expect(ids(latest)).toEqual(['ja-6', 'ja-5', 'ja-4', 'ja-3', 'ja-2']);
    expect(ids(await latestNews(t.db, { locale: 'en', limit: 5 }))).toEqual(['english']);
    expect(await latestNews(t.db, { locale: 'zh-cn', limit: 5 })).toEqual([]);
    expect(await latestNews(t.db, { locale: 'ja', limit: 0 })).toEqual([]);
  });

  it('listNews returns every published item of the locale in the same order', async () => {
    for (const [i, day] of ['01', '02', '03', '04', '05', '06', '07'].entries()) {
      await createNews(t.db, { id: `ja-${i}`, publish_date: `2026-03-${day}` });
    }
    await createNews(t.db, { id: 'draft', publish_date: '2026-12-31', status: 'draft' });
    await createNews(t.db, { id: 'english', locale: 'en' });
    expect(ids(await listNews(t.db, { locale: 'ja' }))).toEqual([
      'ja-6',
      'ja-5',
      'ja-4',
      'ja-3',
      'ja-2',
      'ja-1',
      'ja-0',
    ]);
  });

  it('orders same-day items by creation time, then id', async () => {
    const day = '2026-05-01';
    await createNews(t.db, { id: 'a', publish_date: day, created_at: '2026-04-01T00:00:00.000Z' });
    await createNews(t.db, { id: 'b', publish_date: day, created_at: '2026-04-01T00:00:00.000Z' });
    await createNews(t.db, { id: 'c', publish_date: day, created_at: '2026-03-01T00:00:00.000Z' });
    expect(ids(await listNews(t.db, { locale: 'ja' }))).toEqual(['b', 'a', 'c']);
  });

  it('round-trips booleans and nulls as such', async () => {
    await createNews(t.db, {
      id: 'yes',
      is_important: true,
      url: 'https://www.example.jp/x',
      thumbnail: '/images/news-1.svg',
    });
    await createNews(t.db, { id: 'no', is_important: false });
    const items = await listNews(t.db, { locale: 'ja' });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('yes')).toMatchObject({
      isImportant: true,
      url: 'https://www.example.jp/x',
      thumbnail: '/images/news-1.svg',
    });
    expect(byId.get('no')).toMatchObject({ isImportant: false, url: null, thumbnail: null });
    for (const item of items) expect(typeof item.isImportant).toBe('boolean');

    // Booleans also work as query parameters (node:sqlite alone would reject them).
    const important = await t.db.selectFrom('news').select('id').where('is_important', '=', true).execute();
    expect(important).toEqual([{ id: 'yes' }]);
  });
});

describe.each(testBackends())('analytics on %s', (backend) => {
  const t = useTestDb(backend);

  it('recordEvent stores one row with no personal data', async () => {
    const before = new Date().toISOString();
    const id = await recordEvent(t.db, { name: 'booking_click', label: 'header', path: '/products', locale: 'ja' });
    await recordEvent(t.db, { name: 'video_play' });

    const rows = await t.db.selectFrom('analytics_events').selectAll().orderBy('name').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id,
      name: 'booking_click',
      label: 'header',
      path: '/products',
      locale: 'ja',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect((rows[0]?.created_at ?? '') >= before).toBe(true);
    expect(rows[1]).toMatchObject({ name: 'video_play', label: null, path: null, locale: null });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
