import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { HSTS } from '../../src/http/http.server.ts';
import { createSession, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/accounts/sessions.server.ts';
import { createAdmin } from '../setup/factories.ts';
import { loadLead } from '../setup/load-run.ts';
import { ADMIN_PASSWORD, openServerDb } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { projectRoot as root, routeFiles, routePath } from './support/routes.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The built server behind a TLS-terminating proxy (TRUST_PROXY=1, docs/decisions/005): the
 * visitor's address and HTTPS come from X-Forwarded-For/-Proto, and only from the entries our
 * proxy wrote; HSTS and the `__Host-` session cookie under HTTPS. Then hostile headers on every
 * route (never a 5xx) and the POST-only routes (405 with Allow for any other method).
 * Requests go through node:http, because fetch and Playwright may not set Host.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const routeFileList = routeFiles('src/pages');
const exports = (file: string, method: string) =>
  new RegExp(`export const ${method}\\b`).test(readFileSync(join(root, file), 'utf8'));
/** Endpoints that handle POST and no GET, found on disk so a new one is covered at once. */
const postOnly = routeFileList
  .filter((file) => file.endsWith('.ts') && exports(file, 'POST') && !exports(file, 'GET'))
  .map(routePath);
/** Every route with the methods it takes: pages render for any method, endpoints what they export. */
const routes = routeFileList.map((file) => ({
  path: routePath(file),
  methods: file.endsWith('.astro') || exports(file, 'POST') ? ['GET', 'POST'] : ['GET'],
}));

let proxied: RunningServer;
test.beforeAll(async () => {
  proxied = await startBuiltServer({ TRUST_PROXY: '1', LEAD_RATE_LIMIT: '2' });
});
test.afterAll(async () => {
  await proxied?.stop();
});

const lead = () => JSON.stringify(loadLead(0, 'proxy', randomUUID()));

test.describe('behind a TLS proxy (TRUST_PROXY=1)', { tag: '@desktop' }, () => {
  test('HTTPS from a trusted X-Forwarded-Proto: HSTS on every response; never from an untrusted one', async ({
    baseURL,
  }) => {
    for (const path of ['/', '/en/', '/healthz', '/no-such-page', '/robots.txt', '/admin/login']) {
      const viaProxy = await raw(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security'], path).toBe(HSTS);
      const plain = await raw(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], path).toBeUndefined();
      // The shared e2e server runs with TRUST_PROXY=0: anyone can send the header.
      const untrusted = await raw(`${baseURL}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(untrusted.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('the brochure limit counts each forwarded client; entries added on the left change nothing', async () => {
    const post = (xff: string) =>
      raw(`${proxied.url}/api/brochure-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
        body: lead(),
      });
    expect((await post('198.51.100.1')).status).toBe(200);
    expect((await post('198.51.100.1')).status).toBe(200);
    expect((await post('198.51.100.1')).status).toBe(429);
    // A visitor who writes another address in front is still the address our proxy saw.
    expect((await post('203.0.113.77, 198.51.100.1')).status).toBe(429);
    // Someone else behind the same proxy is not affected.
    expect((await post('198.51.100.2')).status).toBe(200);
    // IPv6: one /64 is one client.
    expect((await post('2001:db8:7:7::1')).status).toBe(200);
    expect((await post('2001:db8:7:7:ffff::2')).status).toBe(200);
    expect((await post('2001:db8:7:7::3')).status).toBe(429);
    expect((await post('2001:db8:7:8::1')).status).toBe(200);
  });

  test('sign-in through the proxy: __Host- Secure cookie, the own form passes the origin check, audit has the client', async () => {
    const db = openServerDb(proxied);
    try {
      const user = await createAdmin(db, { password: ADMIN_PASSWORD });
      const form = new URLSearchParams({ email: user.email, password: ADMIN_PASSWORD, next: '/admin' }).toString();
      const signIn = (origin: string) =>
        raw(`${proxied.url}/admin/login`, {
          method: 'POST',
          headers: {
            host: 'www.example.jp',
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '10.1.1.1, 198.51.100.44',
          },
          body: form,
        });
      expect((await signIn('https://evil.example')).status).toBe(403);
      const response = await signIn('https://www.example.jp');
      expect(response.status).toBe(303);
      const cookie = String(response.headers['set-cookie'] ?? '');
      expect(cookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
      for (const flag of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax']) expect(cookie).toContain(flag);
      expect(cookie).not.toMatch(/Domain=/i);
      const token = cookie.split(';')[0]?.split('=')[1] ?? '';

      // Only the name in force is read: __Host- under HTTPS, the plain name over plain HTTP. The
      // account has no second factor yet, so its session opens enrolment (issue 21).
      const admin = (cookieHeader: string, proto: string) =>
        raw(`${proxied.url}/admin/enrol`, { headers: { cookie: cookieHeader, 'x-forwarded-proto': proto } });
      expect((await admin(`${SECURE_SESSION_COOKIE}=${token}`, 'https')).status).toBe(200);
      expect((await admin(`${SESSION_COOKIE}=${token}`, 'https')).status).toBe(303);
      expect((await admin(`${SESSION_COOKIE}=${token}`, 'http')).status).toBe(200);

      const audit = await db
        .selectFrom('audit_log')
        .select('ip')
        .where('action', '=', 'login.success')
        .where('actor_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(audit.ip).toBe('198.51.100.44');
      const session = await db.selectFrom('admin_sessions').select('ip').where('user_id', '=', user.id).execute();
      expect(session.map((row) => row.ip)).toEqual(['198.51.100.44']);
    } finally {
      await db.destroy();
    }
  });

  test('login throttling counts each forwarded client on its own', async () => {
    const attempt = (xff: string, n: number) =>
      raw(`${proxied.url}/admin/login`, {
        method: 'POST',
        headers: { origin: proxied.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': xff },
        body: `email=throttle-${n}%40example.jp&password=not+the+password`,
      });
    for (let n = 0; n < 5; n++) expect((await attempt('198.51.100.66', n)).status).toBe(401);
    expect((await attempt('198.51.100.66', 5)).status).toBe(429);
    expect((await attempt('198.51.100.67', 6)).status).toBe(401);
  });
});

test.describe('hostile headers and methods', { tag: '@desktop' }, () => {
  const badHeaders: Record<string, string>[] = [
    { referer: 'http://[' },
    { referer: 'http://exa mple/ä' },
    { origin: 'http://[' },
    { origin: 'null' },
    { cookie: `=; ;; %%%; ${SESSION_COOKIE}=%E0%A4%A; ${SECURE_SESSION_COOKIE}="x` },
    { 'accept-language': '*;q=x,,;;zz-ZZ-, en;q=2, ' },
    { host: '[' },
    { host: 'exa mple:99999' },
    { host: '' },
    { 'x-forwarded-for': '[, unknown, 1.2.3.4.5', 'x-forwarded-proto': '[' },
  ];

  test('malformed Referer, Origin, Cookie, Accept-Language and Host never give a 5xx on any route', async () => {
    // About 1,400 requests one after another: seconds on a quiet machine, more on a busy one.
    test.setTimeout(120_000);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/brochure-requests', '/admin/login', '/brochure-request', '/']),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const { path, methods } of routes) {
      for (const headers of badHeaders) {
        for (const method of methods) {
          const response = await raw(`${proxied.url}${path}`, {
            method,
            headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
            ...(method === 'POST' ? { body: '{"email":"a@example.jp"}' } : {}),
          });
          sent++;
          if (response.status >= 500) failures.push(`${response.status} ${method} ${path} ${JSON.stringify(headers)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  test('POST-only routes answer every other method with 405 and Allow', async () => {
    expect(postOnly.sort()).toEqual(
      expect.arrayContaining(['/admin/logout', '/api/admin/test-email', '/api/brochure-requests', '/api/events']),
    );
    const db = openServerDb(proxied);
    try {
      const user = await createAdmin(db, { password: ADMIN_PASSWORD });
      const session = await createSession(db, user.id);
      for (const path of postOnly) {
        for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']) {
          // Astro refuses unsafe methods from another origin first (403), so send our own.
          const response = await raw(`${proxied.url}${path}`, {
            method,
            headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: proxied.url },
          });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.allow, `${method} ${path}`).toBe('POST');
        }
      }
    } finally {
      await db.destroy();
    }
  });
});
