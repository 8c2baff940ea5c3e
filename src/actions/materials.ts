/**
 * A personal link, `/materials/<token>` (src/pages/materials/[token].astro): a GET of a live
 * link answers with the stamped PDF itself (a plain link, no JavaScript); an expired or
 * unknown one renders a page in the visitor's language, whose one button (a POST here) asks
 * the owner for a new link and sends nothing by itself. A link or client with enough downloads
 * under way (429), or PDF work that is full (503), gets a page saying when to try again, with
 * Retry-After. Never cached, never indexed.
 */
import { isLocale, type Locale } from '../i18n/locales.ts';
import { downloadCopy } from '../server/materials/download.server.ts';
import { DOWNLOAD_RETRY_AFTER_SECONDS } from '../server/materials/download-limits.server.ts';
import { requestNewLink, resolveLink } from '../server/materials/links.server.ts';
import { readForm } from './body.ts';
import type { PageContext } from './context.ts';

export type MaterialsPage =
  | { kind: 'expired'; locale: Locale; renewalRequested: boolean }
  | { kind: 'unknown'; locale: Locale }
  | { kind: 'busy'; locale: Locale; retryAfterSeconds: number };

/** The visitor's language from Accept-Language (an unknown link names no lead). */
export function acceptedLocale(header: string | null): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('zh')) return 'zh-cn';
    if (tag.startsWith('en')) return 'en';
  }
  return 'ja';
}

/** RFC 6266 filename: the title for browsers that read UTF-8, a plain one for the rest. */
const disposition = (title: string): string =>
  `attachment; filename="materials.pdf"; filename*=UTF-8''${encodeURIComponent(`${title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim()}.pdf`)}`;

export async function materialsAction(context: PageContext): Promise<Response | MaterialsPage> {
  const { db } = context.locals.services;
  const token = context.params.token ?? '';
  context.response.headers.set('Cache-Control', 'no-store');
  context.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  // Never sent to another site (the path holds the token); same-origin keeps the Origin header
  // on the renewal POST, which Astro's origin check needs (no-referrer would send `null`).
  context.response.headers.set('Referrer-Policy', 'same-origin');
  const visitor = acceptedLocale(context.request.headers.get('accept-language'));
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (form?.get('intent') === 'renew') await requestNewLink(db, token);
    return context.redirect(context.url.pathname, 303);
  }
  const link = await resolveLink(db, token);
  if (link.state === 'unknown') {
    context.response.status = 404;
    return { kind: 'unknown', locale: visitor };
  }
  const locale = isLocale(link.locale) ? link.locale : visitor;
  if (link.state === 'expired') {
    context.response.status = 410;
    return { kind: 'expired', locale, renewalRequested: link.renewalRequested };
  }
  const copy = await downloadCopy(db, context.locals.services.materials, link, {
    clientKey: context.locals.clientKey,
    signal: context.request.signal,
    drained: context.locals.responseDrained,
  });
  if (!copy.ok) {
    if (copy.problem === 'gone') {
      context.response.status = 410;
      return { kind: 'expired', locale, renewalRequested: false };
    }
    // (A client that hung up reads none of it.)
    context.response.status = copy.problem === 'limited' ? 429 : 503;
    context.response.headers.set('Retry-After', String(DOWNLOAD_RETRY_AFTER_SECONDS));
    return { kind: 'busy', locale, retryAfterSeconds: DOWNLOAD_RETRY_AFTER_SECONDS };
  }
  return new Response(copy.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(copy.size),
      'Content-Disposition': disposition(link.title),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
