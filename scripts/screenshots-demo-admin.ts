/**
 * Screenshots of the demo admin (issue 44) into docs/screenshots/demo/: the calendar
 * (/admin/demos) on a week with bookings of every kind and status, and the settings
 * (/admin/demos/settings), each at 390×844 and 1280×800, full page. Starts the built product
 * (`npm run build` first) on a throwaway data folder with three accounts, a second demo unit, a
 * travel time and an absence, checks each page with axe-core (a serious or critical violation
 * exits 1). The sibling of screenshots-demo.ts; run `npx node scripts/screenshots-demo-admin.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { slotValue } from '../src/domain/demo/slots.ts';
import { createSession, SESSION_COOKIE } from '../src/server/accounts/sessions.server.ts';
import { bookDemo, closeDemo } from '../src/server/demo/demo-booking.server.ts';
import { addStaffDays, saveTravel, saveUnit } from '../src/server/demo/demo-settings.server.ts';
import { bookableSlots } from '../src/server/demo/demo-slots.server.ts';
import { addClosureDays } from '../src/server/follow-up/follow-up-settings.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { createAdmin, createLead } from '../tests/setup/factories.ts';
import { reportsSeriousViolations } from './screenshot-axe.ts';

const out = fileURLToPath(new URL('../docs/screenshots/demo/', import.meta.url));
await mkdir(out, { recursive: true });
const server = await startBuiltServer({});
const db = createDb({ dataDir: server.dataDir });
const admin = await createAdmin(db, { role: 'admin', displayName: '管理 一郎' });
const sales = await createAdmin(db, { role: 'staff', displayName: '営業 太郎' });
await createAdmin(db, { role: 'staff', displayName: '営業 花子' });
const change = { actor: { id: admin.id, email: admin.email } };
await saveUnit(db, null, { label: 'デモ機 2（大阪）', homeBase: '大阪府' }, change);
await saveTravel(db, { from: '東京都', to: '神奈川県', minutes: '60' }, change);
await addClosureDays(db, { from: '2026-12-29', to: '2027-01-03', label: '年末年始休業' }, change);
await saveTravel(db, { from: 'kanto', to: 'kinki', minutes: '180' }, change);

const leads = [
  { name: '佐藤 花子', organization: 'さとう女性クリニック', address: '東京都港区南青山1-1-1', kind: 'clinic' },
  { name: '鈴木 美和', organization: '医療法人 すずき婦人科', address: '神奈川県横浜市西区1-2-3', kind: 'clinic' },
  { name: '高橋 恵', organization: '銀座ウィメンズヘルス', address: '東京都中央区銀座2-2-2', kind: 'showroom' },
  { name: '田中 由紀', organization: 'たなかレディースクリニック', address: '大阪府大阪市北区1-1-1', kind: 'online' },
  { name: '伊藤 真理', organization: 'いとう産婦人科医院', address: '埼玉県さいたま市浦和区1-1', kind: 'online' },
  { name: '渡辺 彩', organization: 'わたなべ泌尿器科', address: '千葉県千葉市中央区1-1', kind: 'showroom' },
] as const;
let week = '';
const booked: string[] = [];
for (const [i, lead] of leads.entries()) {
  const row = await createLead(db, { name: lead.name, organization: lead.organization, address: lead.address });
  const slots = await bookableSlots(db, { kind: lead.kind, place: lead.address.slice(0, 3) }, new Date());
  // Spread over the first week's days, at different hours.
  const days = [...new Set(slots.map((s) => slotValue(s.start).slice(0, 10)))];
  const day = days[i % Math.min(days.length, 4)] ?? '';
  const onDay = slots.filter((s) => slotValue(s.start).startsWith(day));
  const slot = onDay[(i * 3) % Math.max(onDay.length, 1)];
  if (!slot) continue;
  const result = await bookDemo(db, {
    requestId: row.id as string,
    kind: lead.kind,
    start: slot.start,
    actor: i % 2 === 0 ? { id: sales.id, email: sales.email } : null,
  });
  if (result.ok) booked.push(result.booking.id);
  week ||= slotValue(slot.start).slice(0, 10);
}
if (booked[4]) await closeDemo(db, { bookingId: booked[4], to: 'cancelled', actor: null });
const monday = new Date(`${week}T00:00:00Z`);
monday.setUTCDate(monday.getUTCDate() + 8 - (monday.getUTCDay() || 7));
await addStaffDays(
  db,
  { person: sales.id, from: monday.toISOString().slice(0, 10), to: '', start: '', end: '', note: '学会出張' },
  change,
);

// Japanese staff's browser: time and date inputs as a Japanese Chromium draws them (24-hour).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--lang=ja-JP'],
  env: { ...process.env, LANG: 'ja_JP.UTF-8', LANGUAGE: 'ja' },
});
let failed = false;
try {
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({
      viewport: size,
      deviceScaleFactor: name === 'phone' ? 2 : 1,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    const session = await createSession(db, admin.id, { reauthAt: new Date() });
    await context.addCookies([
      { name: SESSION_COOKIE, value: session.token, url: server.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    for (const [file, path] of [
      ['admin-calendar', `/admin/demos?week=${week}`],
      ['admin-settings', '/admin/demos/settings'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      if (await reportsSeriousViolations(page, path)) failed = true;
      await page.screenshot({ path: join(out, `${file}-${name}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await db.destroy();
  await server.stop();
}
if (failed) process.exit(1);
