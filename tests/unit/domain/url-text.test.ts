/**
 * Issue 41, finding 7: the banner link took NUL and a right-to-left override. Every URL staff
 * store refuses ASCII control characters, NUL and the Unicode bidi controls, with a Japanese message.
 */
import { describe, expect, it } from 'vitest';
import { siteFactsCopy } from '../../../src/content/admin/site.ts';
import { newsCopy } from '../../../src/content/news/index.ts';
import { defaultSiteFacts } from '../../../src/content/site-facts.ts';
import { isExternalHttpUrl, isSitePath } from '../../../src/domain/news/links.ts';
import { validateNews } from '../../../src/domain/news/schema.ts';
import { siteFactsSchema } from '../../../src/domain/site-facts/facts.ts';
import { factsFromForm, factValues } from '../../../src/domain/site-facts/form.ts';
import { hasHiddenUrlCharacter } from '../../../src/domain/url-text.ts';
import { validateWebhook } from '../../../src/server/webhooks/endpoints.server.ts';

const hidden = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u200e',
  '\u200f',
  ...Array.from({ length: 5 }, (_, i) => String.fromCodePoint(0x202a + i)),
  ...Array.from({ length: 4 }, (_, i) => String.fromCodePoint(0x2066 + i)),
];
const spoiled = (c: string) => `https://shop.example.jp/${c}gpj.exe`;

describe('URLs staff store refuse control and bidi characters', () => {
  it('the shared check finds every one, and passes a plain URL', () => {
    for (const c of hidden) expect(hasHiddenUrlCharacter(spoiled(c)), c.codePointAt(0)?.toString(16)).toBe(true);
    expect(hasHiddenUrlCharacter('https://shop.example.jp/製品?a=1#x')).toBe(false);
  });

  it('the /admin/site form names the field in Japanese (banner, booking and shop URLs), and the stored schema refuses them', () => {
    for (const c of hidden) {
      for (const name of ['banner_link', 'booking_url', 'shop_url']) {
        const values = { ...factValues(defaultSiteFacts), [name]: spoiled(c) };
        const read = factsFromForm((field) => values[field] ?? '');
        expect(read.ok, `${name} ${c.codePointAt(0)}`).toBe(false);
        if (!read.ok) expect(read.errors[name]).toBe(siteFactsCopy.messages.hiddenUrlCharacters);
      }
      const facts = { ...defaultSiteFacts, banner: { ...defaultSiteFacts.banner, link: spoiled(c) } };
      expect(siteFactsSchema.safeParse(facts).success).toBe(false);
    }
  });

  it('news links and webhooks refuse them', () => {
    const news = { title: 'お知らせ', content: '本文', publishDate: '2026-11-01' };
    for (const c of hidden) {
      const result = validateNews({ ...news, url: spoiled(c) });
      expect(result.ok).toBe(false);
      // An invisible format character is named with its position by the check every published text
      // gets; a control character by the link's own check.
      if (!result.ok) expect(result.errors.url).toMatch(/使用できない文字|使えません|文字目に見えない文字/);
      expect(isExternalHttpUrl(spoiled(c))).toBe(false);
      expect(isSitePath(`/news/${c}x`)).toBe(false);
      const webhook = validateWebhook({ url: spoiled(c), secret: 'x'.repeat(32), events: 'lead.created' });
      expect(webhook.ok).toBe(false);
      if (!webhook.ok) expect(webhook.errors.url).toBe('urlHidden');
    }
    expect(newsCopy.ja.messages.urlHiddenCharacters).toContain('U+202E');
  });
});
