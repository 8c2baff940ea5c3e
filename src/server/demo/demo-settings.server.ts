/**
 * The demo settings staff edit at /admin/demos/settings (issue 44), stored in migration 0060's
 * tables, which the slot engine reads through demo-world.server.ts on every listing and booking:
 * the booking conditions (`demo_settings`), each person's week, weight, daily cap and whether
 * they take demos (`demo_staff`), their exceptions and absences (`demo_staff_days`), the units
 * (`demo_units`) and the travel matrix (`demo_travel`). The company's closure days are the
 * follow-up's own (follow-up-settings.server.ts). Each save is validated first
 * (src/domain/demo/settings-schema.ts) and audited as `demo.settings`.
 */
import { randomUUID } from 'node:crypto';
import { demosCopy } from '../../content/admin/demos.ts';
import {
  type FieldErrors,
  type Fields,
  validateDemoRules,
  validateStaffDays,
  validateStaffWeek,
  validateTravel,
  validateUnit,
} from '../../domain/demo/settings-schema.ts';
import { type Range, STANDARD_HOURS, type WeeklyHours } from '../../domain/demo/slots.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { japanDay } from '../platform/scheduled.server.ts';
import { type DemoRules, parseWeek, readDemoRules, readTravel } from './demo-world.server.ts';

export interface DemoSettingsChange {
  actor: { id: string; email: string };
  ip?: string | null;
  now?: Date;
}

export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors; problem?: 'notFound' };

const TARGET = { type: 'settings', id: 'demo' } as const;

export interface DemoPerson {
  id: string;
  name: string;
  hours: WeeklyHours;
  weight: number;
  dailyCap: number;
  takesDemos: boolean;
  /** false: no row yet, the standard week. */
  own: boolean;
}

export interface DemoPersonDay {
  userId: string;
  day: string;
  hours: Range[];
  note: string | null;
}

export interface DemoUnitRow {
  id: string;
  label: string;
  homeBase: string;
  active: boolean;
}

export interface DemoSettingsOverview {
  rules: DemoRules;
  people: DemoPerson[];
  days: DemoPersonDay[];
  units: DemoUnitRow[];
  travel: { from: string; to: string; minutes: number }[];
}

const ranges = (text: string): Range[] => {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as Range[]) : [];
  } catch {
    return [];
  }
};

/** Everything the settings page shows; exceptions from today on. */
export async function readDemoSettings(db: Db, now = new Date()): Promise<DemoSettingsOverview> {
  const people = await db
    .selectFrom('admin_users as u')
    .leftJoin('demo_staff as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.display_name', 'u.disabled', 's.hours', 's.weight', 's.daily_cap', 's.takes_demos'])
    .orderBy('u.display_name')
    .orderBy('u.id')
    .execute();
  const days = await db
    .selectFrom('demo_staff_days')
    .selectAll()
    .where('day', '>=', japanDay(now))
    .orderBy('day')
    .orderBy('user_id')
    .execute();
  const units = await db.selectFrom('demo_units').selectAll().orderBy('position').orderBy('id').execute();
  return {
    rules: await readDemoRules(db),
    people: people
      .filter((row) => !row.disabled)
      .map((row) => ({
        id: row.id,
        name: row.display_name,
        hours: row.hours === null ? STANDARD_HOURS : parseWeek(row.hours),
        weight: row.weight ?? 1,
        dailyCap: row.daily_cap ?? 0,
        takesDemos: row.takes_demos === null ? true : Boolean(row.takes_demos),
        own: row.hours !== null,
      })),
    days: days.map((row) => ({ userId: row.user_id, day: row.day, hours: ranges(row.hours), note: row.note })),
    units: units.map((row) => ({ id: row.id, label: row.label, homeBase: row.home_base, active: Boolean(row.active) })),
    travel: await readTravel(db),
  };
}

async function audit(trx: Db, change: DemoSettingsChange, detail: Record<string, unknown>) {
  await recordAudit(trx, {
    action: 'demo.settings',
    actor: change.actor,
    target: TARGET,
    detail,
    ip: change.ip ?? null,
    now: change.now ?? new Date(),
  });
}

/** The notice in business days, the buffers before and after, the travel fallback. */
export async function saveDemoRules(db: Db, fields: Fields, change: DemoSettingsChange): Promise<SaveResult> {
  const checked = validateDemoRules(fields);
  if (!checked.ok) return checked;
  const v = checked.data;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('demo_settings')
      .set({
        notice_business_days: v.noticeBusinessDays,
        buffer_before_minutes: v.bufferBeforeMinutes,
        buffer_after_minutes: v.bufferAfterMinutes,
        travel_fallback_minutes: v.travelFallbackMinutes,
        updated_at: (change.now ?? new Date()).toISOString(),
        updated_by: change.actor.id,
      })
      .where('id', '=', 'default')
      .execute();
    await audit(trx, change, { setting: 'rules', ...v });
  });
  return { ok: true };
}

