import { readFile } from 'node:fs/promises';
import { site } from '../../src/content/site.ts';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createLead, validLead } from '../setup/factories.ts';
import { parseMail } from '../setup/mime.ts';
import { makePdf, pdfPagesText } from '../setup/pdf.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The materials promise (issue 24), against its own built server whose SMTP_URL is a loopback
 * SMTP server: staff upload a brochure, send it from the lead page, the mail is read from the
 * SMTP server and its personal link opened in Chromium; the download's text (pdftotext) carries
 * the requester's Japanese name and organisation on every page; the lead page shows 開封済み;
 * an expired link offers to ask for a new one. From the inbox, without JavaScript, a selection
 * goes to 資料を送付: each lead gets its own mail in its language, a lead under review is skipped
 * with the reason. axe on every page visited with JavaScript on.
 */
let smtp: TestSmtp;
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startBuiltServer({ SMTP_URL: smtp.url, NOTIFY_TO: 'sales@example.jp' });
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.close();
});

const brand = site.brand.toLowerCase();

test.describe('materials by personal link', { tag: '@desktop' }, () => {
  test('staff upload a brochure, send it from the lead page, and the link downloads a stamped copy', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(context, server, db, 'staff');

    await page.goto(`${server.url}/admin/brochures`);
    await expect(page.getByRole('heading', { level: 1, name: '資料ライブラリ' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.locator('[data-brochure-form]');
    await form.getByLabel('タイトル').fill(`${site.brand} DR 総合カタログ`);
    await form.getByRole('checkbox', { name: `${site.brand} DR` }).check();
    // Not a PDF: refused by its bytes, whatever its name says.
    await form
      .getByLabel('PDFファイル')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('PDFファイルではありません（ファイルの中身で確かめています）。')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('PDFファイル').setInputFiles({
      name: 'catalogue.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePdf(3)),
    });
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(page).toHaveURL(/\/admin\/brochures\?done=created&brochure=[0-9a-f-]+(#brochure-add)?$/);
    await expect(page.locator('[data-brochure-table]')).toContainText(`${site.brand} DR 総合カタログ`);

    const email = `materials-${Date.now()}@example.jp`;
    const created = await createBrochureRequest(
      db,
      { ...validLead, email, name: '髙橋 ｶﾅ', organization: '医療法人社団 髙橋クリニック', product: `${brand}-dr` },
      { locale: 'ja', idempotencyKey: `materials-${Date.now()}`, fillMs: 60_000 },
    );
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    await page.goto(`${server.url}/admin/leads/${created.id}`);
    await expect(page.locator('[data-lead-materials]')).toContainText('まだ資料を送っていません。');
    await page.getByRole('button', { name: '資料を送付' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /資料を送付/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(`${site.brand} DR 総合カタログ`) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('ひとこと（任意）').fill('先日はお電話ありがとうございました。');
    await page.getByRole('button', { name: '送付する' }).click();
    await expect(page).toHaveURL(/done=materials-1#lead-materials$/);
    await expect(page.getByRole('status').filter({ hasText: '資料のリンクを1件お送りしました。' })).toBeVisible();
    await expect(page.locator('[data-materials-opened]')).toHaveText('未開封');

    // The receipt went when the request arrived; the materials mail is the other one to this address.
    const toLead = async () =>
      Promise.all(smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw)));
    const withLinks = async () => (await toLead()).filter((m) => m.text.includes('/materials/'));
    await expect.poll(async () => (await withLinks()).length, { timeout: 20_000 }).toBe(1);
    const mail = (await withLinks())[0] ?? { text: '' };
    expect(mail.text).toContain('先日はお電話ありがとうございました。');
    const url = new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/materials/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    expect(url).toBeTruthy();

    // The link is a plain link: clicking it downloads the stamped copy.
    await page.setContent(
      `<!doctype html><html lang="ja"><head><title>mail</title></head><body><main><a href="${url}">download</a></main></body></html>`,
    );
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'download' }).click();
    const download = await downloading;
    const file = testInfo.outputPath('stamped.pdf');
    await download.saveAs(file);
    const pages = await pdfPagesText(new Uint8Array(await readFile(file)));
    expect(pages).toHaveLength(3);
    // As stored: the form normalises the half-width ｶﾅ (the integration test stamps it as typed).
    const stored = await db
      .selectFrom('material_requests')
      .select(['name', 'organization'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    for (const text of pages) {
      expect(text).toContain(`${stored.name} 様`);
      expect(text).toContain('髙橋');
      expect(text).toContain(stored.organization);
    }

    await page.goto(`${server.url}/admin/leads/${created.id}`);
    await expect(page.locator('[data-materials-opened="opened"]')).toHaveText(
      /^開封済み（1回・最終 \d\d\/\d\d \d\d:\d\d）$/,
    );
    await expectNoSeriousA11yViolations(page);

    // Once expired, the link offers to ask for a new one, which tells the owner only.
    await db
      .updateTable('material_links')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('request_id', '=', created.id)
      .execute();
    const response = await page.goto(url ?? '');
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'このリンクは有効期限が切れています' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '新しいリンクを依頼する' }).click();
    await expect(page.locator('[data-renewal-requested]')).toBeVisible();
    const renewals = async () =>
      (
        await Promise.all(smtp.received.filter((m) => m.to.includes('sales@example.jp')).map((m) => parseMail(m.raw)))
      ).filter((m) => m.subject.startsWith('【資料リンクの再発行依頼】')).length;
    await expect.poll(renewals, { timeout: 20_000 }).toBe(1);
    // Nothing more went to the visitor.
    expect(await withLinks()).toHaveLength(1);
  });

  test('an unknown link answers 404 with a page in the visitor’s language', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en;q=0.9' });
    const response = await page.goto(`${server.url}/materials/${'A'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('materials to an inbox selection, without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('staff tick leads in the inbox, 資料を送付 sends each its own mail, and a lead under review is skipped', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const user = await signIn(context, server, db, 'staff');
    const tag = `sel${Date.now().toString(36)}`;
    const actor = { id: user.id, email: user.email };
    for (const [title, locale] of [
      [`${tag} カタログ`, 'ja'],
      [`${tag} catalogue`, 'en'],
    ] as const) {
      const made = await createBrochure(db, {
        title,
        locale,
        products: [`${brand}-dr`],
        file: await makePdf(1),
        actor,
      });
      if (!made.ok) throw new Error(JSON.stringify(made.errors));
    }
    const lead = (name: string, overrides: Parameters<typeof createLead>[1] = {}) =>
      createLead(db, {
        name,
        organization: `${tag}クリニック`,
        product: `${brand}-dr`,
        email: `${tag}-${name.length}-${Math.random().toString(36).slice(2, 8)}@example.jp`,
        ...overrides,
      });
    const ja = await lead('髙橋 花子', { locale: 'ja' });
    const en = await lead('Jane Smith', { locale: 'en' });
    const review = await lead('要確認 太郎', { review: true });
    const untouched = await lead('山田 一郎', { locale: 'ja' });

    await page.goto(`${server.url}/admin/leads?q=${tag}`);
    const box = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}（.*受付）を選択$`) });
    await expect(box('髙橋 花子')).not.toBeChecked();
    // このページをすべて選択 is a link: it works without JavaScript, and 選択を解除 undoes it.
    await page.getByRole('link', { name: 'このページをすべて選択' }).click();
    for (const name of ['髙橋 花子', 'Jane Smith', '要確認 太郎', '山田 一郎']) await expect(box(name)).toBeChecked();
    await page.getByRole('link', { name: '選択を解除' }).click();
    await expect(box('山田 一郎')).not.toBeChecked();

    for (const name of ['髙橋 花子', 'Jane Smith', '要確認 太郎']) await box(name).check();
    await page.getByRole('button', { name: '資料を送付', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/materials\?id=/);
    const row = (id: string) => page.locator(`[data-selection-leads] [data-lead-id="${id}"]`);
    await expect(row(ja.id).getByRole('checkbox', { name: new RegExp(`${tag} カタログ`) })).toBeChecked();
    await expect(row(en.id).getByRole('checkbox', { name: new RegExp(`${tag} catalogue`) })).toBeChecked();
    await expect(row(review.id)).toContainText('要確認のため送れません');
    await page.getByLabel('ひとこと（任意）').fill('ご検討のほどよろしくお願いいたします。');
    await page.getByRole('button', { name: '2件に資料を送付する' }).click();

    await expect(page).toHaveURL(/[?&]sent=/);
    await expect(page.locator('[data-selection-done="2"]')).toContainText(
      '2件に資料をお送りしました。1件は送っていません',
    );
    const result = (id: string) => page.locator(`[data-selection-result] [data-lead-id="${id}"] [data-sent]`);
    await expect(result(ja.id)).toHaveAttribute('data-sent', 'true');
    await expect(result(en.id)).toHaveAttribute('data-sent', 'true');
    await expect(result(review.id)).toHaveAttribute('data-sent', 'false');
    await expect(result(review.id)).toContainText('要確認のため送れません');

    const withLinks = async (email: string) =>
      (await Promise.all(smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw)))).filter((m) =>
        m.text.includes('/materials/'),
      );
    await expect.poll(async () => (await withLinks(ja.email)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await withLinks(en.email)).length, { timeout: 20_000 }).toBe(1);
    expect((await withLinks(ja.email))[0]?.subject).toContain('ご請求の資料');
    expect((await withLinks(en.email))[0]?.subject).toContain('The materials you requested');
    expect((await withLinks(ja.email))[0]?.text).toContain('ご検討のほどよろしくお願いいたします。');
    expect(await withLinks(review.email)).toHaveLength(0);
    expect(await withLinks(untouched.email)).toHaveLength(0);
    const statuses = await db
      .selectFrom('material_requests')
      .select(['id', 'status'])
      .where('id', 'in', [ja.id, en.id, review.id])
      .execute();
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [ja.id]: 'materials_sent',
      [en.id]: 'materials_sent',
      [review.id]: 'pending',
    });
  });
});

test('the selection page lists each lead or why it is skipped, passes axe, and refuses more than 100', async ({
  page,
  context,
}) => {
  await signIn(context, server, db, 'staff');
  const spam = await createLead(db, { name: 'スパム 花子', status: 'spam' });
  const noMatch = await createLead(db, { name: '資料なし 太郎', product: 'other' });
  await page.goto(`${server.url}/admin/leads/materials?id=${spam.id}&id=${noMatch.id}`);
  await expect(page.locator(`[data-lead-id="${spam.id}"]`)).toContainText('スパムのため送れません');
  await expect(page.locator(`[data-lead-id="${noMatch.id}"]`)).toContainText('希望製品と言語の合う資料がありません');
  await expect(page.getByText('選んだ資料請求の中に、資料を送れるものがありません。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const many = Array.from({ length: 101 }, (_, i) => `id=lead-${i}`).join('&');
  const response = await page.goto(`${server.url}/admin/leads/materials?${many}`);
  expect(response?.status()).toBe(422);
  await expect(page.locator('[data-selection-too-many]')).toContainText('一度に選べるのは100件までです');
});
