/**
 * How uploaded news thumbnails are named and addressed, shared by the upload (server), the
 * schema and the news view. No dependencies, so any of them may import it.
 */
export const NEWS_IMAGE_URL_PREFIX = '/uploads/news/';
/** The largest upload accepted, and the width a thumbnail is reduced to. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_MAX_WIDTH = 1200;
/** Names the upload gives a stored thumbnail: 24 hex characters, its size, .webp. */
export const NEWS_IMAGE_NAME = /^[0-9a-f]{24}-[1-9]\d{0,4}x[1-9]\d{0,4}\.webp$/;

/** Width and height of an uploaded thumbnail from its path (`…-1200x630.webp`). */
export function newsImageSize(path: string): { width: number; height: number } | undefined {
  if (!path.startsWith(NEWS_IMAGE_URL_PREFIX)) return undefined;
  const name = path.slice(NEWS_IMAGE_URL_PREFIX.length);
  const match = /-(\d+)x(\d+)\.webp$/.exec(name);
  return match && NEWS_IMAGE_NAME.test(name) ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}
