/**
 * News thumbnails uploaded by staff: the real type is read from the file's first bytes (JPEG,
 * PNG, WebP or GIF only, whatever the browser declared), at most 5 MB, decoded and re-encoded
 * by sharp as WebP at most 1200 px wide (which also drops metadata such as GPS positions), and
 * stored under a random name in DATA_DIR/uploads/news/. The name carries the image's size so
 * pages can reserve its space; /uploads/news/<name> serves it (src/pages/uploads/news/[name].ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { newsAdminCopy } from '../content/admin/news.ts';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_WIDTH,
  NEWS_IMAGE_NAME,
  NEWS_IMAGE_URL_PREFIX,
} from '../content/news/uploads.ts';

export { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_WIDTH, NEWS_IMAGE_NAME, NEWS_IMAGE_URL_PREFIX };

/** Guards against decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const newsImageMessages = newsAdminCopy.imageErrors;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type SaveNewsImageResult =
  | { ok: true; path: string; width: number; height: number; bytes: number }
  | { ok: false; error: string };

/** The type the bytes really are, from their signature; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

export const newsImageDir = (dataDir: string): string => join(dataDir, 'uploads', 'news');

/**
 * Checks, resizes and stores one upload; returns its public path. `declaredType` is what the
 * browser said: it must name one of the four image types (or be blank), but the bytes decide.
 */
export async function saveNewsImage(
  dataDir: string,
  bytes: Uint8Array,
  declaredType: string,
): Promise<SaveNewsImageResult> {
  if (bytes.byteLength === 0) return { ok: false, error: newsImageMessages.empty };
  if (bytes.byteLength > NEWS_IMAGE_MAX_BYTES) return { ok: false, error: newsImageMessages.tooLarge };
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream' && !IMAGE_TYPES.includes(declared)) {
    return { ok: false, error: newsImageMessages.unsupported };
  }
  if (!sniffImageType(bytes)) return { ok: false, error: newsImageMessages.unsupported };

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Camera photos are stored sideways with an orientation tag; apply it before the tag goes.
      .rotate()
      .resize({ width: NEWS_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, error: newsImageMessages.unreadable };
  }
  const { width, height } = output.info;
  const name = `${randomBytes(12).toString('hex')}-${width}x${height}.webp`;
  const dir = newsImageDir(dataDir);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, output.data);
  await rename(temp, join(dir, name));
  return { ok: true, path: `${NEWS_IMAGE_URL_PREFIX}${name}`, width, height, bytes: output.data.byteLength };
}

/** The stored file for a public path or bare name, or undefined when there is none. */
export async function readNewsImage(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!NEWS_IMAGE_NAME.test(name)) return undefined;
  try {
    return await readFile(join(newsImageDir(dataDir), name));
  } catch {
    return undefined;
  }
}

/** Removes an uploaded thumbnail (after its news item is deleted or given another image). */
export async function deleteNewsImage(dataDir: string, path: string | null): Promise<void> {
  if (!path?.startsWith(NEWS_IMAGE_URL_PREFIX)) return;
  const name = path.slice(NEWS_IMAGE_URL_PREFIX.length);
  if (!NEWS_IMAGE_NAME.test(name)) return;
  await rm(join(newsImageDir(dataDir), name), { force: true });
}
