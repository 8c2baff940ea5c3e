import { describe, expect, it, vi } from 'vitest';
import { newsCopy } from '../../../../src/content/news/index.ts';
import {
  createNews,
  deleteNews,
  getNews,
  latestNews,
  listAllNews,
  listNews,
  updateNews,
} from '../../../../src/server/content/news.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createNews as insertNews } from '../../../setup/factories.ts';

const newsMessages = newsCopy.ja.messages;

const input = (overrides: Record<string, unknown> = {}) => ({
  title: '骨盤底ケア学会に出展します',
  content: '当社ブースでPelvia DRを体験いただけます。',
  url: '/rental/medical',
  publishDate: '2026-06-01',
  isImportant: 'on',
  locale: 'ja',
  status: 'published',
  ...overrides,
});

describe.each(testBackends())('news admin on %s', (backend) => {
  const t = useTestDb(backend);

  it('creates, edits and deletes, and the public reads follow at once', async () => {
    await insertNews(t.db, { id: 'older', publish_date: '2026-01-01' });
    const audit = vi.fn(async (_action: string, _detail: Record<string, unknown>) => {});
    const created = await createNews(t.db, input(), { audit, now: new Date('2026-05-01T00:00:00.000Z') });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.item).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: '骨盤底ケア学会に出展します',
      content: '当社ブースでPelvia DRを体験いただけます。',
      url: '/rental/medical',
      publishDate: '2026-06-01',
      isImportant: true,
      thumbnail: null,
      locale: 'ja',
      status: 'published',
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
    });
    const id = created.item.id;
    expect((await latestNews(t.db, { locale: 'ja', limit: 5 })).map((n) => n.id)).toEqual([id, 'older']);
    expect((await listNews(t.db, { locale: 'ja' }))[0]).toMatchObject({ id, isImportant: true });

    // To draft: gone from the public reads, still in the admin list.
    const drafted = await updateNews(t.db, id, input({ status: 'draft', isImportant: false }), { audit });
    expect(drafted).toMatchObject({ ok: true, item: { status: 'draft', isImportant: false } });
    expect((await latestNews(t.db, { locale: 'ja', limit: 5 })).map((n) => n.id)).toEqual(['older']);
    expect((await listAllNews(t.db)).map((n) => [n.id, n.status])).toEqual([
      [id, 'draft'],
      ['older', 'published'],
    ]);

    // Published again in English with a thumbnail and an older date.
    const moved = await updateNews(
      t.db,
      id,
      input({
        locale: 'en',
        publishDate: '2025-12-31',
        thumbnail: '/uploads/news/0123456789abcdef01234567-1200x630.webp',
        url: 'https://www.example.jp/event',
      }),
      { audit },
    );
    expect(moved.ok).toBe(true);
    expect((await listNews(t.db, { locale: 'ja' })).map((n) => n.id)).toEqual(['older']);
    expect(await listNews(t.db, { locale: 'en' })).toEqual([
      expect.objectContaining({ id, thumbnail: '/uploads/news/0123456789abcdef01234567-1200x630.webp' }),
    ]);
    expect((await listAllNews(t.db, { locale: 'en' })).map((n) => n.id)).toEqual([id]);

    expect(await deleteNews(t.db, id, { audit })).toEqual({
      ok: true,
      thumbnail: '/uploads/news/0123456789abcdef01234567-1200x630.webp',
    });
    expect(await getNews(t.db, id)).toBeUndefined();
    expect(await listNews(t.db, { locale: 'en' })).toEqual([]);
    expect(audit.mock.calls.map(([action]) => action)).toEqual([
      'news.create',
      'news.update',
      'news.update',
      'news.delete',
    ]);
  });

  it('returns errors as values in Japanese and writes nothing', async () => {
    const audit = vi.fn(async (_action: string, _detail: Record<string, unknown>) => {});
    expect(
      await createNews(
        t.db,
        {
          title: ' ',
          content: '',
          url: '//evil.example.com',
          publishDate: '2026-02-30',
          thumbnail: '/uploads/../site.db',
          locale: 'fr',
          status: 'archived',
        },
        { audit },
      ),
    ).toEqual({
      ok: false,
      errors: {
        title: newsMessages.titleRequired,
        content: newsMessages.contentRequired,
        url: newsMessages.urlInvalid,
        publishDate: newsMessages.publishDateInvalid,
        thumbnail: newsMessages.thumbnailInvalid,
        locale: newsMessages.localeInvalid,
        status: newsMessages.statusInvalid,
      },
    });
    expect(await createNews(t.db, input({ title: 'a\nb', url: 'javascript:alert(1)' }))).toEqual({
      ok: false,
      errors: { title: newsMessages.lineBreak, url: newsMessages.urlInvalid },
    });
    expect(await updateNews(t.db, 'missing', input())).toEqual({ ok: false, errors: { form: newsMessages.notFound } });
    expect(await deleteNews(t.db, 'missing')).toEqual({ ok: false, errors: { form: newsMessages.notFound } });
    expect(audit).not.toHaveBeenCalled();
    expect(await listAllNews(t.db)).toEqual([]);
  });

  it('defaults to a published Japanese item with no link, not important', async () => {
    const result = await createNews(t.db, { title: 't', content: 'c', publishDate: '2026-01-01' });
    expect(result).toMatchObject({
      ok: true,
      item: { locale: 'ja', status: 'published', url: null, isImportant: false, thumbnail: null },
    });
  });
});
