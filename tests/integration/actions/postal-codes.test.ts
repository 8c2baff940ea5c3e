import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { ALL, GET, HEAD } from '../../../src/pages/api/postal-codes/[code].ts';
import { createEventBudget } from '../../../src/server/analytics/analytics.server.ts';
import { createLogger } from '../../../src/server/platform/logger.server.ts';
import { POSTAL_CODE_BUDGET } from '../../../src/server/platform/postal-codes.server.ts';
import type { Services } from '../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../setup/db.ts';

const origin = 'https://www.example.jp';

// The endpoint reads no table; it runs here with each backend's services like every other
// endpoint, so that a change making it touch the database is tested on both.
describe.each(testBackends())('GET /api/postal-codes/{code} on %s', (backend) => {
  const t = useTestDb(backend);

  /** What Astro hands the route: the decoded `code` and the locals main.server.ts sets. */
  function context(code: string, options: { budget?: Services['postalCodeBudget']; clientKey?: string } = {}) {
    const services = {
      db: t.db,
      log: createLogger('silent'),
      postalCodeBudget: options.budget ?? createEventBudget(POSTAL_CODE_BUDGET),
    } as Partial<Services> as Services;
    const url = new URL(`/api/postal-codes/${encodeURIComponent(code)}`, origin);
    return {
      params: { code },
      url,
      request: new Request(url),
      locals: { services, clientKey: options.clientKey ?? '192.0.2.1', clientAddress: '192.0.2.1', https: true },
    } as unknown as APIContext;
  }
  const get = async (code: string, options?: Parameters<typeof context>[1]) => {
    const response = await GET(context(code, options));
    return { response, body: await response.json() };
  };

  it('answers 200 with the address, cacheable for a day', async () => {
    const { response, body } = await get('1040061');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(JSON.stringify(body)).toBe('{"postalCode":"1040061","prefecture":"東京都","city":"中央区","town":"銀座"}');
  });

  it('answers an empty town for a code that covers a whole city', async () => {
    const { response, body } = await get('100-0000');
    expect(response.status).toBe(200);
    expect(body).toEqual({ postalCode: '1000000', prefecture: '東京都', city: '千代田区', town: '' });
  });

  it.each(['１０４００６１', '１０４－００６１', '１０４ー００６１', '104-0061', '〒104-0061'])(
    'reads %j as 1040061',
    async (code) => {
      const { response, body } = await get(code);
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ postalCode: '1040061', town: '銀座' });
    },
  );

  it('answers 404 JSON for a code Japan Post does not list, cacheable too', async () => {
    const { response, body } = await get('0000000');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body).toEqual({ error: 'not-found', message: 'この郵便番号の住所は見つかりませんでした' });
  });

  it.each(['104006', '10400610', 'abcdefg', '104-00-61', ' ', '1040061; drop'])(
    'answers 400 JSON, not cached, for %j',
    async (code) => {
      const { response, body } = await get(code);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({ error: 'malformed', message: '郵便番号は7桁の数字で入力してください（例：104-0061）' });
    },
  );

  it('answers 429 with Retry-After past 60 lookups a minute from one client, and only to that client', async () => {
    const budget = createEventBudget(POSTAL_CODE_BUDGET);
    for (let i = 0; i < POSTAL_CODE_BUDGET.limit; i += 1) {
      // Malformed and unknown codes count as well: scanning costs the same as looking up.
      const code = i % 3 === 0 ? 'bad' : i % 3 === 1 ? '0000000' : '1040061';
      const response = await GET(context(code, { budget, clientKey: '198.51.100.7' }));
      expect(response.status, `lookup ${i + 1}`).not.toBe(429);
    }
    const { response, body } = await get('1040061', { budget, clientKey: '198.51.100.7' });
    expect(response.status).toBe(429);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(body).toMatchObject({ error: 'rate-limited' });
    expect((await get('1040061', { budget, clientKey: '198.51.100.8' })).response.status).toBe(200);
  });

  it('answers HEAD as GET and any other method with 405', async () => {
    expect(HEAD).toBe(GET);
    const response = await ALL(context('1040061'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
