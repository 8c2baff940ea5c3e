import { describe, expect, it } from 'vitest';
import { itemLink } from '../../../../src/components/news/news-feed.ts';
import { newsLink } from '../../../../src/components/news/news-view.ts';
import { newsCopy } from '../../../../src/content/news/index.ts';
import { isNewsUrl, isSitePath, validateNews } from '../../../../src/domain/news/schema.ts';

const newsMessages = newsCopy.ja.messages;

/** Links a browser reads as another host, or as script, though they may look like site paths. */
const offSite = [
  '/\\evil.example',
  '/\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '/\u3000/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/path\\..\\..\\@evil.example',
  '/%E0%A4%A',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'https:\\\\evil.example',
  'https:/evil.example',
  'https://evil.example\t/x',
  'ftp://files.example',
];

const onSite = [
  '/',
  '/products',
  '/rental/medical#plans',
  '/news?page=2',
  '/en/',
  '/お知らせ/2026',
  '/a%20b',
  '/a/b//c',
];

describe('news links', () => {
  it.each(offSite)('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(isNewsUrl(value)).toBe(false);
  });

  it.each(onSite)('accepts the site path %j', (value) => {
    expect(isSitePath(value)).toBe(true);
    expect(isNewsUrl(value)).toBe(true);
  });

  it('accepts plain absolute http(s) links that leave the site', () => {
    for (const value of ['https://www.example.jp/x', 'http://example.com', 'https://www.youtube.com/watch?v=abc']) {
      expect(isNewsUrl(value)).toBe(true);
    }
  });

  it('tells staff why in the form', () => {
    const result = validateNews({ title: 't', content: 'c', publishDate: '2026-04-01', url: '/\\evil.example' });
    expect(result).toEqual({ ok: false, errors: { url: newsMessages.urlInvalid } });
    // A bare name is neither a site path nor a URL.
    expect(isNewsUrl('evil.example')).toBe(false);
  });

  it('renders a stored off-site path as no link, on the page and in the feed', () => {
    for (const value of offSite) expect(newsLink(value), value).toBeNull();
    expect(itemLink({ id: '7', url: '/\\evil.example' }, { origin: 'https://www.example.jp', pagePath: '/news' })).toBe(
      'https://www.example.jp/news#news-7',
    );
  });
});
