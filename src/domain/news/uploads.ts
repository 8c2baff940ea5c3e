/**
 * How uploaded news thumbnails are named and addressed, shared by the upload (server), the
 * schema and the news view. No dependencies, so any of them may import it.
 */
export const NEWS_IMAGE_URL_PREFIX = '/uploads/news/';
/** The largest upload accepted, and the width a thumbnail is reduced to. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_MAX_WIDTH = 1200;
/**
 * Names of stored thumbnails: the SHA-256 (hex) of the stored bytes, the image's size, .webp.
 * The hash makes the URL change with the content, so it may be cached for good; the size lets
 * pages reserve the image's space without asking the database.
 */
export const NEWS_IMAGE_NAME = /^([0-9a-f]{64})-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;
/**
 * Names uploads had while they were files in DATA_DIR/uploads/news (24 random hex characters,
 * size, .webp). They are imported at start and their URLs redirect to the hashed ones.
 */
export const LEGACY_NEWS_IMAGE_NAME = /^[0-9a-f]{24}-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

/** The public path of a stored thumbnail. */
export function newsImagePath(image: { hash: string; width: number; height: number }): string {
  return `${NEWS_IMAGE_URL_PREFIX}${image.hash}-${image.width}x${image.height}.webp`;
}

/** Width and height of an uploaded thumbnail from its path (`…-1200x630.webp`). */
export function newsImageSize(path: string): { width: number; height: number } | undefined {
  if (!path.startsWith(NEWS_IMAGE_URL_PREFIX)) return undefined;
  const name = path.slice(NEWS_IMAGE_URL_PREFIX.length);
  const match = NEWS_IMAGE_NAME.exec(name) ?? LEGACY_NEWS_IMAGE_NAME.exec(name);
  if (!match) return undefined;
  const [width, height] = match.slice(-2).map(Number);
  return width && height ? { width, height } : undefined;
}
