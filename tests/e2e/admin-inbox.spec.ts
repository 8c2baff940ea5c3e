import { randomUUID } from 'node:crypto';
import { workQueueCounts } from '../../src/server/leads/work-queue.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The inbox as a work queue (issue 32), against a built server of its own: the chips (自分の担当,
 * 未割り当て, 期限超過, 本日期限, 要確認) are links that filter the list and mark the one in use,
 * the rest of the filter is folded behind 詳しく絞り込む, dates are short and Japanese, products
 * are named in Japanese, on a phone the first lead is on the first screen, and the dashboard's
 * first panel counts the same leads and links to them. axe on every page (the fixture).
 */
let server: RunningServer;
let db: Db;
const HOUR = 3_600_000;
const product = 'co2-laser';

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** Midnight tonight in Japan, as an instant. */
const japanMidnightTonight = () => {
  const today = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
  return Date.parse(`${today}T00:00:00+09:00`) + 24 * HOUR;
};

async function seed(ownerId: string) {
  const tag = randomUUID().slice(0, 6);
  // Due a minute before midnight tonight (Japan): 本日期限 unless the test runs in that minute.
  const dueToday = new Date(japanMidnightTonight() - 60_000).toISOString();
  const today = await createLead(db, { name: `本日 ${tag}`, owner_id: ownerId, product, due_at: dueToday });
  const late = await createLead(db, {
    name: `超過 ${tag}`,
    owner_id: null,
    product,
    due_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  });
  const held = await createLead(db, {
    name: `要確認 ${tag}`,
    owner_id: ownerId,
    review: true,
    product,
    due_at: new Date(Date.now() + 72 * HOUR).toISOString(),
  });
  // 2026-12-01 09:00 UTC is 12/1(火) 18:00 in Japan.
  const dated = await createLead(db, {
    name: `日付 ${tag}`,
    owner_id: ownerId,
    product,
    created_at: `${new Date().getUTCFullYear()}-12-01T09:00:00.000Z`,
    due_at: new Date(Date.now() + 96 * HOUR).toISOString(),
  });
  return { tag, today, late, held, dated };
}

test.describe('the inbox as a work queue', { tag: '@desktop' }, () => {
  test('the chips filter the list; dates are short and products Japanese', async ({ page, context }) => {
    const me = await signIn(context, server, db, 'staff');
    const { tag, today, late, held, dated } = await seed(me.id);
    const rows = page.locator('[data-lead-table] tbody tr');
    const chips = page.getByRole('navigation', { name: '仕事の絞り込み' });

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(rows).toHaveCount(4);
    await expect(page.locator('[data-more-filters]')).not.toHaveAttribute('open', '');
    await expect(chips.getByRole('link')).toHaveText([
      '自分の担当',
      '未割り当て',
      '期限超過',
      '本日期限',
      '次の予定が今日',
      '次の予定を過ぎた',
      '要確認',
    ]);
    await expect(chips.locator('[aria-current]')).toHaveCount(0);

    const row = page.locator(`[data-lead-id="${dated.id}"]`);
    const year = new Date(Date.now() + 9 * HOUR).getUTCFullYear();
    await expect(row.locator('[data-date]')).toHaveText(
      year === new Date().getUTCFullYear() ? '12/1(火) 18:00' : /12\/1/,
    );
    // The name the Japanese brochure form gives it, not the catalogue's English one.
    await expect(row).toContainText('CO2フラクショナルレーザー');
    await expect(row).not.toContainText('CO2 laser system');
    // One line: the date cell is no taller than one line of its text.
    const box = await row.locator('[data-date] time').boundingBox();
    const lineHeight = await row
      .locator('[data-date] time')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box?.height ?? 0).toBeLessThanOrEqual(lineHeight * 1.5);

    const listed = async () =>
      (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-lead-id')))).filter((id): id is string =>
        [today.id, late.id, held.id, dated.id].includes(id ?? ''),
      );
    for (const [chip, expected] of [
      ['期限超過', [late.id]],
      ['本日期限', [today.id]],
      ['要確認', [held.id]],
      ['未割り当て', [late.id]],
      ['自分の担当', [today.id, held.id, dated.id]],
    ] as const) {
      await chips.getByRole('link', { name: chip }).click();
      await expect(chips.getByRole('link', { name: chip })).toHaveAttribute('aria-current', 'true');
      await expect(chips.locator('[aria-current]')).toHaveCount(1);
      expect((await listed()).sort(), chip).toEqual([...expected].sort());
    }

    // A search keeps the chip: 自分の担当 and this tag.
    await page.getByLabel('検索（氏名・フリガナ・メール・所属・電話・郵便番号）').fill(`要確認 ${tag}`);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/[?&]owner=me(&|$)/);
    await expect(rows).toHaveCount(1);
    await expect(chips.getByRole('link', { name: '自分の担当' })).toHaveAttribute('aria-current', 'true');

    // An advanced filter in use opens the folded form.
    await page.goto(`${server.url}/admin/leads?product=${product}`);
    await expect(page.locator('[data-more-filters]')).toHaveAttribute('open', '');
    await expect(page.getByLabel('製品')).toHaveValue(product);
  });

  test('the dashboard leads with the work, each count a link to those leads', async ({ page, context }) => {
    const me = await signIn(context, server, db, 'staff');
    await seed(me.id);
    const counts = await workQueueCounts(db);
    await page.goto(`${server.url}/admin`);
    const panel = page.locator('section[aria-labelledby="dash-work"]');
    await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', 'dash-work');
    await expect(panel.getByRole('heading', { name: '今日の仕事' })).toBeVisible();
    for (const [label, key, href] of [
      ['本日期限', 'dueToday', '/admin/leads?due=today&sort=due'],
      ['期限超過', 'overdue', '/admin/leads?overdue=1&sort=due'],
      ['未割り当て', 'unassigned', '/admin/leads?owner=none&status=pending'],
      ['要確認', 'review', '/admin/leads?review=1'],
    ] as const) {
      const link = panel.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveText(counts[key].count.toLocaleString('ja-JP'));
    }
    await expect(page.locator('#dash-leads')).toBeVisible();
    // The analytics have their own page (issue 42), linked from the dashboard.
    await expect(page.locator('#dash-entry-funnel')).toHaveCount(0);
    await page.locator('[data-analytics-link] a').click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.locator('#dash-entry-funnel')).toBeVisible();
    await expect(page.locator('#dash-screened-spam')).toBeVisible();
    await page.goto(`${server.url}/admin`);
    await panel.getByRole('link', { name: /^期限超過/ }).click();
    await expect(
      page.getByRole('navigation', { name: '仕事の絞り込み' }).getByRole('link', { name: '期限超過' }),
    ).toHaveAttribute('aria-current', 'true');
  });
});

test('on a phone the first lead of the inbox is on the first screen', { tag: '@phone' }, async ({ page, context }) => {
  const me = await signIn(context, server, db, 'staff');
  await seed(me.id);
  await page.goto(`${server.url}/admin/leads`);
  const first = page.locator('[data-lead-table] tbody tr').first();
  await expect(first.getByRole('link').first()).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-more-filters] select').first()).toBeHidden();
});
