/**
 * Issue 31: the brochure form asks the address in parts, so that a phone's autofill fills the
 * prefecture and city too, and lets a private person leave organisation and position empty.
 * - `material_requests.address_*`: the parts as given (null for requests before the split, or
 *   from a client posting the whole address); `address` stays the one joined address every
 *   consumer reads.
 * - `material_requests.individual`: the 個人の方 box.
 * - `page_views`: views of each public page per Japan day, counted in memory and added up here
 *   once a minute (src/server/analytics/page-views.server.ts): the first column of the funnel per
 *   entry page, with no cookie, no script and no write per request.
 */
import type { Kysely } from 'kysely';

const PARTS = ['address_prefecture', 'address_city', 'address_line1', 'address_line2'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of PARTS) await db.schema.alterTable('material_requests').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('material_requests')
    .addColumn('individual', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('page_views')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_views_pk', ['day', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute();
  await db.schema.alterTable('material_requests').dropColumn('individual').execute();
  for (const column of PARTS) await db.schema.alterTable('material_requests').dropColumn(column).execute();
}
