import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsImageSize } from '../../src/content/news/uploads.ts';
import { GET } from '../../src/pages/uploads/news/[name].ts';
import {
  deleteNewsImage,
  NEWS_IMAGE_MAX_BYTES,
  newsImageDir,
  newsImageMessages,
  readNewsImage,
  saveNewsImage,
  sniffImageType,
} from '../../src/server/news-images.server.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'news-images-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 106, g: 63, b: 160 } } })
    .toFormat(format)
    .toBuffer();

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

describe('saveNewsImage', () => {
  it('resizes a wide image to 1200 px WebP under a random name in the data folder', async () => {
    const result = await saveNewsImage(dataDir, await image(2400, 1200, 'png'), 'image/png');
    if (!result.ok) throw new Error(result.error);
    expect(result).toMatchObject({ width: 1200, height: 600 });
    expect(result.path).toMatch(/^\/uploads\/news\/[0-9a-f]{24}-1200x600\.webp$/);
    expect(newsImageSize(result.path)).toEqual({ width: 1200, height: 600 });
    const files = await readdir(newsImageDir(dataDir));
    expect(files).toEqual([result.path.split('/').pop()]);
    const stored = await readFile(join(newsImageDir(dataDir), files[0] as string));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
  });

  it('keeps a small image its size, and accepts each of the four types whatever was declared', async () => {
    const names = new Set<string>();
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const result = await saveNewsImage(dataDir, await image(300, 200, format), 'image/jpeg');
      if (!result.ok) throw new Error(result.error);
      expect([result.width, result.height]).toEqual([300, 200]);
      names.add(result.path);
    }
    expect(names.size).toBe(4);
  });

  it('refuses what is not one of the four image types, whatever it claims', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await saveNewsImage(dataDir, svg, 'image/png')).toEqual({ ok: false, error: newsImageMessages.unsupported });
    expect(await saveNewsImage(dataDir, await image(10, 10, 'png'), 'text/html')).toEqual({
      ok: false,
      error: newsImageMessages.unsupported,
    });
    expect(await saveNewsImage(dataDir, new Uint8Array(), 'image/png')).toEqual({
      ok: false,
      error: newsImageMessages.empty,
    });
    // A PNG signature followed by garbage.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await saveNewsImage(dataDir, broken, 'image/png')).toEqual({
      ok: false,
      error: newsImageMessages.unreadable,
    });
    await expect(readdir(newsImageDir(dataDir))).rejects.toThrow();
  });

  it('refuses files over 5 MB before decoding them', async () => {
    const big = new Uint8Array(NEWS_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await saveNewsImage(dataDir, big, 'image/jpeg')).toEqual({ ok: false, error: newsImageMessages.tooLarge });
  });
});

describe('serving and removing uploads', () => {
  const get = (name: string) =>
    GET({ params: { name }, locals: { services: { env: { DATA_DIR: dataDir } } } } as unknown as Parameters<
      typeof GET
    >[0]) as Promise<Response>;

  it('serves a stored image with long caching, and 404 for anything else', async () => {
    const saved = await saveNewsImage(dataDir, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    const name = saved.path.split('/').pop() as string;
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(40);

    await writeFile(join(dataDir, 'secret.webp'), 'x');
    for (const bad of ['../secret.webp', '..%2Fsecret.webp', 'secret.webp', `${name}.tmp`, '', name.toUpperCase()]) {
      expect((await get(bad)).status, bad).toBe(404);
    }
    expect((await get('0123456789abcdef01234567-10x10.webp')).status).toBe(404);
    expect(await readNewsImage(dataDir, '../site.db')).toBeUndefined();
  });

  it('deletes only uploaded files', async () => {
    const saved = await saveNewsImage(dataDir, await image(40, 20, 'png'), 'image/png');
    if (!saved.ok) throw new Error(saved.error);
    await deleteNewsImage(dataDir, '/images/news-1.svg');
    await deleteNewsImage(dataDir, '/uploads/news/../../site.db');
    await deleteNewsImage(dataDir, null);
    expect(await readdir(newsImageDir(dataDir))).toHaveLength(1);
    await deleteNewsImage(dataDir, saved.path);
    expect(await readdir(newsImageDir(dataDir))).toEqual([]);
  });
});
