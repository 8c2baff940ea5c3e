/**
 * `node scripts/bench-dashboard.ts --dir DIR | --database-url URL [--count 1000000] [--runs 5]`:
 * the admin dashboard's data functions at a large table, on SQLite in DIR or on the PostgreSQL
 * database at URL (ADR 023). The first run fills an empty database with `count` leads over five
 * years (mixed statuses, five owners, due dates, first responses; about 30,000 in the 8 weeks the
 * 対応状況 tables cover) and later runs reuse it. Prints each call's time and the longest
 * event-loop block seen while it ran (perf_hooks.monitorEventLoopDelay), which is what a visitor
 * on the same instance waits at worst.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createAdminUser } from '../src/server/accounts/admin-users.server.ts';
import { followUpStats } from '../src/server/follow-up/dashboard.server.ts';
import { dashboardCounts, dashboardStats } from '../src/server/follow-up/dashboard-counts.server.ts';
import { workQueueCounts } from '../src/server/leads/work-queue.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';
import { buildLead } from '../tests/setup/factories.ts';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
  },
});
const url = args['database-url'];
if (!args.dir && !url) throw new Error('--dir DIR (SQLite) or --database-url URL (PostgreSQL) is required');
const count = Number(args.count);
const HOUR = 3_600_000;
const SPAN_MS = 5 * 365 * 24 * HOUR;
const statuses = ['contacted', 'materials_sent', 'closed', 'closed', 'spam'] as const;

const db = url ? createDb({ databaseUrl: url }) : createDb({ dataDir: args.dir ?? '' });
// Brings a database built by an older version up to date too (new indexes), and says how long.
const migrating = performance.now();
await migrateToLatest(db);
console.log(`migrations: ${Math.round(performance.now() - migrating)} ms`);
if (!(await db.selectFrom('material_requests').select('id').limit(1).executeTakeFirst())) {
  const owners: (string | null)[] = [null];
  for (const name of ['佐藤 一郎', '鈴木 花子', '高橋 次郎', '田中 美咲', '伊藤 健']) {
    const result = await createAdminUser(db, {
      email: `${owners.length}@example.jp`,
      displayName: name,
      role: 'staff',
      password: 'a long enough passphrase',
    });
    if (!result.ok) throw new Error(result.problem);
    owners.push(result.user.id);
  }
  const now = Date.now();
  const started = Date.now();
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, i) => {
      const n = done + i;
      const createdMs = now - SPAN_MS + Math.floor((n * SPAN_MS) / count);
      const created = new Date(createdMs).toISOString();
      // Older leads are mostly answered; the newest few hundred mostly still waiting.
      const pending = now - createdMs < 3 * 24 * HOUR ? n % 3 !== 0 : n % 40 === 0;
      const status = pending ? 'pending' : statuses[n % statuses.length];
      const answered = !pending && status !== 'spam';
      return buildLead({
        id: `bulk-${n}`,
        idempotency_key: `bulk-key-${n}`,
        email: `bulk${n}@example.jp`,
        created_at: created,
        request_date: created,
        status,
        owner_id: owners[n % owners.length] ?? null,
        due_at: new Date(createdMs + (48 + (n % 48)) * HOUR).toISOString(),
        first_response_at: answered ? new Date(createdMs + ((n * 7) % 120) * HOUR).toISOString() : null,
      });
    });
    await db.insertInto('material_requests').values(rows).execute();
    if (done % 100_000 === 0) console.log(`loaded ${done} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  // PostgreSQL chooses index-only scans only once the visibility map and statistics exist.
  if (url) await sql`vacuum analyze material_requests`.execute(db);
}

async function measure(name: string, run: () => Promise<unknown>): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  // A timer ticking beside the call, as a visitor's request would: a block shows as its delay.
  const ticker = setInterval(() => {}, 1);
  loop.enable();
  // Let the monitor's timer run first, and fire once after: a block at either end of the call
  // shows only as the delay of the next tick.
  await sleep(5);
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  await sleep(5);
  loop.disable();
  clearInterval(ticker);
  console.log(`${name}: ${ms.toFixed(0)} ms, longest loop block ${(loop.max / 1e6).toFixed(0)} ms`);
}

for (let i = 0; i < Number(args.runs); i += 1) {
  // What /admin itself reads (issue 42): the work counts and the new-request counters.
  await measure('dashboard page (workQueueCounts + dashboardCounts)', () =>
    Promise.all([workQueueCounts(db), dashboardCounts(db)]),
  );
  // What /admin/analytics reads.
  await measure('analytics: dashboardStats', () => dashboardStats(db));
  await measure('analytics: followUpStats (対応状況)', () => followUpStats(db));
}
await db.destroy();
