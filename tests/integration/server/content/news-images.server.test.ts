import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsImageSize } from '../../../../src/domain/news/uploads.ts';
import { GET } from '../../../../src/pages/uploads/news/[name].ts';
import { createSession, SESSION_COOKIE } from '../../../../src/server/accounts/sessions.server.ts';
import {
  deleteNewsImageIfUnused,
  etagMatches,
  importLegacyNewsImages,
  legacyNewsImageDir,
  NEWS_IMAGE_MAX_BYTES,
  newsImageMessages,
  prepareNewsImage,
  saveNewsImage,
  sniffImageType,
} from '../../../../src/server/content/news-images.server.ts';
import { createDb, type Db } from '../../../../src/server/platform/db.server.ts';
import { parseEnv } from '../../../../src/server/platform/env.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { migrateToLatest } from '../../../../src/server/platform/migrate.server.ts';
import { SECRET_FILE } from '../../../../src/server/platform/secret.server.ts';
import { createServices } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createNews } from '../../../setup/factories.ts';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', background = '#6a3fa0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sniffImageType', () => {
  it('reads the type from the signature', async () => {
    expect(sniffImageType(await image(4, 4, 'png'))).toBe('image/png');
    expect(sniffImageType(await image(4, 4, 'jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await image(4, 4, 'webp'))).toBe('image/webp');
    expect(sniffImageType(await image(4, 4, 'gif'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('prepareNewsImage', () => {
  it('resizes a wide image to 1200 px WebP, in memory, named by the hash of its bytes', async () => {
    const result = await prepareNewsImage(await image(2400, 1200, 'png'), 'image/png');
    if (!result.ok) throw new Error(result.error);
    const { image: prepared } = result;
    expect(prepared).toMatchObject({ width: 1200, height: 600, contentType: 'image/webp' });
    expect(prepared.hash).toBe(sha256(prepared.data));
    expect(prepared.path).toBe(`/uploads/news/${prepared.hash}-1200x600.webp`);
    expect(newsImageSize(prepared.path)).toEqual({ width: 1200, height: 600 });
    const meta = await sharp(prepared.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
  });

  it('keeps a small image its size, and accepts each of the four types whatever was declared', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const result = await prepareNewsImage(await image(300, 200, format), 'image/jpeg');
      if (!result.ok) throw new Error(result.error);
      expect([result.image.width, result.image.height]).toEqual([300, 200]);
      expect(result.image.path).toMatch(/^\/uploads\/news\/[0-9a-f]{64}-300x200\.webp$/);
    }
  });

  it('refuses what is not one of the four image types, whatever it claims', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await prepareNewsImage(svg, 'image/png')).toEqual({ ok: false, error: newsImageMessages.unsupported });
    expect(await prepareNewsImage(await image(10, 10, 'png'), 'text/html')).toEqual({
      ok: false,
      error: newsImageMessages.unsupported,
    });
    expect(await prepareNewsImage(new Uint8Array(), 'image/png')).toEqual({
      ok: false,
      error: newsImageMessages.empty,
    });
    // A PNG signature followed by garbage.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await prepareNewsImage(broken, 'image/png')).toEqual({ ok: false, error: newsImageMessages.unreadable });
  });

  it('refuses files over 5 MB before decoding them', async () => {
    const big = new Uint8Array(NEWS_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await prepareNewsImage(big, 'image/jpeg')).toEqual({ ok: false, error: newsImageMessages.tooLarge });
  });
});

describe('etagMatches', () => {
  it('compares If-None-Match weakly, in a list, or as *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});

describe.each(testBackends())('stored news images on %s', (backend) => {
  const t = useTestDb(backend);

  const get = (name: string, headers: Record<string, string> = {}, session?: string) =>
    GET({
      params: { name },
      locals: { services: { db: t.db }, https: false },
      request: new Request(`http://localhost/uploads/news/${name}`, { headers }),
      cookies: { get: (cookie: string) => (session && cookie === SESSION_COOKIE ? { value: session } : undefined) },
    } as unknown as Parameters<typeof GET>[0]) as Promise<Response>;

  const nameOf = (path: string) => path.slice('/uploads/news/'.length);
  const rows = (db: Db) =>
    db.selectFrom('news_images').select(['hash', 'content_type', 'size', 'width', 'height']).execute();

  it('keeps every byte value, from a view into a larger buffer too', async () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const padded = new Uint8Array(300);
    padded.set(all, 20);
    const view = padded.subarray(20, 276);
    await t.db
      .insertInto('news_images')
      .values({
        hash: 'bytes',
        content_type: 'application/octet-stream',
        size: view.byteLength,
        width: 1,
        height: 1,
        data: view,
        created_at: new Date().toISOString(),
      })
      .execute();
    const row = await t.db
      .selectFrom('news_images')
      .select('data')
      .where('hash', '=', 'bytes')
      .executeTakeFirstOrThrow();
    expect(row.data).toBeInstanceOf(Uint8Array);
    expect([...row.data]).toEqual([...all]);
  });

  it('stores the bytes, type, size and hash; the same picture twice is one row', async () => {
    const png = await image(40, 20, 'png');
    const saved = await saveNewsImage(t.db, png, 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.path).toMatch(/^\/uploads\/news\/[0-9a-f]{64}-40x20\.webp$/);
    expect(await rows(t.db)).toEqual([
      { hash: saved.hash, content_type: 'image/webp', size: saved.bytes, width: 40, height: 20 },
    ]);
    const again = await saveNewsImage(t.db, png, '');
    expect(again).toEqual(saved);
    expect(await rows(t.db)).toHaveLength(1);
  });

  it('stores nothing for a refused upload', async () => {
    const big = new Uint8Array(NEWS_IMAGE_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    for (const bytes of [big, broken, new TextEncoder().encode('not an image')]) {
      expect(await saveNewsImage(t.db, bytes, 'image/png')).toMatchObject({ ok: false });
    }
    expect(await rows(t.db)).toEqual([]);
  });

  it('serves an image under its hash with year-long caching and an ETag, and 304 to a browser that has it', async () => {
    const saved = await saveNewsImage(t.db, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    await createNews(t.db, { thumbnail: saved.path });
    const name = nameOf(saved.path);
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${saved.hash}"`);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(sha256(body)).toBe(saved.hash);
    expect((await sharp(body).metadata()).width).toBe(40);

    for (const tag of [`"${saved.hash}"`, `W/"${saved.hash}"`, `"other", "${saved.hash}"`]) {
      const cached = await get(name, { 'If-None-Match': tag });
      expect(cached.status, tag).toBe(304);
      expect(cached.headers.get('etag')).toBe(`"${saved.hash}"`);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await cached.text()).toBe('');
    }
    expect((await get(name, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it("serves a draft's image only to signed-in staff, and privately", async () => {
    const saved = await saveNewsImage(t.db, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    await createNews(t.db, { thumbnail: saved.path, status: 'draft' });
    const name = nameOf(saved.path);
    expect((await get(name)).status).toBe(404);
    expect((await get(name, { 'If-None-Match': `"${saved.hash}"` })).status).toBe(404);
    const staff = await createAdmin(t.db, { role: 'staff' });
    const session = await createSession(t.db, staff.id);
    const shown = await get(name, {}, session.token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get(name, { 'If-None-Match': `"${saved.hash}"` }, session.token)).status).toBe(304);
  });

  it('answers 404 for any name the upload did not produce', async () => {
    const saved = await saveNewsImage(t.db, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    const name = nameOf(saved.path);
    for (const bad of [
      '../site.db',
      '..%2Fsite.db',
      'secret.webp',
      '',
      name.toUpperCase(),
      name.replace('-40x20', '-41x20'),
      name.replace('.webp', '.png'),
      `${'0'.repeat(64)}-40x20.webp`,
      // A name from the file era with no imported file behind it.
      '0123456789abcdef01234567-40x20.webp',
    ]) {
      expect((await get(bad)).status, bad).toBe(404);
    }
  });

  it('removes an image when no item uses it; then it is a 404, revalidation included', async () => {
    const saved = await saveNewsImage(t.db, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    const item = await createNews(t.db, { thumbnail: saved.path });
    await deleteNewsImageIfUnused(t.db, saved.path);
    expect(await rows(t.db)).toHaveLength(1);

    // Paths that name no stored upload change nothing.
    for (const path of ['/images/news-1.svg', '/uploads/news/../../site.db', null]) {
      await deleteNewsImageIfUnused(t.db, path);
    }
    expect(await rows(t.db)).toHaveLength(1);

    await t.db.deleteFrom('news').where('id', '=', String(item.id)).execute();
    await deleteNewsImageIfUnused(t.db, saved.path);
    expect(await rows(t.db)).toEqual([]);
    const name = nameOf(saved.path);
    expect((await get(name)).status).toBe(404);
    expect((await get(name, { 'If-None-Match': `"${saved.hash}"` })).status).toBe(404);
  });

  describe('uploads from when they were files', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'news-images-legacy-'));
    });
    afterEach(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('moves the files news items use into the database, redirects their old URLs, and is a no-op after', async () => {
      const dir = legacyNewsImageDir(dataDir);
      await mkdir(dir, { recursive: true });
      const used = await image(300, 200, 'webp', '#aa3355');
      const usedName = '0123456789abcdef01234567-300x200.webp';
      const unusedName = 'fedcba9876543210fedcba98-10x10.webp';
      await writeFile(join(dir, usedName), used);
      await writeFile(join(dir, unusedName), await image(10, 10, 'webp'));
      await writeFile(join(dir, `.${usedName}.tmp`), 'half a file');
      const item = await createNews(t.db, { thumbnail: `/uploads/news/${usedName}` });
      const other = await createNews(t.db, { thumbnail: '/images/news-1.svg' });

      expect(await importLegacyNewsImages(t.db, dataDir)).toEqual({ imported: 1, removed: 1, unused: [unusedName] });
      const hash = sha256(used);
      const path = `/uploads/news/${hash}-300x200.webp`;
      expect(await rows(t.db)).toEqual([
        { hash, content_type: 'image/webp', size: used.byteLength, width: 300, height: 200 },
      ]);
      const thumbnail = async (id: unknown) =>
        (await t.db.selectFrom('news').select('thumbnail').where('id', '=', String(id)).executeTakeFirstOrThrow())
          .thumbnail;
      expect(await thumbnail(item.id)).toBe(path);
      expect(await thumbnail(other.id)).toBe('/images/news-1.svg');
      // Only the file no item uses is left, for someone to look at.
      expect(await readdir(dir)).toEqual([unusedName]);

      const moved = await get(usedName);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(path);
      const served = await get(nameOf(path));
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(hash);

      expect(await importLegacyNewsImages(t.db, dataDir)).toEqual({ imported: 0, removed: 0, unused: [unusedName] });

      // Another instance with its own copy of the folder: the file is already in the database.
      await rm(join(dir, unusedName));
      await writeFile(join(dir, usedName), used);
      expect(await importLegacyNewsImages(t.db, dataDir)).toEqual({ imported: 0, removed: 1, unused: [] });
      await expect(readdir(join(dataDir, 'uploads'))).rejects.toThrow();

      // Deleting the image ends the old URL too.
      await t.db.deleteFrom('news').where('id', '=', String(item.id)).execute();
      await deleteNewsImageIfUnused(t.db, path);
      expect((await get(usedName)).status).toBe(404);
      expect(await t.db.selectFrom('news_image_aliases').selectAll().execute()).toEqual([]);
    });

    it('does nothing without the folder', async () => {
      expect(await importLegacyNewsImages(t.db, dataDir)).toEqual({ imported: 0, removed: 0, unused: [] });
      expect(await readdir(dataDir)).toEqual([]);
    });
  });
});

describe('at start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'news-images-start-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the server moves uploaded files into the database before it serves anything', async () => {
    const name = '0123456789abcdef01234567-20x10.webp';
    const bytes = await image(20, 10, 'webp');
    await mkdir(legacyNewsImageDir(dataDir), { recursive: true });
    await writeFile(join(legacyNewsImageDir(dataDir), name), bytes);
    const before = createDb({ dataDir });
    await migrateToLatest(before);
    await createNews(before, { thumbnail: `/uploads/news/${name}` });
    await before.destroy();

    const env = parseEnv({ DATA_DIR: dataDir });
    if (!env.ok) throw new Error(env.errors.join());
    const services = await createServices(env.env, createLogger('silent'));
    try {
      const path = `/uploads/news/${sha256(bytes)}-20x10.webp`;
      expect(
        await services.db.selectFrom('news').select('thumbnail').where('thumbnail', 'like', '/uploads/%').execute(),
      ).toEqual([{ thumbnail: path }]);
      // Only the database and the server's signing secret (platform/secret.server.ts) remain.
      expect((await readdir(dataDir)).filter((entry) => !entry.startsWith('site.db') && entry !== SECRET_FILE)).toEqual(
        [],
      );
    } finally {
      await services.db.destroy();
    }
  });
});
