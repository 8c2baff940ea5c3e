/**
 * How one announcement is shown: where its link goes, whether its thumbnail plays a video or
 * opens the lightbox, and its date as Japan reads it. Pure, so it is unit-tested.
 */

import { type ImageSlot, pictureOf } from '../../content/images.ts';
import { isExternalHttpUrl, isSitePath } from '../../domain/news/links.ts';
import type { NewsItem } from '../../domain/news/news-item.ts';
import { newsImageSize } from '../../domain/news/uploads.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PictureData } from '../ui/Picture.tsx';

export type NewsLink = { kind: 'external' | 'internal'; href: string } | null;

export interface NewsView {
  id: string;
  title: string;
  content: string;
  publishDate: string;
  dateLabel: string;
  isImportant: boolean;
  link: NewsLink;
  /** The thumbnail and what it does: play the linked video, or enlarge in the lightbox. */
  thumbnail:
    | { image: PictureData; action: 'video'; videoId: string; videoUrl: string }
    | { image: PictureData; action: 'enlarge' }
    | null;
}

/**
 * Absolute http(s) links leave the site in a new tab; anything else is a path on this site.
 * A stored link no browser would keep on this site (`/\\evil.example`, `javascript:`, written
 * before the form checked it) is shown as no link at all.
 */
export function newsLink(url: string | null): NewsLink {
  const href = url?.trim();
  if (!href) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return isExternalHttpUrl(href) ? { kind: 'external', href } : null;
  const path = href.startsWith('/') ? href : `/${href}`;
  return isSitePath(path) ? { kind: 'internal', href: path } : null;
}

/** The video id of a YouTube watch, short or embed link, or null for any other URL. */
export function videoIdFromUrl(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : ['youtube.com', 'youtube-nocookie.com', 'm.youtube.com'].includes(host)
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : (parsed.pathname.match(/^\/embed\/([^/]+)/)?.[1] ?? null)
        : null;
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** A YYYY-MM-DD date in the reader's language, Japan time (2026年11月16日). */
export function formatNewsDate(date: string, dateLocale: string): string {
  return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(
    new Date(`${date}T00:00:00+09:00`),
  );
}

/**
 * The manifest slot for a thumbnail path (its `path`, kept when a photo replaces the
 * illustration), or a plain image when staff used a new file.
 */
export function thumbnailImage(src: string, manifest: Record<string, ImageSlot>, locale: Locale): PictureData {
  const slot = Object.values(manifest).find((image) => image.path === src);
  if (slot) return pictureOf(slot, locale);
  // An upload's name carries its size (src/server/content/news-images.server.ts).
  const size = newsImageSize(src) ?? { width: 800, height: 500 };
  return { src, ...size, alt: '' };
}

export function toNewsView(
  item: NewsItem,
  options: { manifest: Record<string, ImageSlot>; locale: Locale; dateLocale: string },
): NewsView {
  const videoId = videoIdFromUrl(item.url);
  const image = item.thumbnail ? thumbnailImage(item.thumbnail, options.manifest, options.locale) : null;
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    publishDate: item.publishDate,
    dateLabel: formatNewsDate(item.publishDate, options.dateLocale),
    isImportant: item.isImportant,
    link: newsLink(item.url),
    thumbnail:
      image === null
        ? null
        : videoId !== null && item.url !== null
          ? { image, action: 'video', videoId, videoUrl: item.url }
          : { image, action: 'enlarge' },
  };
}
