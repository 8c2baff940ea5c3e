/**
 * Turning one uploaded image into the WebP encodings the site stores (ADR 007), shared by news
 * thumbnails and site photos: the real type is read from the file's first bytes (JPEG, PNG,
 * WebP or GIF only, whatever the browser declared), the size is capped, and sharp decodes and
 * re-encodes it as WebP at each width asked for (never enlarged), which also drops metadata
 * such as GPS positions. All in memory: nothing touches the disk.
 */
import { createHash } from 'node:crypto';
import type { SharpConstructor } from 'sharp';

let sharpModule: Promise<SharpConstructor> | undefined;
/**
 * sharp (and libvips) load on the first upload, not with the server: most processes never
 * convert an image, and the library's memory stays out of every public instance's RSS. Its
 * operation cache is off and one image is converted at a time, so an upload costs its own
 * working memory and no more (ADR 007).
 */
function loadSharp(): Promise<SharpConstructor> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

/** Guards against decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const WEBP_TYPE = 'image/webp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Why an upload was refused; each caller words it in its own copy. */
export type ImageProblem = 'empty' | 'tooLarge' | 'unsupported' | 'unreadable';

export interface EncodedImage {
  width: number;
  height: number;
  data: Buffer;
}

export type EncodeResult = { ok: true; encodings: EncodedImage[] } | { ok: false; problem: ImageProblem };

/** The type the bytes really are, from their signature; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks one upload and encodes it as WebP at each of `widths` (ascending; a width larger than
 * the image gives the image's own size, so the list may come back shorter, without
 * duplicates). `declaredType` is what the browser said: it must name one of the four image
 * types (or be blank), but the bytes decide.
 */
export async function encodeWebp(
  bytes: Uint8Array,
  declaredType: string,
  options: { maxBytes: number; widths: readonly number[] },
): Promise<EncodeResult> {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > options.maxBytes) return { ok: false, problem: 'tooLarge' };
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream' && !IMAGE_TYPES.includes(declared)) {
    return { ok: false, problem: 'unsupported' };
  }
  if (!sniffImageType(bytes)) return { ok: false, problem: 'unsupported' };

  const sharp = await loadSharp();
  const encodings: EncodedImage[] = [];
  try {
    for (const width of options.widths) {
      const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        // Camera photos are stored sideways with an orientation tag; apply it before the tag goes.
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const { info } = output;
      if (encodings.some((e) => e.width === info.width)) break;
      encodings.push({ width: info.width, height: info.height, data: output.data });
      // Narrower than asked: the image's own width, so every larger width gives the same.
      if (info.width < width) break;
    }
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return { ok: true, encodings };
}
