import { expect, test } from './support/fixtures.ts';

test.describe('HTTP layer', { tag: '@desktop' }, () => {
  test('security headers and a CSP without unsafe-inline scripts on every kind of response', async ({ request }) => {
    for (const path of ['/', '/en/', '/no-such-page', '/robots.txt', '/healthz']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
    }
    const page = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(page).toContain('frame-src https://www.youtube-nocookie.com');
    expect(page).toMatch(/script-src[^;]*'sha(256|384|512)-/);
  });

  test('public pages come compressed from the page cache and are revalidated', async ({ request }) => {
    const br = await request.get('/en/', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['cache-control']).toBe('no-cache');
    expect(br.headers().etag).toBeTruthy();
    expect(await br.text()).toContain('<html lang="en"');

    const gz = await request.get('/zh-cn/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');

    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(['br', 'gzip']).toContain(home.headers()['content-encoding']);
    expect(home.headers()['cache-control']).toBe('no-cache');
  });

  test('hashed assets are cached as immutable', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    const asset = html.match(/(?:href|src|component-url)="(\/_astro\/[^"]+)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('/healthz reports the database', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: true });
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('robots.txt and the sitemap with language alternates', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml/);
    const index = await request.get('/sitemap-index.xml');
    expect(index.status()).toBe(200);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('hreflang="zh-CN"');
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/<\/loc>/);
    // Every page with language versions also names the Japanese one as x-default, as its head does.
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
    const withAlternates = entries.filter((entry) => entry.includes('hreflang="ja"'));
    expect(withAlternates.length).toBeGreaterThan(0);
    for (const entry of withAlternates) {
      const ja = /hreflang="ja" href="([^"]+)"/.exec(entry)?.[1];
      expect(entry, 'x-default is the Japanese page').toContain(`hreflang="x-default" href="${ja}"`);
    }
  });
});

test.describe('SEO head', () => {
  test('Japanese home: lang, no translation, canonical, alternates, Open Graph, JSON-LD', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ja');
    await expect(html).toHaveAttribute('translate', 'no');
    await expect(page.locator('meta[name="google"]')).toHaveAttribute('content', 'notranslate');
    await expect(page).toHaveTitle(/Pelvia/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['en', 'ja', 'x-default', 'zh-CN']);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-default\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
      'content',
      'Pelvia 骨盤底筋ケアの新しいかたち',
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(jsonLd ?? '[]') as { '@type': string; contactPoint?: { availableLanguage: string[] } }[];
    const organization = data.find((d) => d['@type'] === 'Organization');
    expect(organization?.contactPoint?.availableLanguage).toEqual(['ja', 'en', 'zh']);
  });

  test('English and Chinese homes set their language and allow translation', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('translate', 'no');
    await expect(page.locator('meta[name="google"]')).toHaveCount(0);
    await page.goto('/zh-cn/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh-cn\/$/);
  });
});

test.describe('share images', () => {
  // The one head builder serves every page: a page of each kind, in each language.
  for (const path of ['/', '/en/', '/zh-cn/', '/products', '/en/products', '/news', '/clinics', '/no-such-page']) {
    test(`${path}: the Twitter card's image has the Open Graph image's alt text`, async ({ page }) => {
      await page.goto(path);
      const ogAlt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
      expect(ogAlt).toBeTruthy();
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', ogAlt ?? '');
    });
  }
});
