/**
 * A query's plan as the planner would run it, for tests that assert an index serves a query.
 * On PostgreSQL sequential and bitmap scans are disabled: a test table is small enough for a
 * scan to win, so the plan then shows whether the index can serve the query at all.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { dialectOf } from '../../src/server/platform/db.server.ts';
import type { Database } from '../../src/server/platform/schema.server.ts';

export async function queryPlan(db: Kysely<Database>, query: { compile(): CompiledQuery }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (dialectOf(db) === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
