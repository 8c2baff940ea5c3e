import { describe, expect, it } from 'vitest';
import { recordEvent } from '../../../../src/server/analytics/analytics.server.ts';
import { entryFunnel } from '../../../../src/server/analytics/funnel.server.ts';
import { createPageViewCounter, jstDate } from '../../../../src/server/analytics/page-views.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

describe('jstDate', () => {
  it('names the day in Japan time', () => {
    expect(jstDate(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(jstDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
  });
});

describe.each(testBackends())('the funnel per entry page on %s (issue 31)', (backend) => {
  const t = useTestDb(backend);

  it('adds page views up across flushes and counters, one row per day and path', async () => {
    const now = new Date();
    const one = createPageViewCounter(t.db);
    const two = createPageViewCounter(t.db);
    for (let i = 0; i < 3; i += 1) one.count('/product/plus', now);
    one.count('/', now);
    two.count('/product/plus', now);
    expect(await one.flush()).toBe(4);
    expect(await two.flush()).toBe(1);
    expect(await one.flush()).toBe(0);
    const rows = await t.db.selectFrom('page_views').selectAll().orderBy('path').execute();
    expect(rows.map((row) => [row.path, Number(row.views)])).toEqual([
      ['/', 1],
      ['/product/plus', 4],
    ]);
  });

  it('shows views → form shown → requests → rate per entry page, spam left out', async () => {
    const views = createPageViewCounter(t.db);
    for (let i = 0; i < 40; i += 1) views.count('/product/plus');
    for (let i = 0; i < 10; i += 1) views.count('/rental/medical');
    await views.flush();
    for (let i = 0; i < 4; i += 1) await recordEvent(t.db, { name: 'brochure_form_view', path: '/product/plus' });
    await recordEvent(t.db, { name: 'booking_click', path: '/product/plus' });
    await createLead(t.db, { page_path: '/product/plus' });
    await createLead(t.db, { page_path: '/product/plus' });
    await createLead(t.db, { page_path: '/product/plus', status: 'spam' });
    await createLead(t.db, { page_path: '/beauty-devices' });

    const rows = await entryFunnel(t.db);
    expect(rows[0]).toEqual({ path: '/product/plus', views: 40, formViews: 4, requests: 2, rate: 0.05 });
    expect(rows).toContainEqual({ path: '/beauty-devices', views: 0, formViews: 0, requests: 1, rate: null });
    expect(rows).toContainEqual({ path: '/rental/medical', views: 10, formViews: 0, requests: 0, rate: 0 });
  });
});
