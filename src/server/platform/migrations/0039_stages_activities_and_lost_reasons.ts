/**
 * Issue 34: the lead's life after the materials.
 * - `lead_stage_events`: every stage change (商談, 体験・デモ, 見積, 契約, 失注), forward or back, with
 *   its amounts, the lost reason, the stage's details as JSON (a meeting's date and kind, a
 *   trial's place and date, a contract's product and start date), who and when.
 * - `lead_activities`: the activity log (電話, メール, 訪問, オンライン, LINE, その他), its outcome and
 *   the next step with its date.
 * - `lost_reasons`: the reasons 失注 offers, editable by staff (seeded in Japanese).
 * - On `material_requests`: when each stage was first reached (`meeting_at` … `won_at`,
 *   `lost_at`; moving back clears the later ones) and the contract's value, so the funnel report
 *   reads one row per lead; the open next step (`next_step`, `next_step_on`) and its deadline
 *   `next_step_due_at` (the end of that day in Japan, ISO UTC), indexed so overdue next steps are
 *   one range read for the inbox's 期限超過, the dashboard and the digest.
 */
import { type Kysely, sql } from 'kysely';

const LEAD_TEXT_COLUMNS = [
  'meeting_at',
  'trial_at',
  'quote_at',
  'won_at',
  'lost_at',
  'next_step',
  'next_step_on',
  'next_step_due_at',
] as const;
const LEAD_AMOUNT_COLUMNS = ['contract_monthly', 'contract_once'] as const;

/** Seeded reasons, in the order 失注 lists them. */
export const SEEDED_LOST_REASONS = [
  ['price', '価格・予算が合わない'],
  ['competitor', '他社製品に決定'],
  ['timing', '導入時期が未定・先送り'],
  ['space', '設置スペース・設備の都合'],
  ['no_response', '連絡がつかない'],
  ['other', 'その他'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of LEAD_TEXT_COLUMNS)
    await db.schema.alterTable('material_requests').addColumn(column, 'text').execute();
  for (const column of LEAD_AMOUNT_COLUMNS)
    await db.schema.alterTable('material_requests').addColumn(column, 'integer').execute();
  await db.schema
    .createIndex('material_requests_next_step_due_idx')
    .on('material_requests')
    .column('next_step_due_at')
    .execute();
  // The funnel report reads a date range of leads with the columns it groups and counts.
  await db.schema
    .createIndex('material_requests_report_idx')
    .on('material_requests')
    .columns(['created_at', 'status', 'duplicate_of'])
    .execute();

  await db.schema
    .createTable('lead_stage_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text', (col) => col.notNull())
    .addColumn('amount_monthly', 'integer')
    .addColumn('amount_once', 'integer')
    .addColumn('lost_reason_id', 'text')
    .addColumn('lost_note', 'text')
    .addColumn('details', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_stage_events_request_idx')
    .on('lead_stage_events')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('lead_activities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('next_step', 'text')
    .addColumn('next_step_on', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_activities_request_idx')
    .on('lead_activities')
    .columns(['request_id', 'created_at'])
    .execute();
  // Speed to lead per owner reads the first touches of a window.
  await db.schema
    .createIndex('material_requests_first_human_touch_idx')
    .on('material_requests')
    .column('first_human_touch_at')
    .execute();

  await db.schema
    .createTable('lost_reasons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const [position, [id, label]] of SEEDED_LOST_REASONS.entries()) {
    await sql`insert into lost_reasons (id, label, position, disabled, created_at) values (${id}, ${label}, ${position}, ${false}, ${now})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lost_reasons').execute();
  await db.schema.dropTable('lead_activities').execute();
  await db.schema.dropTable('lead_stage_events').execute();
  await db.schema.dropIndex('material_requests_first_human_touch_idx').execute();
  await db.schema.dropIndex('material_requests_report_idx').execute();
  await db.schema.dropIndex('material_requests_next_step_due_idx').execute();
  for (const column of [...LEAD_AMOUNT_COLUMNS, ...LEAD_TEXT_COLUMNS])
    await db.schema.alterTable('material_requests').dropColumn(column).execute();
}
