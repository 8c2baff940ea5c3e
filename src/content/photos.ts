/**
 * How a photo becomes responsive images: the widths it is encoded at, the names of the encoded
 * files, and the srcset that lists them. Pure, so both the page code (src/content/images.ts) and
 * the build step that writes the files (src/integrations/photos.ts) use the same names, and
 * tests can check it without a build.
 */

/**
 * Widths a photo is encoded at, for the screens visitors have: 828 covers a 390–414 px phone at
 * 2×, 1080 and 1280 a phone at 3× or a half-width picture on a 2× laptop, 2400 the zoom viewer.
 */
export const PHOTO_WIDTHS = [480, 828, 1080, 1280, 1600, 2400] as const;
/** WebP: every browser we support shows it; AVIF took 30 times longer to encode here. */
export const PHOTO_FORMAT = 'webp';
export const PHOTO_QUALITY = 75;
/** The raster files a photo may be dropped in as. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** A photo as the build sees it: its published original and its pixel size (upright). */
export interface PhotoSource {
  /** `/_astro/hero-1.AbCd1234.jpg`: the original, with a content hash in its name. */
  src: string;
  width: number;
  height: number;
}

export interface PhotoVariant {
  src: string;
  width: number;
  height: number;
}

/** `/_astro/hero-1.AbCd1234.jpg` at 800 px → `/_astro/hero-1.AbCd1234.w800.webp`. */
export function variantPath(src: string, width: number): string {
  return `${src.replace(/\.[^./]+$/, '')}.w${width}.${PHOTO_FORMAT}`;
}

/** Matches the files variantPath names, so the build never encodes an encoded file again. */
export const VARIANT_NAME = new RegExp(`\\.w\\d+\\.${PHOTO_FORMAT}$`);

/**
 * The encoded sizes of a photo, smallest first: every ladder width below its own, plus its own
 * width up to the largest rung. Never upscaled.
 */
export function photoVariants(photo: PhotoSource): PhotoVariant[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? photo.width;
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width < photo.width);
  const top = Math.min(photo.width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths.map((width) => ({
    src: variantPath(photo.src, width),
    width,
    height: Math.round((photo.height * width) / photo.width),
  }));
}

/** What an <img> needs for a photo: the largest variant as `src` (zoom, lightbox) and a srcset. */
export function photoImage(photo: PhotoSource): { src: string; srcset: string; width: number; height: number } {
  const variants = photoVariants(photo);
  const largest = variants[variants.length - 1];
  return {
    src: largest?.src ?? photo.src,
    srcset: variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}

/** A file's name without folder and extension: `/images/hero-1.svg` and `../x/hero-1.jpg` → `hero-1`. */
export const fileStem = (path: string): string => path.replace(/^.*\/|\.[^./]+$/g, '');

/**
 * Photos from an `import.meta.glob` of src/assets/images, by file stem. Outside an Astro build
 * (unit tests) an image import is a bare URL string, not its size, and is skipped.
 */
export function photosByStem(files: Record<string, PhotoSource | string>): Map<string, PhotoSource> {
  return new Map(
    Object.entries(files).flatMap(([file, photo]) => (typeof photo === 'object' ? [[fileStem(file), photo]] : [])),
  );
}
