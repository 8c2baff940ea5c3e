/**
 * News thumbnails uploaded by staff: the real type is read from the file's first bytes (JPEG,
 * PNG, WebP or GIF only, whatever the browser declared), at most 5 MB, decoded and re-encoded
 * by sharp as WebP at most 1200 px wide (which also drops metadata such as GPS positions), all
 * in memory (no temporary files), and stored in the database (news_images, migration 0007)
 * under the SHA-256 of the stored bytes. So every instance on one database serves the same
 * images, and a deleted image is gone for all of them at once. The public path carries the hash
 * and the size (`/uploads/news/<hash>-1200x675.webp`); src/pages/uploads/news/[name].ts serves it.
 */
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { newsCopy } from '../../content/news/index.ts';
import {
  LEGACY_NEWS_IMAGE_NAME,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_WIDTH,
  NEWS_IMAGE_NAME,
  NEWS_IMAGE_URL_PREFIX,
  newsImagePath,
} from '../../domain/news/uploads.ts';
import type { Db } from '../platform/db.server.ts';
import { encodeWebp, sha256, sniffImageType, WEBP_TYPE } from './image-encode.server.ts';

export type { ImageType } from './image-encode.server.ts';
export { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_WIDTH, NEWS_IMAGE_NAME, NEWS_IMAGE_URL_PREFIX, sniffImageType };

const STORED_TYPE = WEBP_TYPE;

export const newsImageMessages = newsCopy.ja.admin.imageErrors;

/** A checked, converted upload, still only in memory. */
export interface PreparedNewsImage {
  /** SHA-256 (hex) of `data`. */
  hash: string;
  contentType: string;
  width: number;
  height: number;
  data: Uint8Array;
  /** Its public path once stored. */
  path: string;
}

export type PrepareNewsImageResult = { ok: true; image: PreparedNewsImage } | { ok: false; error: string };

export type SaveNewsImageResult =
  | { ok: true; path: string; hash: string; width: number; height: number; bytes: number }
  | { ok: false; error: string };

/**
 * Checks and converts one upload without storing anything. `declaredType` is what the browser
 * said: it must name one of the four image types (or be blank), but the bytes decide.
 */
export async function prepareNewsImage(bytes: Uint8Array, declaredType: string): Promise<PrepareNewsImageResult> {
  const encoded = await encodeWebp(bytes, declaredType, {
    maxBytes: NEWS_IMAGE_MAX_BYTES,
    widths: [NEWS_IMAGE_MAX_WIDTH],
  });
  if (!encoded.ok) return { ok: false, error: newsImageMessages[encoded.problem] };
  const [output] = encoded.encodings;
  if (!output) return { ok: false, error: newsImageMessages.unreadable };
  const { width, height, data } = output;
  const hash = sha256(data);
  return {
    ok: true,
    image: { hash, contentType: STORED_TYPE, width, height, data, path: newsImagePath({ hash, width, height }) },
  };
}

/**
 * Stores a prepared image; storing the same bytes again is a no-op, so it is also how a caller
 * makes sure the image is (still) there after the news row that uses it has been written.
 */
