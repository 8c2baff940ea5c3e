import { describe, expect, it } from 'vitest';
import { buildNewsRss, itemLink, rssDate } from '../../../../src/components/news/news-feed.ts';
import { formatNewsDate, newsLink, toNewsView, videoIdFromUrl } from '../../../../src/components/news/news-view.ts';
import { images } from '../../../../src/content/images.ts';
import type { NewsItem } from '../../../../src/domain/news/news-item.ts';

const item = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: '1',
  title: 'タイトル',
  content: '本文',
  url: null,
  publishDate: '2026-11-16',
  isImportant: false,
  thumbnail: null,
  locale: 'ja',
  ...overrides,
});

describe('newsLink', () => {
  it('sends absolute http(s) links out and keeps anything else on the site', () => {
    expect(newsLink('https://www.example.jp/x')).toEqual({ kind: 'external', href: 'https://www.example.jp/x' });
    expect(newsLink('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com' });
    expect(newsLink('/rental/medical')).toEqual({ kind: 'internal', href: '/rental/medical' });
    expect(newsLink('products')).toEqual({ kind: 'internal', href: '/products' });
    expect(newsLink(null)).toBeNull();
    expect(newsLink('  ')).toBeNull();
  });
});

describe('videoIdFromUrl', () => {
  it('reads watch, short and embed links and nothing else', () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(videoIdFromUrl('https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(videoIdFromUrl('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1')).toBe('M7lc1UVf-VE');
    expect(videoIdFromUrl('https://www.example.jp/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(videoIdFromUrl('/products')).toBeNull();
    expect(videoIdFromUrl(null)).toBeNull();
  });
});

describe('formatNewsDate', () => {
  it('formats a day as Japan reads it, whatever the machine time zone', () => {
    expect(formatNewsDate('2026-11-16', 'ja-JP')).toBe('2026年11月16日');
    expect(formatNewsDate('2026-01-01', 'ja-JP')).toBe('2026年1月1日');
  });
});

describe('toNewsView', () => {
  const options = { manifest: images, locale: 'ja' as const, dateLocale: 'ja-JP' };

  it('makes a video thumbnail play its video and an event image enlarge', () => {
    const video = toNewsView(
      item({ url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', thumbnail: images.videoIntro.path }),
      options,
    );
    expect(video.thumbnail).toMatchObject({ action: 'video', videoId: 'M7lc1UVf-VE' });
    const event = toNewsView(item({ url: 'https://www.example.jp/e', thumbnail: images.news1.path }), options);
    expect(event.thumbnail).toMatchObject({ action: 'enlarge', image: { src: images.news1.src, width: 800 } });
    expect(event.thumbnail?.image.alt).toBe(images.news1.alt.ja);
  });

  it('keeps a thumbnail that is not in the manifest, with a default size', () => {
    const view = toNewsView(item({ thumbnail: '/uploads/new.jpg' }), options);
    expect(view.thumbnail).toMatchObject({ action: 'enlarge', image: { src: '/uploads/new.jpg', alt: '' } });
  });

  it("reads an uploaded thumbnail's size from its name, hashed or from the file era", () => {
    for (const src of [
      `/uploads/news/${'ab12'.repeat(16)}-1200x630.webp`,
      '/uploads/news/0123456789abcdef01234567-1200x630.webp',
    ]) {
      expect(toNewsView(item({ thumbnail: src }), options).thumbnail?.image).toEqual({
        src,
        width: 1200,
        height: 630,
        alt: '',
      });
    }
  });
});

describe('buildNewsRss', () => {
  const feed = buildNewsRss(
    [
      item({ id: '8', title: 'A & B <重要>', isImportant: true }),
      item({ id: '5', url: '/rental/medical', publishDate: '2026-07-01' }),
    ],
    {
      origin: 'https://www.example.jp/',
      pagePath: '/news',
      feedPath: '/news/rss.xml',
      title: 'Pelvia お知らせ',
      description: 'd',
      language: 'ja',
    },
  );

  it('escapes text and makes every link absolute', () => {
    expect(feed).toContain('<title>A &amp; B &lt;重要&gt;</title>');
    expect(feed).toContain('<link>https://www.example.jp/news#news-8</link>');
    expect(feed).toContain('<link>https://www.example.jp/rental/medical</link>');
    expect(feed).toContain('href="https://www.example.jp/news/rss.xml" rel="self"');
    expect(feed.match(/<item>/g)).toHaveLength(2);
  });

  it('links the news page by its canonical URL, with guids as they always were', () => {
    const canonical = buildNewsRss([item({ id: '8' })], {
      origin: 'https://www.example.jp',
      pagePath: '/news/',
      feedPath: '/news/rss.xml',
      title: 't',
      description: 'd',
      language: 'ja',
    });
    expect(canonical).toContain('<link>https://www.example.jp/news/</link>');
    expect(canonical).toContain('<link>https://www.example.jp/news/#news-8</link>');
    expect(canonical).toContain('<guid isPermaLink="false">https://www.example.jp/news#news-8</guid>');
    expect(feed).toContain('<guid isPermaLink="false">https://www.example.jp/news#news-8</guid>');
  });

  it('dates items at midnight in Japan', () => {
    expect(rssDate('2026-07-01')).toBe('Tue, 30 Jun 2026 15:00:00 GMT');
    expect(itemLink({ id: 'x y', url: null }, { origin: 'https://a.example', pagePath: '/news' })).toBe(
      'https://a.example/news#news-x%20y',
    );
  });
});
