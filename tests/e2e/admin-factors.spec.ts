import type { Page, TestInfo } from '@playwright/test';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/accounts/sessions.server.ts';
import { totpCode } from '../../src/server/accounts/totp.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin } from '../setup/factories.ts';
import { ADMIN_PASSWORD, openServerDb } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Two factors at sign-in (issue 21) on a server of its own: an account without a factor is sent
 * to enrol TOTP (the test computes codes from the key shown as text, as a person's app would),
 * then signs in with a code; a code is accepted once; a recovery code signs in once; all of it
 * without JavaScript too; and a stale session re-authenticates before managing webhooks.
 * SHOTS_DIR, when set, receives a screenshot of each new page.
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

// Enrolment hashes a password and ten recovery codes (argon2id): slow on 2 busy cores.
test.describe.configure({ timeout: 120_000 });

const inStep = (offsetSteps: number) => new Date(Date.now() + offsetSteps * 30_000);

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

async function signInWithPassword(page: Page, email: string, next = '/admin'): Promise<void> {
  await page.goto(`${server.url}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/login\/factor/);
  await page.getByLabel('認証コード').fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
}

/** From the enrolment page: reads the key as text, confirms it, returns it and the recovery codes. */
async function enrol(page: Page, info: TestInfo, a11y: boolean): Promise<{ key: string; codes: string[] }> {
  await expect(page).toHaveURL(/\/admin\/enrol/);
  await expect(page.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible();
  const key = ((await page.locator('[data-totp-key]').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  if (a11y) await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'enrol');
  await page.getByLabel('認証アプリに表示された6桁のコード').fill('000000');
  await page.getByRole('button', { name: '確認して登録する' }).click();
  await expect(page.locator('#enrol-code-error')).toContainText('コードが正しくありません');
  // The same key is shown again after a wrong code.
  expect(((await page.locator('[data-totp-key]').textContent()) ?? '').replace(/\s+/g, '')).toBe(key);
  await page.getByLabel('認証アプリに表示された6桁のコード').fill(totpCode(key, new Date()));
  await page.getByRole('button', { name: '確認して登録する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'リカバリーコード' })).toBeVisible();
  const codes = await page.locator('[data-recovery-codes] li').allInnerTexts();
  expect(codes).toHaveLength(10);
  if (a11y) await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'recovery-codes');
  return { key, codes };
}

async function signOut(page: Page): Promise<void> {
  await page.locator('[data-user-menu] > summary').click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?loggedOut=1$/);
}

test.describe('two factors at sign-in', { tag: '@both' }, () => {
  test('enrol TOTP at sign-in, sign in with a code; a reused code is refused; a recovery code works once', async ({
    page,
  }, info) => {
    const user = await createAdmin(db, { role: 'staff', password: ADMIN_PASSWORD });
    await signInWithPassword(page, user.email, '/admin/leads');
    const { key, codes } = await enrol(page, info, true);
    await page.getByRole('link', { name: '保存しました。続ける' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/leads`);
    await signOut(page);

    // The next sign-in asks for a code (the enrolment's step is spent: the next one is used).
    const code = totpCode(key, inStep(1));
    await signInWithPassword(page, user.email, '/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: '2段階認証' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'factor');
    // Half signed in: no other admin page opens.
    await page.goto(`${server.url}/admin/leads`);
    await enterCode(page, code);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await signOut(page);

    // The same code again: refused.
    await signInWithPassword(page, user.email);
    await enterCode(page, code);
    await expect(page.getByRole('alert')).toContainText('コードが正しくありません');
    await shot(page, info, 'factor-refused');

    // A recovery code signs in, once.
    await enterCode(page, codes[0] ?? '');
    await expect(page).toHaveURL(`${server.url}/admin`);
    await signOut(page);
    await signInWithPassword(page, user.email);
    await enterCode(page, codes[0] ?? '');
    await expect(page.getByRole('alert')).toContainText('コードが正しくありません');
    const actions = (await listAudit(db, { actor: user.email }, 1)).rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['factor.totp_enrol', 'factor.recovery_used', 'login.factor_failure']),
    );
  });

  test('a stale session re-authenticates before managing webhooks, then comes back', async ({
    page,
    context,
  }, info) => {
    const user = await createAdmin(db, { role: 'admin', password: ADMIN_PASSWORD });
    const session = await createSession(db, user.id, { reauthAt: new Date(Date.now() - 11 * 60_000) });
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: server.url, httpOnly: true }]);
    await page.goto(`${server.url}/admin/integrations`);
    await page.getByLabel('送信先URL').fill('https://crm.example.com/hook');
    const secret = await page.getByLabel('署名用シークレット').inputValue();
    await page.getByLabel('状態の変更（lead.status_changed）').check();
    await page.getByRole('button', { name: '送信先を追加する' }).click();
    await expect(page).toHaveURL(/\/admin\/reauth\?next=%2Fadmin%2Fintegrations$/);
    await expect(page.getByRole('heading', { level: 1, name: '本人確認' })).toBeVisible();
    await shot(page, info, 'reauth');
    await page.getByLabel('パスワード').fill('not the password');
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('alert')).toHaveText('パスワードまたはコードが正しくありません。');
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/integrations`);
    // What was typed before the password step comes back, the secret included, and only once.
    await expect(page.getByLabel('送信先URL')).toHaveValue('https://crm.example.com/hook');
    await expect(page.getByLabel('署名用シークレット')).toHaveValue(secret);
    await expect(page.getByLabel('状態の変更（lead.status_changed）')).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('送信先URL')).toHaveValue('');
  });
});

test.describe('re-authentication before exporting every lead', { tag: '@desktop' }, () => {
  test('a session signed in long ago re-authenticates, then exports from the same filter', async ({
    page,
    context,
  }) => {
    const user = await createAdmin(db, { role: 'staff', password: ADMIN_PASSWORD });
    const session = await createSession(db, user.id, { reauthAt: new Date(Date.now() - 60 * 60_000) });
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: server.url, httpOnly: true }]);
    await page.goto(`${server.url}/admin/leads?status=pending`);
    await page.getByRole('button', { name: 'CSV（UTF-8・Excel対応）' }).click();
    await expect(page).toHaveURL(/\/admin\/reauth\?next=%2Fadmin%2Fleads%3Fstatus%3Dpending$/);
    expect((await listAudit(db, { action: 'lead.export', actor: user.email }, 1)).rows).toHaveLength(0);
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/leads?status=pending`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV（UTF-8・Excel対応）' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});

test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('enrol, then sign in with password + TOTP and with password + recovery code', async ({ page }, info) => {
    const user = await createAdmin(db, { role: 'staff', password: ADMIN_PASSWORD });
    await signInWithPassword(page, user.email);
    const { key, codes } = await enrol(page, info, false);
    await page.getByRole('link', { name: '保存しました。続ける' }).click();
    await expect(page).toHaveURL(`${server.url}/admin`);
    await signOut(page);
    await signInWithPassword(page, user.email);
    await enterCode(page, totpCode(key, inStep(1)));
    await expect(page).toHaveURL(`${server.url}/admin`);
    await signOut(page);
    await signInWithPassword(page, user.email);
    await enterCode(page, codes[1] ?? '');
    await expect(page).toHaveURL(`${server.url}/admin`);
  });
});
