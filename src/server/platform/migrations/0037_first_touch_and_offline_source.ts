/**
 * Issues 34 and 35: where a lead came from, beyond the request's own page.
 * - `first_touch_*`: the first page of the visit, its referrer's host and its UTM tags, kept in
 *   the browser's sessionStorage and posted with the form (no cookie); without JavaScript the
 *   form page's own URL and referrer. Null for requests before this migration.
 * - `offline_source_*`: set by staff on a lead, or by a business-card import: the kind
 *   (trade_show, referral, phone, other), its name (the show, the referring clinic) and the date.
 * - `lead_source_kind` on the request: 'web' for the form, 'import' for a card import.
 * - `stage` and `stage_at`: the lead's sales stage after the materials (meeting, trial, quote,
 *   won, lost; null: none yet) and when it was last set; its history is issue 34's own table.
 * - `first_human_touch_at`: the first activity or stage staff recorded (not an automatic mail):
 *   speed to lead, and "contacted" on an import batch.
 */
import type { Kysely } from 'kysely';

const TEXT_COLUMNS = [
  'first_touch_page',
  'first_touch_referrer_host',
  'first_touch_utm_source',
  'first_touch_utm_medium',
  'first_touch_utm_campaign',
  'first_touch_utm_term',
  'first_touch_utm_content',
  'offline_source_kind',
  'offline_source_name',
  'offline_source_on',
  'stage',
  'stage_at',
  'first_human_touch_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_COLUMNS)
    await db.schema.alterTable('material_requests').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('material_requests')
    .addColumn('lead_source_kind', 'text', (col) => col.notNull().defaultTo('web'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').dropColumn('lead_source_kind').execute();
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('material_requests').dropColumn(column).execute();
}
