import type { BrowserContext, Page } from '@playwright/test';
import type { AdminUser } from '../../src/server/accounts/admin-users.server.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/accounts/sessions.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin } from '../setup/factories.ts';
import { ADMIN_PASSWORD, openServerDb } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * /admin/account and passkeys, against a built server of their own addressed as `localhost`
 * (a WebAuthn relying-party id must be a domain, not 127.0.0.1). Passkeys are made and used by
 * Chromium's virtual authenticator (the DevTools Protocol's WebAuthn domain).
 */
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  server = await startBuiltServer({}, { siteHost: 'localhost' });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A session as after a full sign-in (which counts as re-authentication), its cookie set on `context`. */
async function signInAs(context: BrowserContext, user: AdminUser, userAgent?: string): Promise<void> {
  const session = await createSession(db, user.id, { reauthAt: new Date(), userAgent, ip: '192.0.2.44' });
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.token, url: server.url, httpOnly: true, sameSite: 'Lax' },
  ]);
}

async function newUser(): Promise<AdminUser> {
  return createAdmin(db, { role: 'staff', password: ADMIN_PASSWORD, displayName: '山田 太郎' });
}

async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('the account page changes the name and lists the limits and this session', { tag: '@both' }, async ({
  page,
  context,
}) => {
  const user = await newUser();
  await signInAs(context, user);
  await page.goto(`${server.url}/admin/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'アカウント' })).toBeVisible();
  await expect(page.getByText('操作がないまま8時間たつか、ログインから7日たつと')).toBeVisible();
  await expect(page.locator('[data-session="current"]')).toContainText('この端末');
  await page.getByRole('textbox', { name: '表示名' }).fill('山田 花子');
  await page.getByRole('button', { name: '表示名を変更' }).click();
  await expect(page.getByText('表示名を変更しました。')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '表示名' })).toHaveValue('山田 花子');
  await expect(page.locator('[data-recovery-left="0"]')).toBeVisible();
  // Photographed for review when SHOTS_DIR is set, as the other issue-21 pages are.
  const shots = process.env.SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/account-${test.info().project.name}.png`, fullPage: true });
});

test('a password change ends the session of another browser', async ({ page, context, browser }) => {
  const user = await newUser();
  await signInAs(context, user);
  const other = await browser.newContext();
  await signInAs(other, user, AGENT);
  const otherPage = await other.newPage();
  await otherPage.goto(`${server.url}/admin`);
  await expect(otherPage).toHaveURL(/\/admin$/);

  await page.goto(`${server.url}/admin/account`);
  await expect(page.locator('[data-session="other"]')).toContainText('Safari / iPhone');
  await page.getByLabel('現在のパスワード').fill('not the password');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('新しいパスワード（確認）').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('現在のパスワードが正しくありません。')).toBeVisible();

  await page.getByLabel('現在のパスワード').fill(ADMIN_PASSWORD);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('新しいパスワード（確認）').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('パスワードを変更しました。')).toBeVisible();
  await expect(page.locator('[data-session="other"]')).toHaveCount(0);

  await otherPage.goto(`${server.url}/admin`);
  await expect(otherPage).toHaveURL(/\/admin\/login/);
  await other.close();
});

test('one other session is ended from the list', { tag: '@both' }, async ({ page, context, browser }) => {
  const user = await newUser();
  await signInAs(context, user);
  const other = await browser.newContext();
  await signInAs(other, user, AGENT);
  await page.goto(`${server.url}/admin/account`);
  await expect(page.locator('[data-session]')).toHaveCount(2);
  await page.getByRole('button', { name: /^Safari \/ iPhone（最終操作 .*）のログインを終了$/ }).click();
  await expect(page.getByText('その端末のログインを終了しました。')).toBeVisible();
  await expect(page.locator('[data-session]')).toHaveCount(1);
  const otherPage = await other.newPage();
  await otherPage.goto(`${server.url}/admin`);
  await expect(otherPage).toHaveURL(/\/admin\/login/);
  await other.close();
});

test('a passkey is registered, then signs in on its own', async ({ page, context }) => {
  const user = await newUser();
  await signInAs(context, user);
  await virtualAuthenticator(page);
  await page.goto(`${server.url}/admin/account`);
  await page.getByLabel('パスキーの名前').fill('テスト用の端末');
  await page.getByRole('button', { name: 'パスキーを登録' }).click();
  await expect(page.getByText('パスキーを登録しました。')).toBeVisible();
  await expect(page.locator('[data-passkey="テスト用の端末"]')).toBeVisible();

  await page.locator('[data-user-menu] > summary').click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByRole('button', { name: 'パスキーでログイン' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/account`);
  await expect(page.getByRole('textbox', { name: '表示名' })).toHaveValue(user.displayName);
  await expect(page.locator('[data-passkey="テスト用の端末"]')).not.toContainText('未使用');
  const login = await db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'login.success')
    .where('actor_id', '=', user.id)
    .executeTakeFirst();
  expect(JSON.parse(login?.detail ?? '{}')).toEqual({ method: 'passkey' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page says passkeys need JavaScript and the password form still works', async ({ page }) => {
    const user = await newUser();
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByText('パスキーを使うにはJavaScriptが必要です。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'パスキーでログイン' })).toHaveCount(0);
    await page.getByLabel('メールアドレス').fill(user.email);
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    // The password was taken: an account without a second factor goes on to enrol one.
    await expect(page).toHaveURL(/\/admin\/enrol$/);
  });
});
