/**
 * The personal links' lifetime in days (default 30), set by admins in /admin/settings and
 * audited; one row, absent until first saved.
 */
import { LINK_DAYS_DEFAULT, LINK_DAYS_MAX, LINK_DAYS_MIN } from '../../domain/materials.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';

export interface MaterialsSettings {
  linkDays: number;
}

export async function readMaterialsSettings(db: Db): Promise<MaterialsSettings> {
  const row = await db
    .selectFrom('materials_settings')
    .select('link_days')
    .where('id', '=', 'default')
    .executeTakeFirst();
  return { linkDays: row ? Number(row.link_days) : LINK_DAYS_DEFAULT };
}

/** When a link made at `now` stops working. */
export const linkExpiry = (now: Date, settings: MaterialsSettings): Date =>
  new Date(now.getTime() + settings.linkDays * 24 * 60 * 60_000);

export type LinkDaysResult = { ok: true } | { ok: false; problem: 'linkDays' };

export async function saveLinkDays(
  db: Db,
  input: { value: string; actor: { id: string; email: string }; ip?: string | null; now?: Date },
): Promise<LinkDaysResult> {
  const days = /^\d{1,3}$/.test(input.value.trim()) ? Number(input.value.trim()) : Number.NaN;
  if (!Number.isInteger(days) || days < LINK_DAYS_MIN || days > LINK_DAYS_MAX)
    return { ok: false, problem: 'linkDays' };
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await readMaterialsSettings(trx);
    await trx
      .insertInto('materials_settings')
      .values({ id: 'default', link_days: days, updated_at: iso, updated_by: input.actor.id })
      .onConflict((oc) => oc.column('id').doUpdateSet({ link_days: days, updated_at: iso, updated_by: input.actor.id }))
      .execute();
    await recordAudit(trx, {
      action: 'materials.settings',
      actor: input.actor,
      target: { type: 'settings', id: 'materials' },
      detail: { linkDays: { from: before.linkDays, to: days } },
      ip: input.ip ?? null,
      now,
    });
  });
  return { ok: true };
}
