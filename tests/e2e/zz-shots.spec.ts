import type { Db } from '../../src/server/db.server.ts';
import { createBrochureRequest } from '../../src/server/leads.server.ts';
import { validLead } from '../setup/factories.ts';
import { openServerDb, signIn } from './support/admin.ts';
import { test } from './support/fixtures.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

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
test('shots', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(context, server, db, 'admin');
  const store = async (fields: Record<string, string>, hoursAgo: number) => {
    const r = await createBrochureRequest(
      db,
      { ...validLead, ...fields },
      { locale: 'ja', fillMs: 60_000, now: new Date(Date.now() - hoursAgo * 3_600_000) },
    );
    if (!r.ok) throw new Error('x');
    return r.id;
  };
  await store({ name: '山田 花子', email: 'hanako@example.jp' }, 120);
  const second = await store({ name: '山田 花子', email: 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ' }, 1);
  const name = test.info().project.name;
  for (const [path, file] of [
    [`/admin/leads/${second}`, 'lead'],
    ['/admin/leads', 'inbox'],
    ['/admin/settings', 'settings'],
    ['/admin/integrations', 'integrations'],
    ['/admin', 'dashboard'],
  ] as const) {
    const res = await page.goto(`${server.url}${path}`);
    if (res?.status() === 404) continue;
    await page.screenshot({ path: `/work/shots/${file}-${name}.png`, fullPage: true });
  }
});
