import { noindexPaths } from '../../src/content/navigation.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';
import { sitemapPaths } from './support/sitemap.ts';

/**
 * The public site sets no cookie (issue 34: attribution without cookies): every page of the
 * built sitemap, the on-demand ones, a 404, the form page with campaign tags, and the form's
 * post, with and without JavaScript's JSON. Only the admin area has a (session) cookie.
 */

let server: RunningServer;
test.beforeAll(async () => {
  server = await startBuiltServer({ LEAD_RATE_LIMIT: '0' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('no response of the public site sets a cookie', async () => {
  test.setTimeout(120_000);
  expect(sitemapPaths.length, 'run `npm run build` before the e2e tests').toBeGreaterThanOrEqual(3);
  const paths = [
    ...new Set([
      ...sitemapPaths,
      ...noindexPaths,
      '/no-such-page',
      '/brochure-request?utm_source=a&utm_medium=b',
      '/api/brochure-form',
    ]),
  ];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(response.headers.get('set-cookie'), path).toBeNull();
  }
  const fields = {
    name: '山田 花子',
    email: 'nocookie@example.jp',
    organization: 'さくら婦人科',
    position: '院長',
    phone: '090-1234-5678',
    address: '東京都中央区銀座1-2-3',
    product: 'plus',
    purpose: 'Cookie の確認',
    agreement: 'on',
    page_path: '/brochure-request',
    form_page: '/brochure-request?utm_source=a',
  };
  const form = await fetch(`${server.url}/api/brochure-requests`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      referer: `${server.url}/brochure-request`,
    },
    body: new URLSearchParams(fields),
  });
  expect(form.status).toBe(303);
  expect(form.headers.get('set-cookie')).toBeNull();
  const json = await fetch(`${server.url}/api/brochure-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      ...fields,
      email: 'nocookie2@example.jp',
      agreement: true,
      first_touch_page: '/?utm_source=x',
    }),
  });
  expect(json.status).toBeLessThan(500);
  expect(json.headers.get('set-cookie')).toBeNull();
  const thanks = await fetch(`${server.url}${form.headers.get('location') ?? '/brochure-request'}`);
  expect(thanks.headers.get('set-cookie')).toBeNull();
});
