import { existsSync } from 'node:fs';
import { dashboardStats, followUpStats } from '../src/server/follow-up/dashboard.server.ts';
import { listOpenAlerts } from '../src/server/operations/alerts.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';
import { insertRealisticLeads } from '../tests/setup/bulk-leads.ts';
import { createAdmin } from '../tests/setup/factories.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
const dir = process.argv[2] ?? '/tmp/prof';
const fresh = !existsSync(`${dir}/pelvia.sqlite`) && !existsSync(`${dir}/site.sqlite`);
const db = createDb({ dataDir: dir });
await migrateToLatest(db);
const n = await db.selectFrom('material_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
if (Number(n?.n) === 0) {
  const owners = [];
  for (const name of ['鈴木 一郎', '高橋 二郎', '佐藤 花子', '渡辺 三郎', '伊藤 四郎']) owners.push((await createAdmin(db, { displayName: name, role: 'staff' })).id);
  await insertRealisticLeads(db, Number(process.argv[3] ?? 1_000_000), { owners });
}
for (let run = 0; run < 3; run++) {
  for (const [name, f] of [['dashboardStats', () => dashboardStats(db)], ['followUpStats', () => followUpStats(db)], ['alerts', () => listOpenAlerts(db)]] as const) {
    const h = monitorEventLoopDelay({ resolution: 1 }); h.enable();
    const t = performance.now(); await f(); const ms = performance.now() - t; h.disable();
    console.log(name, Math.round(ms), 'ms; max loop block', Math.round(h.max / 1e6), 'ms');
  }
}
await db.destroy();
