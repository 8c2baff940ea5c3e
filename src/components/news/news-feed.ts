/**
 * The RSS 2.0 document of the published news (served by src/pages/news/rss.xml.ts). Pure: the
 * route passes the items and the site origin, so it is unit-tested without a server.
 */
import { newsCopy } from '../../content/news/index.ts';
import { site } from '../../content/site.ts';
import type { NewsItem } from '../../domain/news/news-item.ts';
import type { Locale } from '../../i18n/locales.ts';
import { newsLink } from './news-view.ts';

/** The Japanese news feed, the only one (src/pages/news/rss.xml.ts serves it). */
export const jaNewsFeed = { path: '/news/rss.xml', title: `${site.brand} ${newsCopy.ja.page.rss.feedTitle}` };

/** The feed every page of `locale` names in its head for autodiscovery (SeoHead.astro), if any. */
export const newsFeedOf = (locale: Locale): typeof jaNewsFeed | null => (locale === 'ja' ? jaNewsFeed : null);

export interface FeedOptions {
  /** The canonical origin, e.g. `https://www.example.jp`. */
  origin: string;
  /** Path of the news page the feed describes, e.g. `/news`. */
  pagePath: string;
  /** Path of the feed itself, e.g. `/news/rss.xml`. */
  feedPath: string;
  title: string;
  description: string;
  language: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** RFC 822 date of midnight in Japan on a YYYY-MM-DD day. */
export const rssDate = (date: string): string => new Date(`${date}T00:00:00+09:00`).toUTCString();

/** Absolute URL of an item: its own link, or its anchor on the news page. */
export function itemLink(
  item: Pick<NewsItem, 'id' | 'url'>,
  options: Pick<FeedOptions, 'origin' | 'pagePath'>,
): string {
  const base = `${options.origin.replace(/\/+$/, '')}/`;
  const link = newsLink(item.url);
  if (link) return new URL(link.href, base).href;
  return new URL(`${options.pagePath}#news-${encodeURIComponent(item.id)}`, base).href;
}

export function buildNewsRss(items: NewsItem[], options: FeedOptions): string {
  const base = `${options.origin.replace(/\/+$/, '')}/`;
  const pageUrl = new URL(options.pagePath, base).href;
  // A guid names an item, not where it is: it keeps the form it had before the page path took its
  // trailing slash, or every reader would show every item again as new.
  const guidBase = new URL(options.pagePath.replace(/(.)\/+$/, '$1'), base).href;
  const feedUrl = new URL(options.feedPath, base).href;
  const newest = items[0]?.publishDate;
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(itemLink(item, options))}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${guidBase}#news-${item.id}`)}</guid>`,
      `      <pubDate>${rssDate(item.publishDate)}</pubDate>`,
      `      <description>${escapeXml(item.content)}</description>`,
      ...(item.isImportant ? ['      <category>important</category>'] : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(pageUrl)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    `    <language>${escapeXml(options.language)}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
