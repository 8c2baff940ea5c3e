import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { validLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * 要確認 (issue 20): a request stored without the form's proof, as a post without JavaScript is,
 * shows in the inbox's 要確認 filter and on its page, which releases it with one button (a plain
 * form) and then shows it as an ordinary pending lead with an owner's due date.
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

test('a request waiting for review is found by its filter and released with one button', {
  tag: '@both',
}, async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(context, server, db, 'staff');
  const tag = `rev${Date.now()}${test.info().project.name}`;
  const stored = await createBrochureRequest(
    db,
    { ...validLead, name: `確認 ${tag}`, email: `${tag}@example.jp` },
    { locale: 'ja', review: true },
  );
  if (!stored.ok) throw new Error(JSON.stringify(stored.errors));

  await page.goto(`${server.url}/admin/leads?review=1`);
  const row = page.locator('[data-lead-table] tbody tr', { hasText: `確認 ${tag}` });
  await expect(row).toContainText('要確認');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${server.url}/admin/leads/${stored.id}`);
  const panel = page.getByRole('region', { name: '要確認' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: '受け付ける（自動返信・担当者割り当て）' }).click();
  await expect(page.getByText('受け付けました。自動返信と担当者の割り当てを行いました。')).toBeVisible();
  await expect(page.getByRole('region', { name: '要確認' })).toHaveCount(0);
  const lead = await db
    .selectFrom('material_requests')
    .select(['review', 'due_at'])
    .where('id', '=', stored.id)
    .executeTakeFirstOrThrow();
  expect(Boolean(lead.review)).toBe(false);
  expect(lead.due_at).not.toBeNull();
});
