import { site } from '../../src/content/site.ts';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { validLead } from '../setup/factories.ts';
import { parseMail } from '../setup/mime.ts';
import { makePdf } from '../setup/pdf.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Demo booking (issue 44) on one server with a loopback SMTP server: staff send a brochure from
 * the lead page, the materials mail carries 体験・デモを予約する with the lead's signed link, the
 * lead opens it and books a slot with JavaScript off (a plain GET and POST), lands on the
 * confirmation, and the lead page shows the activity, its next step and the stage 体験・デモ.
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

test.describe('demo booking', { tag: '@desktop' }, () => {
  test('from the materials mail’s link to a booked demo, without JavaScript; the lead moves to 体験・デモ', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const staff = await signIn(context, server, db, 'staff');
    await createBrochure(db, {
      title: `${site.brand} DR 総合カタログ`,
      locale: 'ja',
      products: [`${brand}-dr`],
      file: await makePdf(1),
      actor: { id: staff.id, email: staff.email },
    });
    const email = `demo-${Date.now()}@example.jp`;
    const created = await createBrochureRequest(
      db,
      { ...validLead, email, name: '佐藤 花子', product: `${brand}-dr` },
      { locale: 'ja', idempotencyKey: `demo-${Date.now()}`, fillMs: 60_000 },
    );
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    await page.goto(`${server.url}/admin/leads/${created.id}`);
    await expect(page.locator('[data-lead-actions] [data-demo-link]')).toHaveText('体験・デモを予約する');
    await page.getByRole('button', { name: '資料を送付' }).click();
    await page.getByRole('button', { name: '送付する' }).click();
    await expect(page).toHaveURL(/done=materials-1#lead-materials$/);

    const withLinks = async () =>
      (await Promise.all(smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw)))).filter((m) =>
        m.text.includes('/materials/'),
      );
    await expect.poll(async () => (await withLinks()).length, { timeout: 20_000 }).toBe(1);
    const mail = (await withLinks())[0] ?? { text: '' };
    // The booking link sits beside the brochure's, under its own words, carrying the lead.
    const demoLine = /■ 体験・デモを予約する\n(\S+)/.exec(mail.text)?.[1] ?? '';
    expect(demoLine).toMatch(new RegExp(`^${server.url.replace(/[.:/]/g, '\\$&')}/demo\\?lead=`));

    // The lead books with JavaScript off: the page is whole without it. A second visitor, on the
    // English page, picked the same slot a moment before it went.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await plain.newPage();
      const late = await plain.newPage();
      await visitor.goto(demoLine);
      await expect(visitor.getByRole('heading', { level: 1, name: '体験・デモのご予約' })).toBeVisible();
      await expect(visitor.locator('[data-demo-prefilled]')).toContainText('佐藤 花子');
      await visitor.getByRole('radio', { name: 'オンラインでご説明' }).check();
      await visitor.getByRole('button', { name: '空き日時を表示' }).click();
      await expect(visitor).toHaveURL(/demo_kind=online/);
      await late.goto(`${visitor.url().replace('/demo?', '/en/demo?')}`);
      const first = visitor.locator('input[name="slot"]').first();
      const value = (await first.getAttribute('value')) ?? '';
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+09:00$/);
      await visitor.locator(`label[for="${await first.getAttribute('id')}"]`).click();
      await late.locator(`input[name="slot"][value="${value}"]`).check({ force: true });
      await visitor.getByRole('button', { name: '予約する' }).click();
      await expect(visitor).toHaveURL(/\/demo\?booking=[A-Za-z0-9_-]{43}$/);
      await expect(visitor.getByRole('heading', { level: 1, name: 'ご予約を承りました' })).toBeVisible();
      await expect(visitor.locator('[data-demo-when]')).toContainText(value.slice(11, 16));

      const refused = late.waitForResponse((response) => response.request().method() === 'POST');
      await late.getByRole('button', { name: 'Book' }).click();
      expect((await refused).status()).toBe(409);
      await expect(late.locator('[data-demo-refusal="taken"]')).toContainText('that time has just been booked');
      await expect(late.locator('[data-alternatives] input[name="slot"]').first()).toBeVisible();
      expect(await late.locator(`input[name="slot"][value="${value}"]`).count()).toBe(0);
    } finally {
      await plain.close();
    }

    // With JavaScript on too, the page passes axe.
    await page.goto(demoLine);
    await expect(page.locator('[data-demo-slots]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/admin/leads/${created.id}`);
    await expect(page.locator('body')).toContainText('体験・デモ予定：');
    await expect(page.locator('body')).toContainText('体験・デモ予定（オンラインで）');
    await expect(page.locator('body')).toContainText('体験・デモ');
    const row = await db
      .selectFrom('material_requests')
      .select(['stage', 'next_step_on'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe('trial');
    await expectNoSeriousA11yViolations(page);
  });
});
