/**
 * The follow-up promise an admin sets in /admin/settings (docs/product.md#follow-up): how many
 * Japanese business days a request has, and the company's closure days. Every change is
 * audited ('settings.update') in its own transaction; the assignment rules are in
 * assignment.server.ts.
 */
import {
  type BusinessDaysField,
  type ClosureField,
  validateBusinessDays,
  validateClosure,
} from '../../domain/follow-up/schema.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { japanDay } from '../platform/scheduled.server.ts';

export const DEFAULT_BUSINESS_DAYS = 2;
const SETTINGS_ID = 'default';
/** The audit entries' target: the one follow-up settings record. */
export const SETTINGS_TARGET = { type: 'settings', id: 'follow-up' } as const;

export interface FollowUpSettings {
  businessDays: number;
  /** Closure days, 'YYYY-MM-DD' in Japan time. */
  closures: ReadonlySet<string>;
}

export async function readFollowUpSettings(db: Db): Promise<FollowUpSettings> {
  const row = await db
    .selectFrom('follow_up_settings')
    .select('business_days')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  const days = await db.selectFrom('closure_days').select('day').execute();
  return {
    businessDays: row?.business_days ?? DEFAULT_BUSINESS_DAYS,
    closures: new Set(days.map((d) => d.day)),
  };
}

/** Who changes a setting, for the audit log. */
export interface SettingsChange {
  actor: { id: string; email: string };
  ip?: string | null;
  now?: Date;
}

export interface ClosureDay {
  /** 'YYYY-MM-DD', Japan time. */
  day: string;
  label: string | null;
}

/** The settings page's first two parts: the business days and the closure days from today (JST) on. */
export async function readSettingsOverview(
  db: Db,
  now = new Date(),
): Promise<{ businessDays: number; upcomingClosures: ClosureDay[] }> {
  const row = await db
    .selectFrom('follow_up_settings')
    .select('business_days')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  const upcomingClosures = await db
    .selectFrom('closure_days')
    .select(['day', 'label'])
    .where('day', '>=', japanDay(now))
    .orderBy('day')
    .execute();
  return { businessDays: row?.business_days ?? DEFAULT_BUSINESS_DAYS, upcomingClosures };
}

export type SettingsResult<Field extends string> = { ok: true } | { ok: false; errors: Partial<Record<Field, string>> };

/** Sets the number of business days a request has (1–10); new leads are counted with it. */
export async function saveBusinessDays(
  db: Db,
  input: unknown,
  change: SettingsChange,
): Promise<SettingsResult<BusinessDaysField>> {
  const validation = validateBusinessDays(input);
  if (!validation.ok) return validation;
  const { businessDays } = validation.data;
  const now = change.now ?? new Date();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('follow_up_settings')
      .select('business_days')
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
    await trx
      .insertInto('follow_up_settings')
      .values({ id: SETTINGS_ID, business_days: businessDays, updated_at: iso, updated_by: change.actor.id })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ business_days: businessDays, updated_at: iso, updated_by: change.actor.id }),
      )
      .execute();
    await recordAudit(trx, {
      action: 'settings.update',
      actor: change.actor,
      target: SETTINGS_TARGET,
      detail: {
        setting: 'businessDays',
        from: before?.business_days ?? DEFAULT_BUSINESS_DAYS,
        to: businessDays,
      },
      ip: change.ip ?? null,
      now,
    });
  });
  return { ok: true };
}

/**
 * Adds one closure day, or every day of a range (年末年始 12/29–1/3). Days already closed keep
 * their label; the audit entry lists the days actually added.
 */
export async function addClosureDays(
  db: Db,
  input: unknown,
  change: SettingsChange,
): Promise<SettingsResult<ClosureField> & { added?: string[] }> {
  const validation = validateClosure(input);
  if (!validation.ok) return validation;
  const { days, label } = validation.data;
  const now = change.now ?? new Date();
  const iso = now.toISOString();
  const added = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('closure_days')
      .values(days.map((day) => ({ day, label, created_at: iso })))
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .execute();
    const addedDays = inserted.map((row) => row.day).sort();
    if (addedDays.length > 0) {
      await recordAudit(trx, {
        action: 'settings.update',
        actor: change.actor,
        target: SETTINGS_TARGET,
        detail: { setting: 'closureDays', added: addedDays, label },
        ip: change.ip ?? null,
        now,
      });
    }
    return addedDays;
  });
  return { ok: true, added };
}

/** Removes one closure day; 'notFound' when it was not (or is no longer) a closure day. */
export async function removeClosureDay(
  db: Db,
  day: string,
  change: SettingsChange,
): Promise<{ ok: true } | { ok: false; problem: 'notFound' }> {
  const now = change.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('closure_days')
      .where('day', '=', day)
      .returning(['day', 'label'])
      .executeTakeFirst();
    if (!removed) return { ok: false, problem: 'notFound' } as const;
    await recordAudit(trx, {
      action: 'settings.update',
      actor: change.actor,
      target: SETTINGS_TARGET,
      detail: { setting: 'closureDays', removed: removed.day, label: removed.label },
      ip: change.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
