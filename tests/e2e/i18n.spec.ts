/**
 * The English and Chinese sections as a whole: every en/zh-cn page of the built sitemap (and
 * the noindex ones) answers 200 with its language, carries no Japanese kana outside the links
 * marked as leading to Japanese pages, and has hreflang alternates in both directions; the
 * language switcher round-trips between the three versions of a page.
 */
import { noindexPaths } from '../../src/content/navigation.ts';
import { hasEquivalent, localizedPath } from '../../src/i18n/locales.ts';
import { expect, test } from './support/fixtures.ts';
import { sitemapPaths } from './support/sitemap.ts';

const translated = [
  ...new Set([
    ...sitemapPaths.filter((path) => /^\/(en|zh-cn)(\/|$)/.test(path)),
    ...noindexPaths.filter(hasEquivalent).flatMap((path) => [localizedPath(path, 'en'), localizedPath(path, 'zh-cn')]),
  ]),
].sort();

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/** The page's HTML without scripts, styles and what is marked as Japanese (links to ja-only pages). */
function readableHtml(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<a\b[^>]*\bhreflang="ja"[^>]*>[\s\S]*?<\/a>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
}

test('the English and Chinese sections cover the shared pages', { tag: '@desktop' }, () => {
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThan(0);
  expect(translated.filter((path) => path.startsWith('/en'))).toContain('/en/');
  expect(translated.filter((path) => path.startsWith('/zh-cn'))).toContain('/zh-cn/');
});

for (const path of translated) {
  test(`${path}: language, no kana, alternates`, { tag: '@desktop' }, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const lang = path.startsWith('/en') ? 'en' : 'zh-CN';
    expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
    const text = readableHtml(html);
    const kana = text.match(new RegExp(`.{0,40}${KANA.source}.{0,40}`, 'g'));
    expect(kana, `Japanese kana on ${path}`).toBeNull();
    // hreflang alternates to all three versions and x-default.
    for (const hreflang of ['ja', 'en', 'zh-CN', 'x-default']) {
      expect(html, `${hreflang} alternate on ${path}`).toMatch(
        new RegExp(
          `<link[^>]*rel="alternate"[^>]*hreflang="${hreflang}"|<link[^>]*hreflang="${hreflang}"[^>]*rel="alternate"`,
        ),
      );
    }
  });
}
