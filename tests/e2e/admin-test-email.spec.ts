import type { Page } from '@playwright/test';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { parseMail } from '../setup/mime.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * /admin/test-email against its own built server whose SMTP_URL is a real SMTP server on
 * loopback in this process, so a test can read the mail that arrived, or stop the server and
 * see the transport's error on the page. The tests share that SMTP server and stop it in
 * turn, so they run one after another in one worker.
 */
const NOTIFY_TO = 'notify@example.jp';
const PATH = '/admin/test-email';
const FAILED = 'テストメールの送信中にエラーが発生しました。時間をおいて再度お試しください。';

let smtp: TestSmtp;
let server: RunningServer;
let db: Db;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startBuiltServer({ SMTP_URL: smtp.url, NOTIFY_TO });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.close();
});

/** Stops the SMTP server; the returned function starts it again on the same port. */
async function stopSmtp(): Promise<() => Promise<void>> {
  const { port } = smtp;
  await smtp.close();
  return async () => {
    const received = smtp.received;
    smtp = await startSmtp(port);
    smtp.received.push(...received);
  };
}

/** Holds the island's request until release() is called, to look at the sending state. */
async function holdRequests(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/test-email', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const form = (page: Page) => page.locator('[data-test-email-form]');
const submit = (page: Page) => form(page).getByRole('button');
const banner = (page: Page) => page.locator('[data-test-email-error]');
const confirmation = (page: Page) => page.locator('[data-test-email-sent]');

async function openForm(page: Page): Promise<void> {
  await page.goto(`${server.url}${PATH}`);
  // The island is hydrated once React has replaced the browser's own validation.
  await expect(form(page)).toHaveAttribute('novalidate', '');
}

async function waitForMails(count: number): Promise<void> {
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(count);
}

test.describe('admin test e-mail', { tag: '@desktop' }, () => {
  test('prefilled form sends the real notification: 送信中..., green confirmation, the mail arrives, audited', async ({
    page,
    context,
  }) => {
    const user = await signIn(context, server, db, 'staff');
    await openForm(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('テストメール送信');
    await expect(
      page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'テストメール' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-test-email-recipient]')).toHaveText(NOTIFY_TO);
    await expect(page.getByLabel('氏名')).toHaveValue('テスト 太郎');
    await expect(page.getByLabel('メールアドレス')).toHaveValue('test@example.jp');
    await expect(page.getByLabel('所属企業名')).toHaveValue('テストクリニック');
    await expect(page.getByLabel('役職')).toHaveValue('院長');
    await expect(page.getByLabel('電話番号（直通）')).toHaveValue('090-0000-0000');
    await expect(page.getByLabel('住所')).toHaveValue('東京都千代田区丸の内1-1-1 テストビル3階');
    await expect(page.getByLabel('利用目的')).toHaveValue(/通知メールの送信テストです。/);
    const product = page.getByLabel('希望製品');
    await expect(product).toHaveValue('pelvia-dr');
    // The placeholder plus the 12 choices of docs/product.md#fields-and-validation.
    await expect(product.locator('option')).toHaveCount(15);
    await expect(product.locator('option').first()).toHaveText('選択してください');
    await product.selectOption('diode-laser');

    const before = smtp.received.length;
    const release = await holdRequests(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('送信中...');
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(confirmation(page)).toContainText('テストメールを送信しました');
    await expect(confirmation(page)).toContainText(
      `${NOTIFY_TO} あてにテストメールを送信しました。メールが届いているかご確認ください。`,
    );
    await expect(confirmation(page)).toBeFocused();
    await expect(form(page)).toHaveCount(0);

    await waitForMails(before + 1);
    const received = smtp.received[before];
    expect(received?.to).toEqual([NOTIFY_TO]);
    const mail = await parseMail(received?.raw ?? '');
    expect(mail.subject).toBe('【テスト送信】【資料請求】テスト 太郎 様（テストクリニック）');
    expect(mail.text).toContain('■ ステータス\ntest');
    expect(mail.text).toContain('1800Wダイオードレーザー');
    expect(mail.text).toContain('090-0000-0000');

    const { rows } = await listAudit(db, { action: 'mail.test', actor: user.email }, 1);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.detail ?? 'null')).toEqual({ ok: true });

    // Again: a fresh form with the sample data (the form was reset).
    await confirmation(page).getByRole('link', { name: 'もう一度送信する' }).click();
    await expect(page.getByLabel('希望製品')).toHaveValue('pelvia-dr');
    await expect(submit(page)).toHaveText('テストメールを送信する');
  });

  test('SMTP server down: red banner with the transport’s error, form kept; a new submit clears it', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'admin');
    await openForm(page);
    await page.getByLabel('氏名').fill('テスト 花子');
    const restart = await stopSmtp();
    try {
      await submit(page).click();
      await expect(banner(page)).toContainText(FAILED);
      await expect(banner(page)).toHaveAttribute('role', 'alert');
      await expect(page.locator('[data-test-email-error-detail]')).toContainText('ECONNREFUSED');
      await expect(page.getByLabel('氏名')).toHaveValue('テスト 花子');
      await expect(submit(page)).toBeEnabled();
      await expect(submit(page)).toHaveText('テストメールを送信する');
    } finally {
      await restart();
    }
    const before = smtp.received.length;
    const release = await holdRequests(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('送信中...');
    await expect(banner(page)).toHaveCount(0);
    release();
    await expect(confirmation(page)).toBeVisible();
    await waitForMails(before + 1);
    expect((await parseMail(smtp.received[before]?.raw ?? '')).subject).toContain('テスト 花子');
  });

  test('validation: the brochure rules minus the agreement, messages beside the fields, nothing sent', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    await openForm(page);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/test-email')) posted += 1;
    });
    await page.getByLabel('メールアドレス').fill('not-an-address');
    await page.getByLabel('電話番号（直通）').fill('03-1234');
    await page.getByLabel('希望製品').selectOption('');
    await page.getByLabel('利用目的').fill('');
    await submit(page).click();

    const email = page.getByLabel('メールアドレス');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/^有効なメールアドレスを入力してください/);
    await expect(page.getByLabel('電話番号（直通）')).toHaveAccessibleDescription(/電話番号は10桁以上入力してください/);
    await expect(page.getByLabel('希望製品')).toHaveAccessibleDescription('希望製品を選択してください');
    await expect(page.getByLabel('利用目的')).toHaveAccessibleDescription('利用目的を入力してください');
    await expect(page.getByText('利用規約に同意してください')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('the JSON endpoint wants this site’s Origin and a session', async ({ page, context, playwright }) => {
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}${PATH}`);
    const endpoint = `${server.url}/api/admin/test-email`;
    const foreign = await page.request.post(endpoint, {
      data: { name: 'x' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const invalid = await page.request.post(endpoint, { data: { email: 'x' }, headers: { Origin: server.url } });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).errors.name).toBe('氏名を入力してください');
    const crossSiteForm = await page.request.post(`${server.url}${PATH}`, {
      form: { name: 'x' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(crossSiteForm.status()).toBe(403);
    const anonymous = await playwright.request.newContext();
    expect((await anonymous.post(endpoint, { data: {}, headers: { Origin: server.url } })).status()).toBe(401);
    await anonymous.dispose();
  });
});

test.describe('admin test e-mail without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the page: confirmation, server-side messages, the transport’s error', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await page.goto(`${server.url}${PATH}`);
    const before = smtp.received.length;
    await submit(page).click();
    await expect(page).toHaveURL(`${server.url}${PATH}?sent=1`);
    await expect(confirmation(page)).toContainText('テストメールを送信しました');
    await waitForMails(before + 1);
    expect((await parseMail(smtp.received[before]?.raw ?? '')).text).toContain('■ ステータス\ntest');

    // Passes the browser's own checks, fails the server's rules; the values stay.
    await confirmation(page).getByRole('link', { name: 'もう一度送信する' }).click();
    await page.getByLabel('電話番号（直通）').fill('090-abcd-5678');
    await page.getByLabel('氏名').fill('テスト 次郎');
    await submit(page).click();
    await expect(page.getByLabel('電話番号（直通）')).toHaveAccessibleDescription(
      /電話番号は数字のみで入力してください/,
    );
    await expect(page.getByLabel('氏名')).toHaveValue('テスト 次郎');
    await expect(page.getByLabel('電話番号（直通）')).toHaveValue('090-abcd-5678');

    await page.getByLabel('電話番号（直通）').fill('09000000000');
    const restart = await stopSmtp();
    try {
      await submit(page).click();
      await expect(banner(page)).toContainText(FAILED);
      await expect(page.locator('[data-test-email-error-detail]')).toContainText('ECONNREFUSED');
      await expect(page.getByLabel('氏名')).toHaveValue('テスト 次郎');
    } finally {
      await restart();
    }
    expect(smtp.received.length).toBe(before + 1);
  });
});

test.describe('admin test e-mail on a phone', { tag: '@phone' }, () => {
  test('fits the screen and sends', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    await openForm(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const before = smtp.received.length;
    await submit(page).click();
    await expect(confirmation(page)).toBeVisible();
    await waitForMails(before + 1);
  });
});
