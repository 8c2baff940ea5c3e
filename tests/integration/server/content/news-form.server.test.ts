import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readNewsForm } from '../../../../src/actions/admin/news.ts';
import { NEWS_FORM_MAX_BYTES } from '../../../../src/http/body-cap.server.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { getNews, latestNews } from '../../../../src/server/content/news.server.ts';
import {
  deleteNewsFromForm,
  type NewsAdminContext,
  newNewsValues,
  submitNewsForm,
  todayInJapan,
} from '../../../../src/server/content/news-form.server.ts';
import { NEWS_IMAGE_MAX_BYTES, newsImageMessages } from '../../../../src/server/content/news-images.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const png = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();

const fields = (overrides: Record<string, string | null> = {}) => {
  const base: Record<string, string | null> = {
    title: '学会に出展します',
    content: '会場で実機をお試しいただけます。',
    url: '',
    publishDate: '2026-06-01',
    isImportant: 'on',
    locale: 'ja',
    status: 'published',
    ...overrides,
  };
  return new Map(Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== null));
};

describe('readNewsForm', () => {
  const post = (body: BodyInit, type?: string) =>
    new Request('http://localhost/admin/news/new', {
      method: 'POST',
      body,
      ...(type ? { headers: { 'content-type': type } } : {}),
    });

  it('reads the fields and the chosen file of a multipart post', async () => {
    const data = new FormData();
    data.set('title', 'タイトル');
    data.set('image', new File([await png(4, 4)], 'a.png', { type: 'image/png' }));
    const read = await readNewsForm(post(data));
    if (!read.ok) throw new Error(read.problem);
    expect(read.fields.get('title')).toBe('タイトル');
    expect(read.file?.type).toBe('image/png');
    expect(read.file?.bytes.byteLength).toBeGreaterThan(0);
  });

  it('treats an empty file input as no file, and reads a url-encoded post', async () => {
    const data = new FormData();
    data.set('title', 'タイトル');
    data.set('image', new File([], '', { type: 'application/octet-stream' }));
    expect(await readNewsForm(post(data))).toMatchObject({ ok: true, file: null });
    const encoded = await readNewsForm(post('intent=delete&confirm=yes', 'application/x-www-form-urlencoded'));
    expect(encoded).toMatchObject({ ok: true, file: null });
    if (encoded.ok) expect(encoded.fields.get('confirm')).toBe('yes');
  });

  it('refuses a body past the cap and anything that is not a form', async () => {
    const data = new FormData();
    data.set('image', new File([new Uint8Array(NEWS_FORM_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await readNewsForm(post(data))).toEqual({ ok: false, problem: 'too-large' });
    expect(await readNewsForm(post('{}', 'application/json'))).toEqual({ ok: false, problem: 'bad-request' });
  });
});

describe('todayInJapan', () => {
  it('is the date in Japan, not UTC', () => {
    expect(todayInJapan(new Date('2026-03-31T15:30:00Z'))).toBe('2026-04-01');
    expect(newNewsValues(new Date('2026-03-31T14:59:00Z'))).toMatchObject({
      publishDate: '2026-03-31',
      status: 'published',
    });
  });
});

describe.each(testBackends())('news form on %s', (backend) => {
  const t = useTestDb(backend);

  async function context(): Promise<NewsAdminContext> {
    const user = await createAdmin(t.db, { role: 'staff' });
    return { db: t.db, actor: { id: user.id, email: user.email }, ip: '192.0.2.7' };
  }

  /** The public paths of the stored images. */
  const stored = async () =>
    (await t.db.selectFrom('news_images').select(['hash', 'width', 'height']).orderBy('hash').execute()).map(
      (row) => `/uploads/news/${row.hash}-${row.width}x${row.height}.webp`,
    );

  it('creates with an image, replaces it, removes it, deletes; stored images follow; every write audited', async () => {
    const ctx = await context();
    const created = await submitNewsForm(ctx, null, {
      fields: fields(),
      file: { bytes: await png(), type: 'image/png' },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const id = created.item.id;
    const first = created.item.thumbnail ?? '';
    expect(first).toMatch(/^\/uploads\/news\/[0-9a-f]{64}-1200x675\.webp$/);
    expect(await stored()).toEqual([first]);
    expect((await latestNews(t.db, { locale: 'ja', limit: 1 }))[0]).toMatchObject({ id, thumbnail: first });

    // A new image replaces the old one, which goes.
    const replaced = await submitNewsForm(ctx, id, {
      fields: fields({ title: '出展日が決まりました' }),
      file: { bytes: await png(300, 200), type: '' },
    });
    if (!replaced.ok) throw new Error(JSON.stringify(replaced.errors));
    const second = replaced.item.thumbnail ?? '';
    expect(second).toMatch(/-300x200\.webp$/);
    expect(await stored()).toEqual([second]);

    // Saved without a file: the image stays.
    const kept = await submitNewsForm(ctx, id, { fields: fields(), file: null });
    expect(kept).toMatchObject({ ok: true, item: { thumbnail: second } });

    const removed = await submitNewsForm(ctx, id, { fields: fields({ removeImage: 'on' }), file: null });
    expect(removed).toMatchObject({ ok: true, item: { thumbnail: null } });
    expect(await stored()).toEqual([]);

    expect(await deleteNewsFromForm(ctx, id, new Map())).toEqual({ ok: false, problem: 'confirm' });
    expect(await getNews(t.db, id)).toBeDefined();
    expect(await deleteNewsFromForm(ctx, id, new Map([['confirm', 'yes']]))).toEqual({ ok: true });
    expect(await getNews(t.db, id)).toBeUndefined();
    expect(await deleteNewsFromForm(ctx, id, new Map([['confirm', 'yes']]))).toEqual({
      ok: false,
      problem: 'notFound',
    });

    const { rows } = await listAudit(t.db, { actor: ctx.actor.email }, 1);
    expect(
      rows
        .reverse()
        .map((row) => [
          row.action,
          row.target_type,
          row.target_id,
          JSON.parse(row.detail ?? '{}').image ?? null,
          row.ip,
        ]),
    ).toEqual([
      ['news.create', 'news', id, 'added', '192.0.2.7'],
      ['news.update', 'news', id, 'replaced', '192.0.2.7'],
      ['news.update', 'news', id, null, '192.0.2.7'],
      ['news.update', 'news', id, 'removed', '192.0.2.7'],
      ['news.delete', 'news', id, null, '192.0.2.7'],
    ]);
  });

  it('deleting an item also deletes its uploaded image', async () => {
    const ctx = await context();
    const created = await submitNewsForm(ctx, null, {
      fields: fields(),
      file: { bytes: await png(), type: 'image/png' },
    });
    if (!created.ok) throw new Error('not created');
    expect(await stored()).toHaveLength(1);
    await deleteNewsFromForm(ctx, created.item.id, new Map([['confirm', 'yes']]));
    expect(await stored()).toEqual([]);
  });

  it('two items with the same picture share one stored image, which goes with the last of them', async () => {
    const ctx = await context();
    const picture = await png(300, 200);
    const a = await submitNewsForm(ctx, null, { fields: fields(), file: { bytes: picture, type: 'image/png' } });
    const b = await submitNewsForm(ctx, null, { fields: fields(), file: { bytes: picture, type: 'image/png' } });
    if (!a.ok || !b.ok) throw new Error('not created');
    expect(b.item.thumbnail).toBe(a.item.thumbnail);
    expect(await stored()).toEqual([a.item.thumbnail]);
    await deleteNewsFromForm(ctx, a.item.id, new Map([['confirm', 'yes']]));
    expect(await stored()).toEqual([a.item.thumbnail]);
    // Removing the image from the other item (not deleting the item) lets it go as well.
    expect(await submitNewsForm(ctx, b.item.id, { fields: fields({ removeImage: 'on' }), file: null })).toMatchObject({
      ok: true,
    });
    expect(await stored()).toEqual([]);
  });

  it('a refused upload (bad bytes, too big) stores nothing and leaves no file behind', async () => {
    const ctx = await context();
    const big = new Uint8Array(NEWS_IMAGE_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    for (const [bytes, error] of [
      [big, newsImageMessages.tooLarge],
      [broken, newsImageMessages.unreadable],
    ] as const) {
      const result = await submitNewsForm(ctx, null, { fields: fields(), file: { bytes, type: 'image/png' } });
      expect(result).toMatchObject({ ok: false, errors: { thumbnail: error }, fileDiscarded: true });
    }
    expect(await stored()).toEqual([]);
    expect(await t.db.selectFrom('news').selectAll().execute()).toEqual([]);
    // On SQLite the data folder holds the database and nothing else.
    if (backend === 'sqlite') {
      const files = await readdir(t.current.location);
      expect(files.filter((name) => !/^site\.db(?:-wal|-shm)?$/.test(name))).toEqual([]);
    }
  });

  it('reports field and image problems together, keeps the typed values, stores nothing', async () => {
    const ctx = await context();
    const result = await submitNewsForm(ctx, null, {
      fields: fields({ title: '', url: 'javascript:alert(1)', isImportant: null }),
      file: { bytes: new TextEncoder().encode('not an image'), type: 'text/plain' },
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        title: 'タイトルを入力してください',
        url: 'リンク先は https:// で始まるURLか、/ で始まるサイト内のパスで入力してください',
        thumbnail: newsImageMessages.unsupported,
      },
      values: { title: '', url: 'javascript:alert(1)', isImportant: false, publishDate: '2026-06-01' },
      fileDiscarded: true,
    });

    // A good image with a bad field is not kept either.
    const good = await submitNewsForm(ctx, null, {
      fields: fields({ publishDate: '2026-02-30' }),
      file: { bytes: await png(10, 10), type: 'image/png' },
    });
    expect(good).toMatchObject({ ok: false, errors: { publishDate: expect.any(String) }, fileDiscarded: true });
    expect(await stored()).toEqual([]);
    expect(await t.db.selectFrom('news').selectAll().execute()).toEqual([]);
    expect((await listAudit(t.db, { actor: ctx.actor.email }, 1)).rows).toEqual([]);
  });

  it('an unknown id is not found and keeps nothing', async () => {
    const ctx = await context();
    const result = await submitNewsForm(ctx, 'no-such-id', {
      fields: fields(),
      file: { bytes: await png(10, 10), type: 'image/png' },
    });
    expect(result).toMatchObject({ ok: false, notFound: true, errors: { form: expect.any(String) } });
    expect(await stored()).toEqual([]);
  });
});
