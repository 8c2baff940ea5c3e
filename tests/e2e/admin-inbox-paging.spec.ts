import type { Page } from '@playwright/test';
import type { Db } from '../../src/server/platform/db.server.ts';
import { buildLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The inbox pages by cursor links (issue 23): 次のページ and 前のページ are plain links that
 * work without JavaScript, keep the search, and a cursor that cannot be read gives the first
 * page with a note rather than an error. A built server of its own, 120 leads found by a tag.
 */
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  server = await startBuiltServer();
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** 120 leads a minute apart, found by searching for the tag in their organization. */
async function seed(tag: string): Promise<(i: number) => string> {
  const base = Date.now() - 200 * 60_000;
  const idOf = (i: number) => `${tag}-${String(i).padStart(3, '0')}`;
  const leads = Array.from({ length: 120 }, (_, i) =>
    buildLead({ id: idOf(i), organization: `${tag}クリニック`, created_at: new Date(base + i * 60_000).toISOString() }),
  );
  await db.insertInto('material_requests').values(leads).execute();
  return idOf;
}

const rows = (page: Page) => page.locator('[data-lead-table] tbody tr');
const pager = (page: Page) => page.getByRole('navigation', { name: 'ページ' });

test.describe('inbox paging without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('次のページ and 前のページ walk the search by cursor; a broken cursor gives the first page', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await signIn(context, server, db, 'staff');
    const tag = `pg${Date.now().toString(36)}`;
    const idOf = await seed(tag);

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', '120');
    await expect(rows(page)).toHaveCount(50);
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', idOf(119));
    await expect(pager(page).getByRole('link', { name: '前のページ' })).toHaveCount(0);

    await pager(page).getByRole('link', { name: '次のページ' }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', idOf(69));
    await pager(page).getByRole('link', { name: '次のページ' }).click();
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).last()).toHaveAttribute('data-lead-id', idOf(0));
    await expect(pager(page).getByRole('link', { name: '次のページ' })).toHaveCount(0);

    await pager(page).getByRole('link', { name: '前のページ' }).click();
    await expect(page).toHaveURL(/[?&]before=/);
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', idOf(69));
    await expect(rows(page)).toHaveCount(50);

    await page.goto(`${server.url}/admin/leads?q=${tag}&after=${encodeURIComponent('not a cursor')}`);
    await expect(page.locator('[data-bad-cursor]')).toBeVisible();
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', idOf(119));
  });
});

// axe runs as page script, so the same pages are checked again with JavaScript on.
test('the paged inbox and its notes pass axe', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(context, server, db, 'staff');
  const tag = `px${Date.now().toString(36)}`;
  const idOf = await seed(tag);
  await page.goto(`${server.url}/admin/leads?q=${tag}&after=${encodeURIComponent('garbage')}`);
  await expect(page.locator('[data-bad-cursor]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pager(page).getByRole('link', { name: '次のページ' }).click();
  await expect(rows(page).first()).toHaveAttribute('data-lead-id', idOf(69));
  await expect(pager(page).getByRole('link', { name: '前のページ' })).toBeVisible();
});
