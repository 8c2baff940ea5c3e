/**
 * After `astro build`: encode every photo from src/assets/images, which Astro published under
 * /_astro/ with a content hash in its name, into the WebP widths src/content/photos.ts names,
 * then delete the published original so a multi-megabyte camera file is never served.
 * Encoding drops the camera's metadata (EXIF, GPS) and applies its orientation. Encoded files
 * are cached by name (the hash covers the content): an unchanged photo costs nothing next time.
 */
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { PHOTO_EXTENSIONS, PHOTO_QUALITY, type PhotoSource, photoVariants, VARIANT_NAME } from '../content/photos.ts';

const PHOTO_FILE = new RegExp(`\\.(${PHOTO_EXTENSIONS.join('|')})$`, 'i');
/** `hero-1.AbCd_123.jpg` → `hero-1`: Astro's asset names are `[name].[hash][ext]`. */
const publishedStem = (name: string) => name.match(/^(.+)\.[\w-]{8}\.\w+$/)?.[1];

export interface EncodedVariant {
  file: string;
  width: number;
  height: number;
  bytes: number;
}

/** A photo's upright pixel size, as Astro reports it to the pages. */
export async function photoSize(file: string): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(file).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * Encodes one photo published at `src` (a URL path) into every width photos.ts names for it,
 * beside `file`. With a cache directory, a variant encoded before is copied instead.
 */
export async function encodePhoto(file: string, src: string, cacheDir?: string): Promise<EncodedVariant[]> {
  const photo: PhotoSource = { src, ...(await photoSize(file)) };
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const encoded: EncodedVariant[] = [];
  for (const variant of photoVariants(photo)) {
    const name = variant.src.slice(variant.src.lastIndexOf('/') + 1);
    const out = dir + name;
    const cached = cacheDir ? `${cacheDir}/${name}` : undefined;
    if (cached && (await stat(cached).catch(() => null))) {
      await copyFile(cached, out);
    } else {
      await sharp(file).autoOrient().resize({ width: variant.width }).webp({ quality: PHOTO_QUALITY }).toFile(out);
      if (cached) await copyFile(out, cached);
    }
    encoded.push({ file: out, width: variant.width, height: variant.height, bytes: (await stat(out)).size });
  }
  return encoded;
}

export function photos(): AstroIntegration {
  let root: URL;
  let cacheDir: string;
  return {
    name: 'pelvia:photos',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        cacheDir = fileURLToPath(new URL('photos/', config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const sources = await readdir(new URL('src/assets/images/', root)).catch(() => []);
        const stems = new Set(
          sources.filter((name) => PHOTO_FILE.test(name)).map((name) => name.replace(/\.\w+$/, '')),
        );
        if (stems.size === 0) return;
        const assets = new URL('_astro/', dir);
        for (const name of await readdir(assets)) {
          const stem = publishedStem(name);
          if (!stem || !stems.has(stem) || !PHOTO_FILE.test(name) || VARIANT_NAME.test(name)) continue;
          const file = fileURLToPath(new URL(name, assets));
          const variants = await encodePhoto(file, `/_astro/${name}`, cacheDir);
          await rm(file);
          const sizes = variants.map((v) => `${v.width}w ${Math.round(v.bytes / 1024)} KB`).join(', ');
          logger.info(`${stem}: ${sizes}`);
        }
      },
    },
  };
}
