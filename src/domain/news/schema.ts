/**
 * The rules of a news item as staff edit it (admin area, Japanese messages): title, content,
 * optional link, publish date, important flag, optional thumbnail, locale and status. Errors
 * are values with the messages of src/content/news (newsCopy.ja.messages); nothing here throws
 * on bad input or imports server code.
 */
import * as z from 'zod/mini';
import { newsCopy } from '../../content/news/index.ts';
import { type Locale, locales } from '../../i18n/locales.ts';
import { hiddenCharacterMessage } from '../advertising/normal-form.ts';
import { isCalendarDay } from '../dates.ts';
import { hasHiddenUrlCharacter } from '../url-text.ts';
import { isExternalHttpUrl, isSitePath } from './links.ts';
import type { NewsStatus } from './news-item.ts';

export * from './links.ts';
export * from './uploads.ts';

const newsMessages = newsCopy.ja.messages;

export const newsFields = [
  'title',
  'content',
  'url',
  'publishDate',
  'isImportant',
  'thumbnail',
  'locale',
  'status',
] as const;
export type NewsField = (typeof newsFields)[number];
export type NewsErrors = Partial<Record<NewsField | 'form', string>>;

export interface NewsInput {
  title: string;
  content: string;
  url: string | null;
  /** YYYY-MM-DD */
  publishDate: string;
  isImportant: boolean;
  /** A site path: an upload (/uploads/news/…) or a bundled illustration (/images/…). */
  thumbnail: string | null;
  locale: Locale;
  status: NewsStatus;
}

export type NewsValidation = { ok: true; data: NewsInput } | { ok: false; errors: NewsErrors };

export const newsMaxLength = { title: 200, content: 5000, url: 1000 } as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const THUMBNAIL = /^\/(?:uploads\/news|images)\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

const normalize = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');
const tooLong = (max: number) => newsMessages.tooLong.replace('{max}', String(max));

function text(max: number, required: string | null, multiline: boolean) {
  return z.pipe(
    z.transform((value: unknown) => normalize(value).replace(/\r\n?/g, '\n')),
    z.string().check(
      z.minLength(required === null ? 0 : 1, required ?? ''),
      z.maxLength(max, tooLong(max)),
      z.refine((s: string) => !CONTROL.test(s), newsMessages.controlCharacters),
      // Invisible characters (U+200B, U+00AD…) would hide a claim from a reader's search.
      z.refine((s: string) => hiddenCharacterMessage('', s) === null, {
        error: (issue) => hiddenCharacterMessage(newsMessages.hiddenCharacters, String(issue.input)) ?? '',
      }),
      z.refine((s: string) => multiline || !/\n/.test(s), newsMessages.lineBreak),
    ),
  );
}

/** A real calendar date written YYYY-MM-DD, from 2000 to 2100 (src/domain/dates.ts). */
export const isIsoDate = isCalendarDay;

/** An absolute http(s) URL, or a path on this site (never one a browser reads as another host). */
export function isNewsUrl(value: string): boolean {
  return value.startsWith('/') ? isSitePath(value) : isExternalHttpUrl(value);
}

const nullWhenBlank = z.transform((s: string): string | null => (s === '' ? null : s));

const schema = z.object({
  title: text(newsMaxLength.title, newsMessages.titleRequired, false),
  content: text(newsMaxLength.content, newsMessages.contentRequired, true),
  url: z.pipe(
    z.pipe(
      text(newsMaxLength.url, null, false),
      z.string().check(
        z.refine((s: string) => !hasHiddenUrlCharacter(s), { error: newsMessages.urlHiddenCharacters, abort: true }),
        z.refine((s: string) => s === '' || isNewsUrl(s), newsMessages.urlInvalid),
      ),
    ),
    nullWhenBlank,
  ),
  publishDate: z.pipe(
    z.transform(normalize),
    z.string().check(z.refine((s: string) => isIsoDate(s), newsMessages.publishDateInvalid)),
  ),
  // A checkbox posts 'on'; JSON sends true.
  isImportant: z.pipe(
    z.transform((v: unknown) => v === true || v === 'on' || v === 'true' || v === '1'),
    z.boolean(),
  ),
  thumbnail: z.pipe(
    z.pipe(
      z.transform(normalize),
      z.string().check(z.refine((s: string) => s === '' || THUMBNAIL.test(s), newsMessages.thumbnailInvalid)),
    ),
    nullWhenBlank,
  ),
  locale: z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? 'ja' : v)),
    z.enum(locales, { message: newsMessages.localeInvalid }),
  ),
  status: z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? 'published' : v)),
    z.enum(['published', 'draft'], { message: newsMessages.statusInvalid }),
  ),
});

/** Validates raw input (form values or JSON); locale defaults to ja and status to published. */
export function validateNews(input: unknown): NewsValidation {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors: NewsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (newsFields as readonly string[]).includes(field)) {
      errors[field as NewsField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
