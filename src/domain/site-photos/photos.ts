/**
 * Site photos (issue 43): the places on the public pages a staff upload may fill, the widths it
 * is encoded at, and how a variant is addressed. No dependencies, so the upload (server), the
 * serving route and the public pages may all import it.
 */
import type { Locale } from '../../i18n/locales.ts';

/** Where a photo shows: a product's gallery, the Ginza showroom, the company page. */
export const sitePhotoSlots = ['gallery_plus', 'gallery_dr', 'showroom', 'company'] as const;
export type SitePhotoSlot = (typeof sitePhotoSlots)[number];
export const isSitePhotoSlot = (value: string): value is SitePhotoSlot =>
  (sitePhotoSlots as readonly string[]).includes(value);

/** The largest upload accepted: a phone camera's JPEG fits. */
export const SITE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The widths stored (never enlarged): a phone's column, a desktop column at 2x, a wide screen.
 * The browser picks one from `srcset`.
 */
export const SITE_PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The longest alt text, in characters: a sentence, not a caption essay. */
export const SITE_PHOTO_ALT_MAX = 200;

export const SITE_PHOTO_URL_PREFIX = '/uploads/site/';
/** `<photo id>-<width>.webp`; a photo's bytes never change (a new photo is a new id). */
export const SITE_PHOTO_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,4})\.webp$/;

export const sitePhotoPath = (id: string, width: number): string => `${SITE_PHOTO_URL_PREFIX}${id}-${width}.webp`;

/** A stored photo as a page shows it. */
export interface SitePhoto {
  id: string;
  slot: SitePhotoSlot;
  position: number;
  alt: Record<Locale, string>;
  width: number;
  height: number;
  /** The stored widths, ascending, with each one's height. */
  variants: { width: number; height: number }[];
  createdAt: string;
  createdBy: string;
}

/** A photo as `<img>` attributes in one language: the largest variant as `src`, all in `srcset`. */
export interface SitePhotoPicture {
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

export function sitePhotoPicture(photo: SitePhoto, locale: Locale): SitePhotoPicture {
  const largest = photo.variants.at(-1) ?? { width: photo.width, height: photo.height };
  return {
    src: sitePhotoPath(photo.id, largest.width),
    srcset: photo.variants.map((v) => `${sitePhotoPath(photo.id, v.width)} ${v.width}w`).join(', '),
    width: photo.width,
    height: photo.height,
    alt: photo.alt[locale],
  };
}

/** The upload form's fields, as the server names them in its errors. */
export type PhotoField = 'slot' | 'file' | 'alt_ja' | 'alt_en' | 'alt_zh_cn';
/** A message per field the upload refused. */
export type PhotoErrors = Partial<Record<PhotoField, string>>;

/** The upload form's typed values, kept after a refusal (the file must be chosen again). */
export interface SitePhotoValues {
  slot: string;
  alt_ja: string;
  alt_en: string;
  alt_zh_cn: string;
}
