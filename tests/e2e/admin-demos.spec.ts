import { slotValue } from '../../src/domain/demo/slots.ts';
import { bookDemo } from '../../src/server/demo/demo-booking.server.ts';
import { bookableSlots } from '../../src/server/demo/demo-slots.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin, createLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The staff side of demo booking (issue 44): the settings at /admin/demos/settings change the
 * slots /demo offers; the calendar at /admin/demos shows a booking in its week, moves it and
 * cancels it with plain forms; a booking made by signed-in staff from the lead page is theirs;
 * both pages pass axe and fit a phone's width.
 */
let server: RunningServer;
let db: Db;

test.beforeAll(async () => {
  server = await startBuiltServer({});
  db = openServerDb(server);
});
test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const slotsOn = async (page: import('@playwright/test').Page) =>
  page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test.describe('demo admin', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('settings: a person’s week changes the slots /demo offers; a refused form keeps what was typed', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const admin = await signIn(context, server, db, 'admin');
    // Everyone else leaves the demos to this person, so the public page shows their hours only.
    for (const other of await db.selectFrom('admin_users').select('id').where('id', '<>', admin.id).execute())
      await db
        .insertInto('demo_staff')
        .values({
          user_id: other.id,
          hours: '[[],[],[],[],[],[],[]]',
          weight: 1,
          daily_cap: 0,
          takes_demos: false,
          updated_at: new Date().toISOString(),
        })
        .execute();
    await page.goto(`${server.url}/demo?demo_kind=online`);
    expect((await slotsOn(page)).some((v) => v.endsWith('T09:00:00+09:00'))).toBe(true);

    await page.goto(`${server.url}/admin/demos/settings`);
    await expect(page.getByRole('heading', { level: 1, name: '体験・デモの設定' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.locator(`[data-demo-form="staff"][data-person="${admin.id}"]`);
    for (const d of [1, 2, 4, 5]) {
      await form.locator(`input[name="start_${d}"]`).fill('');
      await form.locator(`input[name="end_${d}"]`).fill('');
    }
    await form.locator('input[name="start_3"]').fill('13:00');
    await form.locator('input[name="end_3"]').fill('15:00');
    await form.locator('input[name="weight"]').fill('0');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button').click();
    expect((await refused).status()).toBe(422);
    const again = page.locator(`[data-demo-form="staff"][data-person="${admin.id}"]`);
    await expect(again.locator('[data-field-error]')).toContainText('1〜10 の整数で入力してください。');
    await expect(again.locator('input[name="start_3"]')).toHaveValue('13:00');
    await expect(again.locator('input[name="start_1"]')).toHaveValue('');
    await again.locator('input[name="weight"]').fill('1');
    await again.getByRole('button').click();
    await expect(page).toHaveURL(/saved=1#demo-staff$/);
    await expect(page.getByRole('status')).toContainText('保存しました。');

    await page.goto(`${server.url}/demo?demo_kind=online`);
    const offered = await slotsOn(page);
    expect(offered.length).toBeGreaterThan(0);
    for (const value of offered) {
      expect(value.slice(11, 16)).toMatch(/^(13:00|13:30|14:00)$/);
      expect(new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(3);
    }
    // Back to the standard week for the tests that follow.
    await db.deleteFrom('demo_staff').execute();
  });

  test('calendar: a booking shows in its week; moved and cancelled with plain forms', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(context, server, db, 'staff');
    const lead = await createLead(db, { name: '山田 太郎', organization: '山田クリニック' });
    const now = new Date();
    const slots = await bookableSlots(db, { kind: 'online', place: null }, now);
    const first = slots[0];
    if (!first) throw new Error('no slot');
    const booked = await bookDemo(db, {
      requestId: lead.id as string,
      kind: 'online',
      start: first.start,
      actor: null,
      now,
    });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;

    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: '体験・デモ' }).first().click();
    await expect(page).toHaveURL(/\/admin\/demos$/);
    const card = page.locator(`[data-booking="${booked.booking.id}"]`);
    for (let i = 0; i < 3 && (await card.count()) === 0; i += 1) await page.locator('[data-week-link="next"]').click();
    await expect(card).toBeVisible();
    await expect(card).toContainText(slotValue(first.start).slice(11, 16));
    await expect(card).toContainText('オンライン');
    await expect(card).toContainText('予約中');
    await expect(card.getByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', `/admin/leads/${lead.id}`);
    await expectNoSeriousA11yViolations(page);

    // Move it to another free slot.
    await card.getByText('操作').click();
    await card.getByRole('link', { name: '日程を変更する' }).click();
    await expect(page).toHaveURL(/move=/);
    const choice = page.locator('[data-demo-move] input[name="slot"]').first();
    const to = (await choice.getAttribute('value')) ?? '';
    await choice.check();
    await expectNoSeriousA11yViolations(page);
    await page.locator('[data-demo-move]').getByRole('button', { name: '日程を変更する' }).click();
    await expect(page).toHaveURL(/done=moved/);
    const moved = await db
      .selectFrom('demo_bookings')
      .selectAll()
      .where('id', '=', booked.booking.id)
      .executeTakeFirstOrThrow();
    expect(moved.starts_at).toBe(new Date(Date.parse(to)).toISOString());
    expect(moved.sequence).toBe(1);

    // Cancel it.
    await page.goto(`${server.url}/admin/demos?week=${to.slice(0, 10)}`);
    const again = page.locator(`[data-booking="${booked.booking.id}"]`);
    await again.getByText('操作').click();
    await again.getByRole('button', { name: '予約を取り消す' }).click();
    await expect(page).toHaveURL(/done=cancelled/);
    await expect(page.locator(`[data-booking="${booked.booking.id}"]`)).toHaveAttribute('data-status', 'cancelled');
    const row = await db
      .selectFrom('demo_bookings')
      .select(['status'])
      .where('id', '=', booked.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');

    // The settings are the admin's: staff get 403.
    const forbidden = await page.goto(`${server.url}/admin/demos/settings`);
    expect(forbidden?.status()).toBe(403);
  });

  test('staff book for a lead from its lead page: the booking is theirs', async ({ page, context }) => {
    test.setTimeout(120_000);
    const staff = await signIn(context, server, db, 'staff');
    const lead = await createLead(db, { name: '鈴木 一郎', status: 'contacted' });
    await page.goto(`${server.url}/admin/leads/${lead.id}`);
    await page.locator('[data-lead-actions] [data-demo-link]').click();
    await expect(page.locator('[data-demo-prefilled]')).toContainText('鈴木 一郎');
    await page.locator('input[name="slot"]').first().check({ force: true });
    await page.getByRole('button', { name: '予約する' }).click();
    await expect(page).toHaveURL(/\/demo\?booking=/);
    const row = await db
      .selectFrom('demo_bookings')
      .selectAll()
      .where('request_id', '=', lead.id as string)
      .executeTakeFirstOrThrow();
    expect(row.booked_by).toBe(staff.id);
    const activity = await db
      .selectFrom('lead_activities')
      .selectAll()
      .where('request_id', '=', lead.id as string)
      .executeTakeFirstOrThrow();
    expect(activity.note).toContain('担当者が予約');
  });
});

test.describe('demo admin on a phone', { tag: '@phone' }, () => {
  test('the calendar and the settings fit 390×844 without horizontal scrolling', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, server, db, 'admin');
    const staff = await createAdmin(db, { role: 'staff', displayName: '営業 花子' });
    const lead = await createLead(db, { name: '高橋 美咲', organization: '医療法人社団 高橋レディースクリニック' });
    const slots = await bookableSlots(db, { kind: 'showroom', place: null }, new Date());
    const slot = slots[0];
    if (slot)
      await bookDemo(db, {
        requestId: lead.id as string,
        kind: 'showroom',
        start: slot.start,
        actor: { id: staff.id, email: staff.email },
      });
    const week = slot ? slotValue(slot.start).slice(0, 10) : '';
    for (const path of [`/admin/demos?week=${week}`, '/admin/demos/settings']) {
      await page.goto(`${server.url}${path}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
