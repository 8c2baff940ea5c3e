import { expect, test } from './support/fixtures.ts';

/**
 * Issue 30: a feed reader given any page of the Japanese site finds the news feed, not only on
 * /news/; English and Chinese have no feed, so their pages name none.
 */
const FEED_LINK =
  /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https?:\/\/[^"]+\/news\/rss\.xml">/;

test('every Japanese page names the news feed in its head; other locales name none', async ({ request }) => {
  for (const path of ['/', '/news/', '/clinics/', '/beauty-devices/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(FEED_LINK);
  }
  for (const path of ['/en/', '/zh-cn/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('application/rss+xml');
  }
  const feed = await request.get('/news/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
});
