import { request as httpRequest } from 'node:http';
import { createAdmin } from '../setup/factories.ts';
import { ADMIN_PASSWORD, openServerDb } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { routeFiles, routePath } from './support/routes.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Security pass over the admin area: every route under src/pages/admin and src/pages/api/admin
 * (found on disk, so a new route is covered the moment it exists) is closed without a session;
 * the session cookie's flags; `next` never leads off the admin area.
 */

/** A form post with a Host header of our choosing (fetch may not set Host); resolves to the status. */
function postThroughProxy(url: string, headers: { host: string; origin: string }, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-proto': 'https',
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// Open without a session: signing in, the first run, and issue 21's forgotten password and the
// links that carry their own token (an invitation, a reset, a factor release).
const OPEN = new Set([
  '/admin/login',
  '/admin/setup',
  '/admin/forgot-password',
  '/admin/invitation/some-id',
  '/admin/factor-release/some-id',
  '/admin/reset-password/some-id',
]);
const pages = routeFiles('src/pages/admin').map(routePath);
const apis = routeFiles('src/pages/api/admin').map(routePath);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startBuiltServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('admin security', { tag: '@desktop' }, () => {
  test('finds the admin routes on disk', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/login',
        '/admin/leads',
        '/admin/leads/some-id',
        '/admin/test-email',
        '/admin/news',
        '/admin/news/new',
        '/admin/news/some-id',
        '/admin/clinics',
        '/admin/clinics/new',
        '/admin/clinics/some-id',
        '/admin/clinics/import',
      ]),
    );
    expect(apis).toEqual(
      expect.arrayContaining(['/api/admin/leads/export', '/api/admin/test-email', '/api/admin/clinics/template']),
    );
  });

  test('every admin route is closed without a session, for every method', async ({ request }) => {
    const headers = { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' };
    for (const path of pages) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(`${server.url}${path}?q=1`, {
          method,
          headers,
          data: method === 'POST' ? 'intent=delete&confirm=yes' : undefined,
          maxRedirects: 0,
        });
        const label = `${method} ${path}`;
        expect(response.headers()['cache-control'], label).toBe('no-store');
        expect(response.headers()['x-robots-tag'], label).toContain('noindex');
        if (OPEN.has(path)) {
          expect([200, 303, 401, 404, 422], label).toContain(response.status());
          // The one redirect among them: the forgotten-password form's "sent" page.
          if (response.status() === 303)
            expect(response.headers().location, label).toBe('/admin/forgot-password?sent=1');
          continue;
        }
        expect(response.status(), label).toBe(303);
        expect(response.headers().location, label).toMatch(/^\/admin\/login(\?|$)/);
      }
    }
    for (const path of apis) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await request.fetch(`${server.url}${path}`, { method, headers, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(401);
        expect(response.headers()['cache-control']).toBe('no-store');
      }
    }
    // Paths the router may not know are closed too, however they are spelled.
    for (const path of ['/admin/not-yet-written', '/admin//leads', '/Admin/leads', '/admin/leads/', '/%61dmin']) {
      const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
      // A doubled slash is sent to the one path meant (308) before any route sees it.
      expect([303, 308, 404], path).toContain(response.status());
      expect(await response.text(), path).not.toContain('data-lead-table');
    }
    const unknownApi = await request.get(`${server.url}/api/admin/not-yet-written`, { maxRedirects: 0 });
    expect([401, 404]).toContain(unknownApi.status());
  });

  test('no admin page is prerendered into the static files', async ({ request }) => {
    for (const path of pages) {
      const response = await request.get(`${server.url}${path}.html`, { maxRedirects: 0 });
      expect([303, 404], path).toContain(response.status());
    }
  });

  test('the session cookie is HttpOnly, SameSite=Lax, Secure and __Host- when the site is https; forms work behind a TLS proxy', async ({
    playwright,
  }) => {
    const https = await startBuiltServer({ SITE_URL: 'https://www.example.jp' });
    const db = openServerDb(https);
    try {
      const user = await createAdmin(db, { password: ADMIN_PASSWORD });
      const api = await playwright.request.newContext();
      const response = await api.post(`${https.url}/admin/login`, {
        form: { email: user.email, password: ADMIN_PASSWORD, next: '/admin' },
        headers: { Origin: https.url },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      const cookie = response.headers()['set-cookie'] ?? '';
      expect(cookie).toMatch(/^__Host-pelvia_admin_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toMatch(/Domain=/i);
      await api.dispose();

      // Behind a TLS-terminating proxy: the browser says https://www.example.jp, the server sees
      // plain http for Host www.example.jp. The site's own form passes; another origin does not.
      const viaProxy = (origin: string) =>
        postThroughProxy(`${https.url}/admin/login`, { host: 'www.example.jp', origin }, 'email=a%40b.jp&password=x');
      expect(await viaProxy('https://www.example.jp')).toBe(401);
      expect(await viaProxy('https://evil.example')).toBe(403);
    } finally {
      await db.destroy();
      await https.stop();
    }
  });

  test('a cross-site form post is refused (CSRF)', async ({ request }) => {
    const response = await request.post(`${server.url}/admin/login`, {
      form: { email: 'a@example.jp', password: 'whatever password' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test('`next` only ever leads inside the admin area', async ({ playwright }) => {
    const db = openServerDb(server);
    try {
      const user = await createAdmin(db, { password: ADMIN_PASSWORD });
      for (const next of [
        'https://evil.example/',
        '//evil.example/admin',
        '/\\evil.example',
        '\\\\evil.example',
        'javascript:alert(1)',
        '/admin/../news',
        '%2F%2Fevil.example',
        '/admin@evil.example',
      ]) {
        const api = await playwright.request.newContext();
        const response = await api.post(`${server.url}/admin/login?next=${encodeURIComponent(next)}`, {
          form: { email: user.email, password: ADMIN_PASSWORD, next },
          headers: { Origin: server.url },
          maxRedirects: 0,
        });
        expect(response.status(), next).toBe(303);
        const location = response.headers().location ?? '';
        expect(location, next).toMatch(/^\/admin(\/|\?|$)/);
        expect(new URL(location, server.url).origin, next).toBe(server.url);
        await api.dispose();
      }
    } finally {
      await db.destroy();
    }
  });
});
