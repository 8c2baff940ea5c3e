import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSetupToken } from '../../src/server/accounts/admin-setup.server.ts';
import { listAudit } from '../../src/server/accounts/audit.server.ts';
import { totpCode } from '../../src/server/accounts/totp.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, createLead } from '../setup/factories.ts';
import { ADMIN_PASSWORD, openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The admin area against its own built server, with leads and accounts written straight into
 * its database. Logins through the form come from one IP, so the throttle test and the
 * first-run setup (which needs an empty account table) get a server of their own.
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

/** Parses RFC 4180 CSV (quoted fields with commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** On the enrolment page: confirms the key shown as text with its current code, then goes on. */
async function confirmTotpEnrolment(page: Page): Promise<void> {
  const key = ((await page.locator('[data-totp-key]').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('認証アプリに表示された6桁のコード').fill(totpCode(key, new Date()));
  await page.getByRole('button', { name: '確認して登録する' }).click();
  await page.getByRole('link', { name: '保存しました。続ける' }).click();
}

const leadRow = (page: Page, name: string) => page.locator('[data-lead-table] tbody tr').filter({ hasText: name });

test.describe('admin area', { tag: '@desktop' }, () => {
  test('sign in through the form (wrong password first), land on the page asked for, sign out', async ({
    page,
    context,
  }) => {
    const user = await createAdmin(db, { role: 'staff', password: ADMIN_PASSWORD });
    await page.goto(`${server.url}/admin/leads?status=pending`);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads%3Fstatus%3Dpending$/);

    await page.getByLabel('メールアドレス').fill(user.email);
    await page.getByLabel('パスワード').fill('not the password');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    // The same words for an e-mail nobody has.
    await page.getByLabel('メールアドレス').fill('nobody@example.jp');
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');

    await page.getByLabel('メールアドレス').fill(user.email.toUpperCase());
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    // No second factor yet, and one is required: enrolment first, then the page asked for.
    await expect(page).toHaveURL(/\/admin\/enrol\?next=%2Fadmin%2Fleads%3Fstatus%3Dpending$/);
    await confirmTotpEnrolment(page);
    await expect(page).toHaveURL(`${server.url}/admin/leads?status=pending`);
    await expect(page.getByRole('heading', { level: 1, name: '資料請求' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'pelvia_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.locator('[data-user-menu] > summary').click();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?loggedOut=1$/);
    await expect(page.getByRole('status')).toHaveText('ログアウトしました。');
    expect((await context.cookies()).find((c) => c.name === 'pelvia_admin_session')).toBeUndefined();
    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('inbox: counts, filters and search narrow the list; hostile strings stay text', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const tag = `e2e${Date.now()}`;
    await createLead(db, { name: `青木 ${tag}`, product: 'co2-laser', locale: 'en', status: 'contacted' });
    await createLead(db, { name: `石井 ${tag}`, organization: `Ishii ${tag} Clinic`, product: 'dual-cryo' });
    await createLead(db, {
      name: `<img src=x onerror="window.__xss=1">${tag}`,
      organization: '<script>window.__xss=2</script>',
      purpose: "'; drop table material_requests; --",
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await expect(page.locator('[data-lead-table] tbody tr')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^連絡済み/ })).toContainText('1');

    await page.getByText('詳しく絞り込む').click();
    await page.getByLabel('製品').selectOption('co2-laser');
    await page.getByRole('button', { name: '絞り込む', exact: true }).click();
    await expect(page).toHaveURL(/product=co2-laser/);
    await expect(page.locator('[data-lead-table] tbody tr')).toHaveCount(1);
    await expect(leadRow(page, `青木 ${tag}`)).toContainText('英語');

    await page.goto(`${server.url}/admin/leads`);
    await page.getByLabel('検索（氏名・フリガナ・メール・所属・電話・郵便番号）').fill(`ishii ${tag} clinic`);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.locator('[data-lead-table] tbody tr')).toHaveCount(1);
    await expect(leadRow(page, `石井 ${tag}`)).toBeVisible();

    await page.goto(`${server.url}/admin/leads?q=${tag}&status=pending`);
    const hostile = leadRow(page, 'onerror');
    await expect(hostile).toContainText(`<img src=x onerror="window.__xss=1">${tag}`);
    await expect(hostile).toContainText('<script>window.__xss=2</script>');
    await hostile.getByRole('link').click();
    await expect(page.locator('[data-field="purpose"] dd')).toHaveText("'; drop table material_requests; --");
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);

    // SQL and markup in every filter: answered normally, nothing found, nothing run.
    const evil = encodeURIComponent("' or '1'='1' --<script>alert(1)</script>");
    const response = await page.goto(
      `${server.url}/admin/leads?q=${evil}&status=${evil}&product=${evil}&locale=${evil}&from=${evil}&to=${evil}&page=${evil}`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText('条件に合う資料請求はありません。')).toBeVisible();
    await expect(page.getByLabel('検索（氏名・フリガナ・メール・所属・電話・郵便番号）')).toHaveValue(
      "' or '1'='1' --<script>alert(1)</script>",
    );
    expect(dialogs).toEqual([]);
  });

  test('the reading and the postal code: found in any kana, shown in the list and on the lead page', async ({
    page,
    context,
  }) => {
    await signIn(context, server, db, 'staff');
    const tag = `kana${Date.now()}`;
    await createLead(db, {
      name: `佐藤 ${tag}`,
      name_kana: 'サトウ　ハナコ',
      postal_code: '1040061',
      phone: '+8613800138000',
    });
    const search = page.getByLabel('検索（氏名・フリガナ・メール・所属・電話・郵便番号）');
    for (const query of ['ｻﾄｳ ﾊﾅｺ', 'さとう', '104-0061']) {
      await page.goto(`${server.url}/admin/leads`);
      await search.fill(query);
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect(leadRow(page, `佐藤 ${tag}`), query).toBeVisible();
    }
    const row = leadRow(page, `佐藤 ${tag}`);
    await expect(row.locator('[data-name-kana]')).toHaveText('サトウ　ハナコ');
    await row.getByRole('link').click();
    await expect(page.locator('[data-field="name_kana"] dt')).toHaveText('フリガナ');
    await expect(page.locator('[data-field="name_kana"] dd')).toHaveText('サトウ　ハナコ');
    await expect(page.locator('[data-field="postal_code"] dt')).toHaveText('郵便番号');
    await expect(page.locator('[data-field="postal_code"] dd')).toHaveText('〒104-0061');
    await expect(page.locator('[data-field="phone"] dd')).toHaveText('+86 138 0013 8000');
  });

  test('status change with a note, shown in the history and the audit log', async ({ page, context }) => {
    await signIn(context, server, db, 'admin');
    const lead = await createLead(db, { name: '状態 変更子' }, { jobs: 'failed' });
    await page.goto(`${server.url}/admin/leads/${lead.id}`);
    await expect(page.locator('[data-job-state="failed"]')).toHaveCount(2);
    await expect(page.locator('[data-job-state="failed"]').first()).toContainText('ECONNREFUSED');

    const form = page.locator('[data-status-form]');
    await form.getByLabel('新しい状態').selectOption({ label: '連絡済み' });
    await form.getByLabel('メモ（任意）').fill('電話で資料の送付先を確認');
    await form.getByRole('button', { name: '状態を変更する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '状態を変更しました。' })).toBeVisible();
    await expect(page.locator('[data-field="status"] dd')).toHaveText('連絡済み');
    await expect(page.locator('[data-status-history]')).toContainText('未対応 → 連絡済み');
    await expect(page.locator('[data-status-history]')).toContainText('電話で資料の送付先を確認');
    await expect(form.getByLabel('新しい状態').locator('option')).toHaveText(['資料送付済み', 'スパム']);

    await page.getByRole('button', { name: 'もう一度送信する' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: '通知をもう一度送信します' })).toBeVisible();

    await page.goto(`${server.url}/admin/audit?action=lead.status`);
    await expect(page.locator('[data-audit-table] tbody tr').first()).toContainText('資料請求の状態変更');
    await expect(page.locator('[data-audit-table] tbody tr').first()).toContainText('"to":"contacted"');
  });

  test('CSV export of the current filter downloads, opens and parses', async ({ page, context }) => {
    await signIn(context, server, db, 'staff');
    const tag = `csv${Date.now()}`;
    await createLead(db, {
      name: `出力 一郎 ${tag}`,
      purpose: '複数行の\n目的, "引用" 付き',
      due_at: '2026-11-26T09:00:00.000Z',
      first_response_at: '2026-11-24T05:30:00.000Z',
    });
    await createLead(db, { name: `出力 二郎 ${tag}`, organization: '=HYPERLINK("http://evil.example")' });
    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV（UTF-8・Excel対応）' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^brochure-requests-\d{12}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]?.slice(0, 3)).toEqual(['受付日時', '状態', '氏名']);
    expect(rows).toHaveLength(3);
    const byName = new Map(rows.slice(1).map((row) => [row[2], row]));
    const column = (label: string) => rows[0]?.indexOf(label) ?? -1;
    expect(byName.get(`出力 一郎 ${tag}`)?.[column('利用目的')]).toBe('複数行の\n目的, "引用" 付き');
    expect(byName.get(`出力 二郎 ${tag}`)?.[column('所属企業名')]).toBe('\'=HYPERLINK("http://evil.example")');
    // Due date and first response in Japan time, as 受付日時, so Excel reads them as dates.
    expect(byName.get(`出力 一郎 ${tag}`)?.[column('資料送付期限')]).toBe('2026/11/26 18:00');
    expect(byName.get(`出力 一郎 ${tag}`)?.[column('初回対応')]).toBe('2026/11/24 14:30');
    expect(byName.get(`出力 二郎 ${tag}`)?.[column('担当者')]).toBe('');

    // Shift_JIS for older tools: the same rows in CP932 bytes, no BOM.
    const [sjis] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV（Shift_JIS／CP932）' }).click(),
    ]);
    const bytes = await readFile(await sjis.path());
    expect(bytes.subarray(0, 3)).not.toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const decoded = parseCsv(new TextDecoder('shift_jis').decode(bytes));
    expect(decoded.map((row) => row[2]).sort()).toEqual(['氏名', `出力 一郎 ${tag}`, `出力 二郎 ${tag}`].sort());

    // CP932 holds characters Shift_JIS does not (髙): the file is labelled with CP932's
    // registered name, Windows-31J, so a strict decoder picks the right table; the file name
    // and the wording staff know stay.
    await createLead(db, { name: `髙橋 四郎 ${tag}` });
    // The export is a POST form (issue 20): post what its Shift_JIS form holds, from this origin.
    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    const form = page.locator('form').filter({ has: page.locator('[data-export="cp932"]') });
    const action = (await form.getAttribute('action')) ?? '';
    const fields = await form
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      );
    const labelled = await page.request.post(new URL(action, server.url).href, {
      form: Object.fromEntries(fields),
      headers: { origin: server.url },
    });
    expect(labelled.headers()['content-type']).toBe('text/csv; charset=Windows-31J');
    expect(labelled.headers()['content-disposition']).toMatch(/filename="brochure-requests-\d{12}-sjis\.csv"/);
    expect(new TextDecoder('shift_jis').decode(await labelled.body())).toContain(`髙橋 四郎 ${tag}`);

    // A character CP932 cannot hold stops the Shift_JIS export and names the lead instead.
    await createLead(db, { name: `𠮷田 三郎 ${tag}` });
    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    await page.getByRole('button', { name: 'CSV（Shift_JIS／CP932）' }).click();
    await expect(page).toHaveURL(/cp932=refused/);
    await expect(page.getByRole('alert')).toContainText('Shift_JIS（CP932）では書き出せない文字があります');
    await expect(page.locator('[data-cp932-problems] li')).toHaveCount(1);
    await expect(page.locator('[data-cp932-problems] li')).toContainText('𠮷');
    // It names the field holding it and links the form that corrects it (issue 42).
    await expect(page.locator('[data-cp932-problems] li')).toContainText('直す項目：氏名');
    await expect(page.locator('[data-cp932-problems] li').getByRole('link', { name: '宛名を直す' })).toHaveAttribute(
      'href',
      /\/admin\/leads\/[^/]+\/recipient$/,
    );

    const { rows: audited } = await listAudit(db, { action: 'lead.export' }, 1);
    // The export is audited with its filter, but not the text typed into the search box.
    expect(audited.some((row) => JSON.parse(row.detail ?? '{}').filter?.search === true)).toBe(true);
    expect(audited.some((row) => (row.detail ?? '').includes(tag))).toBe(false);
  });

  test('staff cannot open the audit log or delete; an admin can', async ({ browser }) => {
    const lead = await createLead(db, { name: '権限 確認子' });
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffContext, server, db, 'staff');
    const denied = await staffPage.goto(`${server.url}/admin/audit`);
    expect(denied?.status()).toBe(403);
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('この画面を開く権限がありません');
    await expect(staffPage.getByRole('link', { name: '監査ログ' })).toHaveCount(0);
    await staffPage.goto(`${server.url}/admin/leads/${lead.id}`);
    await expect(staffPage.locator('[data-delete-form]')).toHaveCount(0);
    // Even a hand-made delete post is refused.
    const post = await staffPage.request.post(`${server.url}/admin/leads/${lead.id}`, {
      form: { intent: 'delete', confirm: 'yes' },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    await staffContext.close();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminContext, server, db, 'admin');
    await adminPage.goto(`${server.url}/admin/leads/${lead.id}`);
    await adminPage.getByLabel('削除することを確認しました').check();
    await adminPage.getByRole('button', { name: '完全に削除する' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/leads\?deleted=1$/);
    await expect(adminPage.getByText('資料請求を削除しました。')).toBeVisible();
    const gone = await adminPage.goto(`${server.url}/admin/leads/${lead.id}`);
    expect(gone?.status()).toBe(404);
    const audit = await adminPage.goto(`${server.url}/admin/audit?action=lead.delete`);
    expect(audit?.status()).toBe(200);
    await expect(adminPage.locator('[data-audit-table] tbody tr')).toContainText([/資料請求の削除/]);
    await expectNoSeriousA11yViolations(adminPage);
    await adminContext.close();
  });

  test('every admin page passes axe', { tag: '@both' }, async ({ page, context }) => {
    // One axe run per admin page, in one test, on the phone and the desktop: allow for a loaded machine.
    test.setTimeout(300_000);
    await page.goto(`${server.url}/admin/login`);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${server.url}/admin/setup?token=nope`);
    await expectNoSeriousA11yViolations(page);
    await signIn(context, server, db, 'admin');
    const lead = await createLead(db, {}, { jobs: 'failed' });
    // An applied business-card import, for its own page (the import spec makes one through the form).
    const batch = randomUUID();
    await db
      .insertInto('lead_import_batches')
      .values({
        id: batch,
        source_kind: 'trade_show',
        source_name: '日本泌尿器科学会 2026',
        source_on: '2026-10-03',
        product: 'pelvia-plus',
        locale: 'ja',
        file_name: 'cards.csv',
        file_sha256: batch.replaceAll('-', '').padEnd(64, '0'),
        layout: 'sansan',
        rows_total: 3,
        rows_imported: 2,
        rows_duplicate: 1,
        rows_rejected: 0,
        created_by: null,
        created_by_email: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const icons = new Set<string | null>();
    for (const path of [
      '/admin',
      '/admin/leads',
      `/admin/leads/${lead.id}`,
      `/admin/leads/${lead.id}/materials`,
      `/admin/leads/${lead.id}/address`,
      `/admin/leads/${lead.id}/recipient`,
      `/admin/leads/materials?id=${lead.id}`,
      '/admin/leads/dispatch',
      '/admin/leads/import',
      `/admin/leads/import/${batch}`,
      '/admin/reports',
      '/admin/analytics',
      '/admin/site',
      '/admin/brochures',
      '/admin/news',
      '/admin/news/new',
      '/admin/clinics',
      '/admin/clinics/new',
      '/admin/clinics/import',
      '/admin/settings',
      '/admin/integrations',
      '/admin/users',
      '/admin/account',
      '/admin/audit',
      '/admin/forbidden',
      '/admin/test-email',
      '/admin/forgot-password',
    ]) {
      await page.goto(`${server.url}${path}`);
      // Every admin page names its tab icon (without one the browser asks for /favicon.ico: a 404).
      icons.add(await page.locator('link[rel="icon"]').getAttribute('href'));
      await expectNoSeriousA11yViolations(page);
    }
    expect([...icons]).toEqual(['/favicon-admin.svg']);
    const icon = await page.request.get(`${server.url}/favicon-admin.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

test('the inbox reads as cards on a phone', { tag: '@phone' }, async ({ page, context }) => {
  await signIn(context, server, db, 'staff');
  await createLead(db, { name: '携帯 確認子' });
  await page.goto(`${server.url}/admin/leads?q=${encodeURIComponent('携帯 確認子')}`);
  const row = leadRow(page, '携帯 確認子');
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('a fresh server', { tag: '@desktop' }, () => {
  let fresh: RunningServer;
  let freshDb: Db;
  test.beforeAll(async () => {
    fresh = await startBuiltServer();
    freshDb = openServerDb(fresh);
  });
  test.afterAll(async () => {
    await freshDb?.destroy();
    await fresh?.stop();
  });
  test.describe.configure({ mode: 'serial' });

  test('the one-time setup URL creates the first admin and signs them in', async ({ page }) => {
    await page.goto(`${fresh.url}/admin/login`);
    await expect(page.getByText('セットアップ用URL')).toBeVisible();
    const token = await createSetupToken(freshDb);
    await page.goto(`${fresh.url}/admin/setup?token=${token}`);
    await page.getByLabel('メールアドレス').fill('first@example.jp');
    await page.getByLabel('表示名').fill('最初の管理者');
    await page.getByLabel('パスワード', { exact: true }).fill('short');
    await page.getByLabel('パスワード（確認）').fill('short');
    await page.getByRole('button', { name: '管理者を作成する' }).click();
    await expect(page.getByText('パスワードは12文字以上にしてください。')).toBeVisible();
    await page.getByLabel('パスワード', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('パスワード（確認）').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '管理者を作成する' }).click();
    // The first admin enrols a second factor before anything else.
    await expect(page).toHaveURL(`${fresh.url}/admin/enrol`);
    await confirmTotpEnrolment(page);
    await expect(page).toHaveURL(`${fresh.url}/admin`);
    await expect(page.locator('[data-user-menu] > summary')).toContainText('最初の管理者');
    // Used up: the same link no longer works.
    const again = await page.goto(`${fresh.url}/admin/setup?token=${token}`);
    expect(again?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('このセットアップ用URLは無効です');
  });

  test('repeated failures are counted and throttled with a notice, even for the right password', async ({ page }) => {
    await page.goto(`${fresh.url}/admin/login`);
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('メールアドレス').fill('first@example.jp');
      await page.getByLabel('パスワード').fill(`wrong password ${i}`);
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    }
    const counted = await freshDb
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', 'like', 'pair:first@example.jp|%')
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(5);
    // Jump ahead without waiting: more failures just now, so the next delay is long (8 s), then
    // past the lockout threshold. The delays themselves are covered by the integration tests.
    const submit = async () => {
      await page.getByLabel('メールアドレス').fill('first@example.jp');
      await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/admin/login') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'ログイン', exact: true }).click(),
      ]);
      return response;
    };
    const setFailures = (failures: number) =>
      freshDb
        .updateTable('login_throttle')
        .set({ failures, last_failure_at: new Date().toISOString() })
        .where('key', 'like', 'pair:first@example.jp|%')
        .execute();
    await setFailures(8);
    expect((await submit()).status()).toBe(429);
    await expect(page.getByRole('alert')).toContainText('一時的に受け付けを止めています');
    await setFailures(20);
    const locked = await submit();
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(3000);
    await expect(page.getByRole('alert')).toContainText('ログインを停止しました');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("past the account's ceiling, a client that failed solves a proof of work in the browser", async ({ page }) => {
    // Many clients failed on this account, and this one once: a proof is asked for, not a wait.
    const when = new Date().toISOString();
    await freshDb.deleteFrom('login_throttle').execute();
    await freshDb
      .insertInto('login_throttle')
      .values([
        { key: 'account:first@example.jp', failures: 10, last_failure_at: when, refused: 0 },
        { key: 'ip:127.0.0.1', failures: 1, last_failure_at: when, refused: 0 },
      ])
      .execute();
    const submit = async () => {
      await page.getByLabel('メールアドレス').fill('first@example.jp');
      await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    };
    await page.goto(`${fresh.url}/admin/login`);
    await submit();
    await expect(page.getByRole('alert')).toContainText('確認の計算が必要です');
    // The widget solves the server's challenge by itself and fills the form's `altcha` field.
    await expect(page.locator('input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 });
    await submit();
    // The password is through; the first admin (enrolled at setup) is asked for a code next.
    await expect(page).toHaveURL(`${fresh.url}/admin/login/factor`);
  });
});
