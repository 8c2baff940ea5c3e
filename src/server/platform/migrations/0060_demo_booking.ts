/**
 * Issue 44: demo and trial booking (体験予約).
 * - `demo_settings`: one row ('default'): slot length, grid, notice in business days, buffers,
 *   horizon, the showroom's place, the travel fallback. Its row is also the booking lock: every
 *   booking transaction first updates it, so bookings run one at a time on PostgreSQL as they do
 *   on SQLite, and each sees the ones before it.
 * - `demo_staff`: a person's hours (JSON per weekday), weight and daily cap; a person without a
 *   row works the standard week (Monday to Friday 9:00–18:00), so a fresh install offers slots.
 * - `demo_staff_days`: a person's exception for one day: other hours, or none (absent).
 * - `demo_units`: the demo units and their home base; one is seeded.
 * - `demo_travel`: minutes between two prefectures or regions (symmetric; stored once).
 * - `demo_bookings`: each booking with its stable calendar UID, SEQUENCE, status, person, unit,
 *   place and the buffers it was booked with.
 * - `demo_claims`: the time a booking holds, in 5-minute cells per resource (a person, a unit);
 *   the primary key (resource, cell) makes two overlapping bookings of one resource impossible
 *   on both databases, whatever runs at once.
 * - `demo_feeds`: each person's private calendar feed token (its hash), revocable.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('step_minutes', 'integer', (col) => col.notNull())
    .addColumn('notice_business_days', 'integer', (col) => col.notNull())
    .addColumn('buffer_before_minutes', 'integer', (col) => col.notNull())
    .addColumn('buffer_after_minutes', 'integer', (col) => col.notNull())
    .addColumn('horizon_days', 'integer', (col) => col.notNull())
    .addColumn('showroom_place', 'text', (col) => col.notNull())
    .addColumn('travel_fallback_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  const now = new Date().toISOString();
  await sql`insert into demo_settings (id, slot_minutes, step_minutes, notice_business_days, buffer_before_minutes, buffer_after_minutes, horizon_days, showroom_place, travel_fallback_minutes, updated_at, updated_by)
    values ('default', 60, 30, 1, 15, 15, 21, '東京都', 120, ${now}, null)`.execute(db);

  await db.schema
    .createTable('demo_staff')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('hours', 'text', (col) => col.notNull())
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addColumn('daily_cap', 'integer', (col) => col.notNull())
    .addColumn('takes_demos', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('demo_staff_days')
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('hours', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('demo_staff_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('demo_units')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('home_base', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into demo_units (id, label, home_base, position, active, created_at) values ('unit-1', 'デモ機 1', '東京都', 0, ${true}, ${now})`.execute(
    db,
  );

  await db.schema
    .createTable('demo_travel')
    .addColumn('from_area', 'text', (col) => col.notNull())
    .addColumn('to_area', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('demo_travel_pk', ['from_area', 'to_area'])
    .execute();

  await db.schema
    .createTable('demo_bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('unit_id', 'text')
    .addColumn('place', 'text')
    .addColumn('buffer_before', 'integer', (col) => col.notNull())
    .addColumn('buffer_after', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('channel', 'text')
    .addColumn('manage_token_hash', 'text')
    .addColumn('booked_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('reminded_24h_at', 'text')
    .addColumn('reminded_2h_at', 'text')
    .addColumn('outcome_asked_at', 'text')
    .execute();
  await db.schema
    .createIndex('demo_bookings_starts_idx')
    .on('demo_bookings')
    .columns(['starts_at', 'status'])
    .execute();
  await db.schema.createIndex('demo_bookings_request_idx').on('demo_bookings').column('request_id').execute();
  await db.schema
    .createIndex('demo_bookings_manage_idx')
    .on('demo_bookings')
    .column('manage_token_hash')
    .unique()
    .execute();

  await db.schema
    .createTable('demo_claims')
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('cell', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('demo_claims_pk', ['resource', 'cell'])
    .execute();
  await db.schema.createIndex('demo_claims_booking_idx').on('demo_claims').column('booking_id').execute();

  await db.schema
    .createTable('demo_feeds')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'demo_feeds',
    'demo_claims',
    'demo_bookings',
    'demo_travel',
    'demo_units',
    'demo_staff_days',
    'demo_staff',
    'demo_settings',
  ])
    await db.schema.dropTable(table).execute();
}
