import { describe, expect, it } from 'vitest';
import { entryPagePath } from '../../../src/actions/brochure-page.ts';

const form = new URL('http://127.0.0.1:4321/brochure-request?product=pelvia-plus');

describe('entryPagePath (the funnel per entry page, issue 31)', () => {
  it('is the same-origin page the visitor came from, without its query or trailing slash', () => {
    expect(entryPagePath('http://127.0.0.1:4321/product/plus?utm_source=x', form)).toBe('/product/plus');
    expect(entryPagePath('http://127.0.0.1:4321/en/', form)).toBe('/en');
    expect(entryPagePath('http://127.0.0.1:4321/', form)).toBe('/');
  });

  it('knows the site behind a proxy by SITE_URL', () => {
    expect(entryPagePath('https://www.example.jp/rental/medical', form, 'https://www.example.jp')).toBe(
      '/rental/medical',
    );
  });

  it('is unknown for another site, no Referer, garbage, or the form page itself', () => {
    expect(entryPagePath('https://evil.example/product/plus', form)).toBeNull();
    expect(entryPagePath(null, form)).toBeNull();
    expect(entryPagePath('http://[', form)).toBeNull();
    expect(entryPagePath('http://127.0.0.1:4321/zh-cn/brochure-request?lead=x', form)).toBeNull();
    expect(entryPagePath(`http://127.0.0.1:4321/${'a'.repeat(300)}`, form)).toBeNull();
  });
});
