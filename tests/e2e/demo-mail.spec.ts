import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { site } from '../../src/content/site.ts';
import { createBrochureRequest } from '../../src/server/leads/leads.server.ts';
import { createBrochure } from '../../src/server/materials/brochures.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, validLead } from '../setup/factories.ts';
import { makePdf } from '../setup/pdf.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The demo's mails and calendars end to end (issue 44), on one server with a loopback SMTP
 * server: from the materials mail's link the lead books without JavaScript; the confirmation's
 * `.ics`, read by ical.js, has the booking's UID, SEQUENCE 0 and the slot's time in Asia/Tokyo;
 * the mail's change link moves the demo (SEQUENCE 1); its cancel link cancels it (METHOD:CANCEL)
 * and, used again, answers 410 with a page offering to book again; the staff member's own feed
 * parses with ical.js and lists their bookings only, and answers 404 once revoked.
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

type Mail = { subject: string; text: string; ics: string };
async function mailsTo(email: string): Promise<Mail[]> {
  return Promise.all(
    smtp.received
      .filter((m) => m.to.includes(email))
      .map(async (m) => {
        const mail = await simpleParser(m.raw);
        const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))?.content.toString('utf8') ?? '';
        return { subject: mail.subject ?? '', text: mail.text ?? '', ics };
      }),
  );
}