async function activePerson(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('admin_users').select(['id', 'disabled']).where('id', '=', userId).executeTakeFirst();
  return Boolean(row && !row.disabled);
}

const notFound: SaveResult = { ok: false, errors: {}, problem: 'notFound' };

/** One person's week, weight, daily cap and whether they take demos. */
export async function saveStaffWeek(
  db: Db,
  userId: string,
  fields: Fields,
  change: DemoSettingsChange,
): Promise<SaveResult> {
  const checked = validateStaffWeek(fields);
  if (!checked.ok) return checked;
  if (!(await activePerson(db, userId))) return notFound;
  const v = checked.data;
  const row = {
    hours: JSON.stringify(v.hours),
    weight: v.weight,
    daily_cap: v.dailyCap,
    takes_demos: v.takesDemos,
    updated_at: (change.now ?? new Date()).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('demo_staff')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    await audit(trx, change, { setting: 'staff', user: userId, ...v });
  });
  return { ok: true };
}

/** An exception or absence for one person, one row per day (a day already set is replaced). */
export async function addStaffDays(db: Db, fields: Fields, change: DemoSettingsChange): Promise<SaveResult> {
  const checked = validateStaffDays(fields);
  if (!checked.ok) return checked;
  const v = checked.data;
  if (!(await activePerson(db, v.userId))) return { ok: false, errors: { person: demosCopy.settings.messages.person } };
  const hours = JSON.stringify(v.hours);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('demo_staff_days')
      .values(v.days.map((day) => ({ user_id: v.userId, day, hours, note: v.note })))
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ hours, note: v.note }))
      .execute();
    await audit(trx, change, { setting: 'staffDays', user: v.userId, days: v.days, hours: v.hours });
  });
  return { ok: true };
}

export async function removeStaffDay(
  db: Db,
  userId: string,
  day: string,
  change: DemoSettingsChange,
): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('demo_staff_days')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return notFound;
    await audit(trx, change, { setting: 'staffDayRemoved', user: userId, day });
    return { ok: true } as const;
  });
}

/** Adds a unit (`unitId` null) or changes one: its name, home base and whether it is in use. */
export async function saveUnit(
  db: Db,
  unitId: string | null,
  fields: Fields,
  change: DemoSettingsChange,
): Promise<SaveResult> {
  const checked = validateUnit(fields);
  if (!checked.ok) return checked;
  const v = checked.data;
  const now = (change.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    if (unitId === null) {
      const last = await trx
        .selectFrom('demo_units')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const id = randomUUID();
      await trx
        .insertInto('demo_units')
        .values({
          id,
          label: v.label,
          home_base: v.homeBase,
          position: Number(last?.position ?? -1) + 1,
          active: true,
          created_at: now,
        })
        .execute();
      await audit(trx, change, { setting: 'unitAdded', unit: id, label: v.label, homeBase: v.homeBase });
      return { ok: true } as const;
    }
    const updated = await trx
      .updateTable('demo_units')
      .set({ label: v.label, home_base: v.homeBase, active: v.active })
      .where('id', '=', unitId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return notFound;
    await audit(trx, change, { setting: 'unit', unit: unitId, ...v });
    return { ok: true } as const;
  });
}

/** Sets the minutes between two areas (replacing the pair in either direction). */
export async function saveTravel(db: Db, fields: Fields, change: DemoSettingsChange): Promise<SaveResult> {
  const checked = validateTravel(fields);
  if (!checked.ok) return checked;
  const v = checked.data;
  await db.transaction().execute(async (trx) => {
    await deletePair(trx, v.from, v.to);
    await trx.insertInto('demo_travel').values({ from_area: v.from, to_area: v.to, minutes: v.minutes }).execute();
    await audit(trx, change, { setting: 'travel', ...v });
  });
  return { ok: true };
}

async function deletePair(trx: Db, from: string, to: string) {
  return trx
    .deleteFrom('demo_travel')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_area', '=', from), eb('to_area', '=', to)]),
        eb.and([eb('from_area', '=', to), eb('to_area', '=', from)]),
      ]),
    )
    .executeTakeFirst();
}

export async function removeTravel(db: Db, from: string, to: string, change: DemoSettingsChange): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const removed = await deletePair(trx, from, to);
    if (Number(removed.numDeletedRows) === 0) return notFound;
    await audit(trx, change, { setting: 'travelRemoved', from, to });
    return { ok: true } as const;
  });
}
