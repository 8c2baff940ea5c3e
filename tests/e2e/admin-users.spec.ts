import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { newLinkToken } from '../../src/server/accounts/link-tokens.server.ts';
import { newTotpKey, totpCode } from '../../src/server/accounts/totp.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin } from '../setup/factories.ts';
import { parseMail } from '../setup/mime.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { ADMIN_PASSWORD, openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Issue 21, the users branch: an admin invites a colleague from /admin/users, the invitation
 * mail arrives at a real SMTP server on loopback, and the colleague sets a name and password
 * without JavaScript and lands on enrolment; a forgotten password, without JavaScript, ends
 * the session another browser had open; every new page is axe-clean at 390 and 1280 px (and is
 * photographed for review when SHOTS_DIR is set).
 */
const NEW_PASSWORD = 'a brand new passphrase';
const SHOTS = process.env.SHOTS_DIR;

let smtp: TestSmtp;
let server: RunningServer;
let db: Db;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startBuiltServer({ SMTP_URL: smtp.url });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.close();
});

/** The link in the first mail to `to` whose text has `path`, once the outbox has sent it. */
async function linkMailedTo(to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const mail of smtp.received.filter((m) => m.to.includes(to))) {
          const parsed = await parseMail(mail.raw);
          const found = parsed.text.match(new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]{43}`));
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  return context.newPage();
}

/** axe at the phone's and the desktop's width, and a screenshot of each when asked for. */
async function checkWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
}

test('an admin invites a colleague, who accepts and enrols TOTP without JavaScript, then signs in with a code', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(context, server, db, 'admin');
  await page.goto(`${server.url}/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'ユーザー管理' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill('ito@example.jp');
  await page.getByLabel('役割', { exact: true }).selectOption('staff');
  await page.getByRole('button', { name: '招待メールを送る' }).click();
  await expect(page.getByText('招待メールを送信しました（7日間有効）。')).toBeVisible();
  await expect(page.locator('[data-invitation="ito@example.jp"]')).toBeVisible();
  await checkWidths(page, 'users');

  const link = await linkMailedTo('ito@example.jp', '/admin/invitation');
  const invitee = await noScriptPage(browser);
  await invitee.goto(link);
  await expect(
    invitee.getByText('ito@example.jp として「スタッフ」の役割で参加します。', { exact: false }),
  ).toBeVisible();
  await invitee.getByLabel('表示名').fill('伊藤');
  await invitee.getByLabel('パスワード', { exact: true }).fill(NEW_PASSWORD);
  await invitee.getByLabel('パスワード（確認）').fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'アカウントを作成する' }).click();
  await expect(invitee).toHaveURL(/\/admin\/enrol$/);
  // The same visit enrols TOTP: the key is read as text, as a person types it into their app.
  const key = ((await invitee.locator('[data-totp-key]').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await invitee.getByLabel('認証アプリに表示された6桁のコード').fill(totpCode(key, new Date()));
  await invitee.getByRole('button', { name: '確認して登録する' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'リカバリーコード' })).toBeVisible();
  await invitee.getByRole('link', { name: '保存しました。続ける' }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  // Signed out, the colleague signs in with the password and a code (the next time step: the
  // enrolment spent this one).
  await invitee.locator('[data-user-menu] > summary').click();
  await invitee.getByRole('button', { name: 'ログアウト' }).click();
  await expect(invitee).toHaveURL(/\/admin\/login\?loggedOut=1$/);
  await invitee.getByLabel('メールアドレス').fill('ito@example.jp');
  await invitee.getByLabel('パスワード').fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(invitee).toHaveURL(/\/admin\/login\/factor/);
  await invitee.getByLabel('認証コード').fill(totpCode(key, new Date(Date.now() + 30_000)));
  await invitee.getByRole('button', { name: '確認する' }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  // Signed in: ログアウト is in the user menu (issue 32).
  await invitee.locator('[data-user-menu] > summary').click();
  await expect(invitee.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  await invitee.context().close();

  // The link worked once: now it is the page for any unusable link.
  await page.goto(link);
  await expect(page.getByText('この招待リンクは使えません', { exact: false })).toBeVisible();
  await page.goto(`${server.url}/admin/users`);
  await expect(page.locator('[data-account="ito@example.jp"]')).toContainText('伊藤');
  await expect(page.locator('[data-invitation="ito@example.jp"]')).toHaveCount(0);
  await checkWidths(page, 'users-with-colleague');
});

test('a forgotten password, without JavaScript, ends the session another browser had open', async ({
  page,
  context,
  browser,
}) => {
  const user = await signIn(context, server, db, 'staff');
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin$/);

  const other = await noScriptPage(browser);
  await other.goto('/admin/login');
  await other.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await other.getByLabel('メールアドレス').fill(user.email);
  await other.getByRole('button', { name: '再設定メールを送る' }).click();
  await expect(other.locator('[data-forgot-sent]')).toBeVisible();

  const link = await linkMailedTo(user.email, '/admin/reset-password');
  await other.goto(link);
  await other.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await other.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(other).toHaveURL(/\/admin\/login\?reset=1$/);
  await expect(other.getByText('パスワードを再設定しました。', { exact: false })).toBeVisible();
  await other.context().close();

  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(ADMIN_PASSWORD).not.toBe(NEW_PASSWORD);
});

test('the open account pages are axe-clean at both widths, a bad link says only that it is bad', async ({ page }) => {
  // Seven pages, each checked at two widths, on a shared 2-core machine.
  test.setTimeout(120_000);
  await page.goto(`${server.url}/admin/forgot-password`);
  await checkWidths(page, 'forgot-password');
  await page.goto(`${server.url}/admin/forgot-password?sent=1`);
  await checkWidths(page, 'forgot-password-sent');
  for (const path of ['/admin/invitation', '/admin/reset-password']) {
    const answer = await page.goto(`${server.url}${path}/${'A'.repeat(43)}`);
    expect(answer?.status()).toBe(404);
    await checkWidths(page, `${path.slice(7)}-invalid`);
  }
  await page.goto(`${server.url}/admin/login`);
  await checkWidths(page, 'login');

  const invitation = newLinkToken();
  const now = Date.now();
  await db
    .insertInto('admin_invitations')
    .values({
      id: randomUUID(),
      token_hash: invitation.hash,
      email: 'sato@example.jp',
      role: 'admin',
      invited_by: null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 60 * 60_000).toISOString(),
      accepted_at: null,
      accepted_user_id: null,
      revoked_at: null,
    })
    .execute();
  await page.goto(`${server.url}/admin/invitation/${invitation.token}`);
  await expect(page.getByLabel('表示名')).toBeVisible();
  await checkWidths(page, 'invitation');

  const user = await createAdmin(db, { role: 'staff' });
  const base32 = newTotpKey();
  await db
    .updateTable('admin_users')
    .set({ totp_secret: 'sealed-elsewhere', totp_last_step: 0, totp_enrolled_at: new Date(now).toISOString() })
    .where('id', '=', user.id)
    .execute();
  expect(base32).toMatch(/^[A-Z2-7]+$/);
  const reset = newLinkToken();
  await db
    .insertInto('admin_password_resets')
    .values({
      id: reset.hash,
      user_id: user.id,
      requested_by: null,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 60 * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  await page.goto(`${server.url}/admin/reset-password/${reset.token}`);
  // The account has a second factor: the reset asks for its code.
  await expect(page.locator('input[name="code"]')).toBeVisible();
  await checkWidths(page, 'reset-password');
});