async function mailWith(email: string, subject: string, body = ''): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((m) => m.subject.includes(subject) && m.text.includes(body));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail ${subject}`);
  return found;
}

function event(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone') as ICAL.Component);
  const vevent = new ICAL.Event(root.getFirstSubcomponent('vevent') as ICAL.Component);
  return {
    method: root.getFirstPropertyValue('method'),
    uid: vevent.uid,
    sequence: vevent.sequence,
    tzid: vevent.component.getFirstProperty('dtstart')?.getParameter('tzid'),
    local: vevent.startDate.toString(),
    instant: vevent.startDate.toJSDate().getTime(),
  };
}

const linkAfter = (text: string, label: string) => new RegExp(`■ ${label}\\n(\\S+)`).exec(text)?.[1] ?? '';

test.describe('demo mails, self-service and the staff feed', { tag: '@desktop' }, () => {
  test('the .ics of booking, moving and cancelling; links used up answer 410; the feed', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const staff = await signIn(context, server, db, 'staff');
    await createBrochure(db, {
      title: `${site.brand} DR 総合カタログ`,
      locale: 'ja',
      products: [`${brand}-dr`],
      file: await makePdf(1),
      actor: { id: staff.id, email: staff.email },
    });
    const email = `demo-mail-${Date.now()}@example.jp`;
    const created = await createBrochureRequest(
      db,
      { ...validLead, email, name: '鈴木 一郎', product: `${brand}-dr` },
      { locale: 'ja', idempotencyKey: `demo-mail-${Date.now()}`, fillMs: 60_000 },
    );
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    await page.goto(`${server.url}/admin/leads/${created.id}`);
    await page.getByRole('button', { name: '資料を送付' }).click();
    await page.getByRole('button', { name: '送付する' }).click();
    await expect(page).toHaveURL(/done=materials-1#lead-materials$/);
    const materials = await mailWith(email, '', '/materials/');
    const demoLink = linkAfter(materials.text, '体験・デモを予約する');
    expect(demoLink).toContain('/demo?lead=');

    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await plain.newPage();
      // Booking without JavaScript, from the materials mail's link.
      await visitor.goto(demoLink);
      await visitor.getByRole('radio', { name: 'オンラインでご説明' }).check();
      await visitor.getByRole('button', { name: '空き日時を表示' }).click();
      const first = visitor.locator('input[name="slot"]').first();
      const value = (await first.getAttribute('value')) ?? '';
      await visitor.locator(`label[for="${await first.getAttribute('id')}"]`).click();
      await visitor.getByRole('button', { name: '予約する' }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: 'ご予約を承りました' })).toBeVisible();

      const booking = await db
        .selectFrom('demo_bookings')
        .select(['uid', 'staff_id'])
        .where('request_id', '=', created.id)
        .executeTakeFirstOrThrow();
      const confirmed = await mailWith(email, '体験・デモのご予約を承りました');
      const booked = event(confirmed.ics);
      expect(booked).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 0, tzid: 'Asia/Tokyo' });
      expect(booked.local).toBe(value.slice(0, 19));
      expect(booked.instant).toBe(Date.parse(value));
      await mailWith(staff.email, '体験・デモ予約');

      // The change link: another time, without JavaScript.
      const change = linkAfter(confirmed.text, '日時の変更はこちら');
      expect(change).toContain('/demo/manage?t=');
      // Opening a link changes nothing (mail scanners open links too); the page passes axe.
      await page.goto(change);
      await expect(page.locator('[data-demo-manage="change"] [data-demo-slots]')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await visitor.goto(change);
      await expect(visitor.getByRole('heading', { level: 1, name: 'ご予約の変更・取消' })).toBeVisible();
      const other = visitor.locator('input[name="slot"]').nth(1);
      const otherValue = (await other.getAttribute('value')) ?? '';
      await visitor.locator(`label[for="${await other.getAttribute('id')}"]`).click();
      await visitor.getByRole('button', { name: 'この日時に変更する' }).click();
      await expect(visitor).toHaveURL(/\/demo\/manage\?done=rescheduled$/);
      await expect(visitor.getByRole('status')).toContainText('ご予約の日時を変更しました');
      const moved = await mailWith(email, '体験・デモの日時を変更しました');
      expect(event(moved.ics)).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1 });
      expect(event(moved.ics).instant).toBe(Date.parse(otherValue));

      // The first mail's link is used up: 410, and a way to book again.
      const used = await visitor.goto(change);
      expect(used?.status()).toBe(410);
      await expect(visitor.getByRole('heading', { level: 1, name: 'このリンクはご利用いただけません' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: '体験・デモを予約する' })).toHaveAttribute('href', '/demo');

      // The cancel link of the newer mail: a confirmation first, then METHOD:CANCEL.
      const cancel = linkAfter(moved.text, 'ご予約の取消はこちら');
      await visitor.goto(cancel);
      await visitor.getByRole('button', { name: '予約を取り消す' }).click();
      await expect(visitor).toHaveURL(/\/demo\/manage\?done=cancelled$/);
      const cancelled = await mailWith(email, '体験・デモのご予約を取り消しました');
      expect(event(cancelled.ics)).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 2 });
      expect(linkAfter(cancelled.text, '改めてご予約いただく場合はこちら')).toContain('/demo?lead=');
      expect((await visitor.goto(cancel))?.status()).toBe(410);

      // In English and Chinese too; a forged link is not found (404), in the page's language.
      expect((await visitor.goto(cancel.replace('/demo/manage', '/en/demo/manage')))?.status()).toBe(410);
      await expect(visitor.getByRole('heading', { level: 1, name: 'This link can no longer be used' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/en/demo');
      expect((await visitor.goto(`${server.url}/zh-cn/demo/manage?t=forged`))?.status()).toBe(404);
      await expect(visitor.getByRole('heading', { level: 1, name: '此链接已无法使用' })).toBeVisible();

      // With JavaScript on, the pages pass axe: the gone page and a live change page.
      await page.goto(cancel);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await plain.close();
    }

    // The staff feed: this person's bookings only (a colleague's is not in it).
    const colleague = await createAdmin(db, { email: `colleague-${Date.now()}@example.jp` });
    const now = new Date().toISOString();
    const start = Date.now() + 5 * 86_400_000;
    await db
      .insertInto('demo_bookings')
      .values({
        id: randomUUID(),
        uid: `${randomUUID()}@demo`,
        request_id: created.id,
        kind: 'online',
        status: 'booked',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        staff_id: colleague.id,
        unit_id: null,
        place: null,
        buffer_before: 0,
        buffer_after: 0,
        sequence: 0,
        locale: 'ja',
        channel: null,
        manage_token_hash: null,
        booked_by: null,
        created_at: now,
        updated_at: now,
        reminded_24h_at: null,
        reminded_2h_at: null,
        outcome_asked_at: null,
      })
      .execute();
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole('button', { name: '購読用のURLを作成する' }).click();
    await expect(page).toHaveURL(/feed=made#account-demo-feed$/);
    const feedUrl = (await page.locator('[data-demo-feed-url]').inputValue()) ?? '';
    expect(feedUrl).toMatch(/\/demo-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectNoSeriousA11yViolations(page);
    const answer = await page.request.get(feedUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/calendar');
    const root = new ICAL.Component(ICAL.parse(await answer.text()));
    const uids = root.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
    const mine = await db.selectFrom('demo_bookings').select('uid').where('staff_id', '=', staff.id).execute();
    expect(uids.length).toBeGreaterThan(0);
    expect(new Set(uids)).toEqual(new Set(mine.map((row) => row.uid)));
    await page.getByRole('button', { name: 'URLを無効にする' }).click();
    await expect(page).toHaveURL(/feed=revoked#account-demo-feed$/);
    expect((await page.request.get(feedUrl)).status()).toBe(404);
  });
});
