/**
 * Issue 33: the commercial facts staff change at /admin/site, one row per version, every
 * version kept. `facts` is the whole document as JSON (src/domain/site-facts/facts.ts); a draft
 * has no `published_at`; the live version is the published one with the latest `published_at`.
 * A revert publishes a copy of an earlier version (`reverted_from`). The code's values of the
 * day become version 1, published by 'system'. Column types follow ../migrate.server.ts.
 */
import type { Kysely } from 'kysely';
import { defaultSiteFacts } from '../../../content/site-facts.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_fact_versions')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('number', 'integer', (col) => col.notNull().unique())
    .addColumn('facts', 'text', (col) => col.notNull())
    // 'draft' | 'published'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text')
    // Why an admin published over the advertising check's errors (also in the audit log).
    .addColumn('override_reason', 'text')
    .addColumn('reverted_from', 'text')
    .execute();
  await db.schema
    .createIndex('site_fact_versions_published_idx')
    .on('site_fact_versions')
    .columns(['status', 'published_at'])
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ site_fact_versions: Record<string, unknown> }>)
    .insertInto('site_fact_versions')
    .values({
      id: '00000000-0000-4000-8000-000000000001',
      number: 1,
      facts: JSON.stringify(defaultSiteFacts),
      status: 'published',
      created_by: 'system',
      created_at: now,
      published_by: 'system',
      published_at: now,
      override_reason: null,
      reverted_from: null,
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_fact_versions').execute();
}
