import type { Page } from '@playwright/test';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { validLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Duplicates against a built server of its own: two requests stored as the form stores them
 * (so they are matched as a new lead is), one with its e-mail typed in full-width letters; the
 * later one's page lists the earlier, staff mark it as a duplicate, and the inbox hides it
 * until 重複を表示 is ticked.
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

/** Two requests an hour apart from one person, the first with a full-width address. */
async function twoRequests(tag: string): Promise<{ first: string; second: string }> {
  const store = async (fields: Record<string, string>, hoursAgo: number) => {
    const result = await createBrochureRequest(
      db,
      { ...validLead, organization: `${tag}クリニック`, ...fields },
      { locale: 'ja', fillMs: 60_000, now: new Date(Date.now() - hoursAgo * 3_600_000) },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.id;
  };
  const first = await store({ name: `前田 ${tag}`, email: `ｍａｅｄａ．${tag}＠ｅｘａｍｐｌｅ．ｊｐ` }, 2);
  const second = await store({ name: `前田 ${tag} 再送`, email: `Maeda.${tag}@example.jp`, phone: '03-9876-5432' }, 1);
  return { first, second };
}

const rows = (page: Page) => page.locator('[data-lead-table] tbody tr');

test.describe('duplicates', { tag: '@both' }, () => {
  test('the lead page lists the match; marked as a duplicate it leaves the default inbox', async ({
    page,
    context,
  }) => {
    // Five pages, each checked by axe, on a machine the other suites share.
    test.setTimeout(60_000);
    const user = await signIn(context, server, db, 'staff');
    const tag = `dup${Date.now()}${test.info().project.name}`;
    const { first, second } = await twoRequests(tag);

    await page.goto(`${server.url}/admin/leads/${second}`);
    const panel = page.getByRole('region', { name: '重複の可能性' });
    const match = panel.locator(`[data-match-id="${first}"]`);
    await expect(match).toContainText(`前田 ${tag}`);
    await expect(match).toContainText('メールアドレス・法人名と都道府県');
    await expect(match).toContainText('この請求より前');
    await expect(match).toContainText('未対応');
    await expectNoSeriousA11yViolations(page);

    // The earlier lead's page shows the same link from the other side, with nothing to press.
    await page.goto(`${server.url}/admin/leads/${first}`);
    const back = page.getByRole('region', { name: '重複の可能性' }).locator(`[data-match-id="${second}"]`);
    await expect(back).toContainText('この請求より後');
    await expect(back.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads/${second}`);
    await match.getByRole('button', { name: 'この資料請求の重複として処理' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${second}\\?done=duplicate$`));
    await expect(page.getByRole('status').filter({ hasText: '重複として処理しました。' })).toBeVisible();
    await expect(page.locator('[data-field="status"] dd')).toHaveText('重複');
    const original = panel.locator('[data-duplicate-of]');
    await expect(original.getByRole('link', { name: new RegExp(`前田 ${tag}$`) })).toHaveAttribute(
      'href',
      `/admin/leads/${first}`,
    );
    await expect(panel.getByRole('button', { name: 'この資料請求の重複として処理' })).toHaveCount(0);
    const log = await listAudit(db, { action: 'lead.mark_duplicate' }, 1);
    expect(log.rows.find((row) => row.target_id === second)).toMatchObject({ actor_email: user.email });
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`前田 ${tag}`);
    await expectNoSeriousA11yViolations(page);

    await page.getByText('詳しく絞り込む').click();
    await page.getByLabel('重複を表示').check();
    await page.getByRole('button', { name: '絞り込む', exact: true }).click();
    await expect(page).toHaveURL(/duplicates=1/);
    await expect(page.getByLabel('重複を表示')).toBeChecked();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: '再送' }).locator('[data-status]')).toHaveText('重複');
  });

  test('undoing puts the lead back in the inbox as 未対応', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const tag = `undo${Date.now()}${test.info().project.name}`;
    const { first, second } = await twoRequests(tag);
    await page.goto(`${server.url}/admin/leads/${second}`);
    const panel = page.getByRole('region', { name: '重複の可能性' });
    await panel
      .locator(`[data-match-id="${first}"]`)
      .getByRole('button', { name: 'この資料請求の重複として処理' })
      .click();
    await expect(page).toHaveURL(/done=duplicate$/);

    await panel.getByRole('button', { name: '重複の指定を取り消す' }).click();
    await expect(page).toHaveURL(/done=undo-duplicate$/);
    await expect(page.locator('[data-field="status"] dd')).toHaveText('未対応');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(rows(page)).toHaveCount(2);
  });
});
