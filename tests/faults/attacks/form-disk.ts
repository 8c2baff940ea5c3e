/**
 * Finding 1 of issue 20: every no-JS post stored a flash of its values for ten minutes, valid or
 * not, before any limit (3,000 posts grew site.db by 99 MB). Now every post counts against the
 * client first and a refusal writes nothing: 10,000 invalid posts from one client must grow the
 * database by less than 1 MB.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { AttackContext, AttackScenario } from './scenario.ts';

const POSTS = 10_000;
const PARALLEL = 16;
const LIMIT_BYTES = 1024 * 1024;

/** SQLite: the database file with its WAL and shared memory; PostgreSQL: every table of the schema. */
async function databaseBytes(context: AttackContext): Promise<number> {
  if (context.database === 'SQLite') {
    return readdirSync(context.dataDir)
      .filter((name) => name.startsWith('site.db'))
      .reduce((sum, name) => sum + statSync(join(context.dataDir, name)).size, 0);
  }
  const result = await sql<{ bytes: string }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 't', 'm')`.execute(context.db);
  return Number(result.rows[0]?.bytes ?? 0);
}

/** An invalid no-JS post as the attacker sent it: every field long, control characters inside. */
const hostileBody = (i: number) =>
  new URLSearchParams({
    name: `\u0001\u0002${'名'.repeat(200)}${i}`,
    email: 'not-an-address',
    organization: '\u0007'.repeat(400),
    position: 'x'.repeat(200),
    phone: '1',
    address: '\u001b'.repeat(600),
    product: 'p'.repeat(200),
    purpose: `\u0000${'あ'.repeat(3000)}`,
    page_path: '/',
  }).toString();

export const scenarios: AttackScenario[] = [
  {
    name: 'disk: 10,000 invalid posts from one client',
    async run(context) {
      const before = await databaseBytes(context);
      const statuses = new Map<number, number>();
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < POSTS) {
            const i = next++;
            const response = await fetch(`${context.url}/api/brochure-requests`, {
              method: 'POST',
              redirect: 'manual',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: context.url },
              body: hostileBody(i),
            });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      const grown = (await databaseBytes(context)) - before;
      const answers = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
      const summary = `${POSTS} posts in ${seconds.toFixed(1)} s (${answers}), database grew ${(grown / 1024).toFixed(0)} KB`;
      if (grown >= LIMIT_BYTES) throw new Error(`${summary}: over 1 MB`);
      if ([...statuses.keys()].some((status) => status >= 500)) throw new Error(`${summary}: a 5xx`);
      return summary;
    },
  },
];