export async function storeNewsImage(db: Db, image: PreparedNewsImage, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('news_images')
    .values({
      hash: image.hash,
      content_type: image.contentType,
      size: image.data.byteLength,
      width: image.width,
      height: image.height,
      data: image.data,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** Checks, converts and stores one upload; returns its public path. */
export async function saveNewsImage(db: Db, bytes: Uint8Array, declaredType: string): Promise<SaveNewsImageResult> {
  const prepared = await prepareNewsImage(bytes, declaredType);
  if (!prepared.ok) return prepared;
  const { image } = prepared;
  await storeNewsImage(db, image);
  return {
    ok: true,
    path: image.path,
    hash: image.hash,
    width: image.width,
    height: image.height,
    bytes: image.data.byteLength,
  };
}

/** The hash a stored thumbnail's public path names, or undefined for any other path. */
export function newsImageHash(path: string | null): string | undefined {
  if (!path?.startsWith(NEWS_IMAGE_URL_PREFIX)) return undefined;
  return NEWS_IMAGE_NAME.exec(path.slice(NEWS_IMAGE_URL_PREFIX.length))?.[1];
}

export type NewsImageLookup =
  | { found: 'image'; hash: string; contentType: string; size: number; data: Uint8Array | null }
  | { found: 'moved'; path: string }
  | { found: 'none' };

/**
 * What to answer for a name under /uploads/news/: the stored image (its bytes only when
 * `withData`), a redirect for a name from the file era, or nothing. Read from the database on
 * every request, never cached in the process, so a delete is seen at once everywhere.
 */
export async function lookupNewsImage(db: Db, name: string, options: { withData: boolean }): Promise<NewsImageLookup> {
  const current = NEWS_IMAGE_NAME.exec(name);
  if (current) {
    const [, hash = '', width, height] = current;
    const row = await db
      .selectFrom('news_images')
      .select(['hash', 'content_type', 'size', 'width', 'height'])
      .$if(options.withData, (query) => query.select('data'))
      .where('hash', '=', hash)
      .executeTakeFirst();
    // Only the one name the upload produced answers, not the hash with another size.
    if (!row || String(row.width) !== width || String(row.height) !== height) return { found: 'none' };
    return {
      found: 'image',
      hash: row.hash,
      contentType: row.content_type,
      size: Number(row.size),
      data: row.data ?? null,
    };
  }
  if (LEGACY_NEWS_IMAGE_NAME.test(name)) {
    const row = await db
      .selectFrom('news_image_aliases')
      .innerJoin('news_images', 'news_images.hash', 'news_image_aliases.hash')
      .select(['news_images.hash', 'news_images.width', 'news_images.height'])
      .where('news_image_aliases.legacy_name', '=', name)
      .executeTakeFirst();
    if (row) return { found: 'moved', path: newsImagePath(row) };
  }
  return { found: 'none' };
}

/**
 * Whether a stored image may be shown to anyone: a published news item uses it. A draft's
 * thumbnail is for signed-in staff only, and never cached by a shared cache (issue 20).
 */
export async function isNewsImagePublic(db: Db, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('news')
    .select('id')
    .where('status', '=', 'published')
    .where('thumbnail', 'like', `${NEWS_IMAGE_URL_PREFIX}${hash}-%`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether If-None-Match names this ETag (a list, weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Removes a stored thumbnail unless a news item still uses it (identical uploads share one
 * row). Called after an item is deleted or given another image, or when a write that would
 * have used a new upload failed. Other paths (bundled illustrations) are left alone.
 */
export async function deleteNewsImageIfUnused(db: Db, path: string | null): Promise<void> {
  const hash = newsImageHash(path);
  if (hash === undefined || path === null) return;
  await db
    .deleteFrom('news_images')
    .where('hash', '=', hash)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('news').select('id').where('thumbnail', '=', path))))
    .execute();
}

// --- Uploads from before the database held them ------------------------------------------

/** Where uploads lived while they were files; nothing is written there any more. */
export const legacyNewsImageDir = (dataDir: string): string => join(dataDir, 'uploads', 'news');

export interface LegacyImportReport {
  /** Files moved into the database (and their news items pointed at the new path). */
  imported: number;
  /** Files removed because the database already held them, and leftover temporary files. */
  removed: number;
  /** Files no news item uses: left in place for someone to look at. */
  unused: string[];
}

/** A half-written upload from the file era: `.<name>.tmp`. */
const LEGACY_TEMP_FILE = /^\..+\.tmp$/;

/**
 * Moves thumbnails uploaded while they were files in DATA_DIR/uploads/news into the database,
 * points the news items that use them at the new path, keeps the old name so its URL redirects,
 * and removes the files (and the folders, once empty). Safe to run on every start and from
 * several instances at once: each step is a no-op the second time.
 */
export async function importLegacyNewsImages(db: Db, dataDir: string): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { imported: 0, removed: 0, unused: [] };
  const dir = legacyNewsImageDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return report;
  }
  for (const name of names.sort()) {
    const file = join(dir, name);
    if (LEGACY_TEMP_FILE.test(name)) {
      await rm(file, { force: true });
      report.removed += 1;
      continue;
    }
    const size = LEGACY_NEWS_IMAGE_NAME.exec(name);
    if (!size) {
      report.unused.push(name);
      continue;
    }
    const oldPath = `${NEWS_IMAGE_URL_PREFIX}${name}`;
    const used = await db.selectFrom('news').select('id').where('thumbnail', '=', oldPath).executeTakeFirst();
    if (!used) {
      // Another instance (with its own copy of the folder) may have imported it already.
      const alias = await db
        .selectFrom('news_image_aliases')
        .select('hash')
        .where('legacy_name', '=', name)
        .executeTakeFirst();
      if (alias) {
        await rm(file, { force: true });
        report.removed += 1;
      } else {
        report.unused.push(name);
      }
      continue;
    }
    // Another instance sharing the folder may have just imported and removed it.
    const data = await readFile(file).catch(() => undefined);
    if (!data) continue;
    // Our own upload wrote these as WebP; anything else in their place is not imported.
    if (sniffImageType(data) !== 'image/webp') {
      report.unused.push(name);
      continue;
    }
    const image: PreparedNewsImage = {
      hash: sha256(data),
      contentType: STORED_TYPE,
      width: Number(size[1]),
      height: Number(size[2]),
      data,
      path: '',
    };
    image.path = newsImagePath(image);
    await storeNewsImage(db, image);
    await db
      .insertInto('news_image_aliases')
      .values({ legacy_name: name, hash: image.hash })
      .onConflict((oc) => oc.column('legacy_name').doNothing())
      .execute();
    await db.updateTable('news').set({ thumbnail: image.path }).where('thumbnail', '=', oldPath).execute();
    await rm(file, { force: true });
    report.imported += 1;
  }
  // Only when empty (rmdir, not rm -r): anything left there is someone's to look at.
  await rmdir(dir).catch(() => {});
  await rmdir(join(dataDir, 'uploads')).catch(() => {});
  return report;
}
