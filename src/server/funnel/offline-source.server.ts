/**
 * An offline source staff set on a lead (issue 34): 展示会 and its name, 紹介 and the referring
 * clinic, 電話, その他, with a date. Set, it is the lead's first touch in the funnel report (a card
 * import sets the same columns with `lead_source_kind` 'import').
 */
import { offlineSourceKinds } from '../../domain/lead/attribution.ts';
import { calendarDay } from '../../domain/lead/stages.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';

export const OFFLINE_NAME_MAX = 200;

export type OfflineSourceResult = { ok: true } | { ok: false; errors: { name?: true; on?: true }; notFound?: true };

export async function setOfflineSource(
  db: Db,
  input: {
    id: string;
    kind: string | null;
    name: string | null;
    on: string | null;
    actor: Actor;
    ip?: string | null;
    now?: Date;
  },
): Promise<OfflineSourceResult> {
  const now = input.now ?? new Date();
  const kind = (offlineSourceKinds as readonly string[]).includes(input.kind ?? '') ? input.kind : null;
  const name = input.name?.trim() || null;
  const onRaw = input.on?.trim() || null;
  const on = onRaw ? calendarDay(onRaw) : null;
  const errors: { name?: true; on?: true } = {};
  if (name && name.length > OFFLINE_NAME_MAX) errors.name = true;
  if (onRaw && !on) errors.on = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('material_requests')
      .set({
        offline_source_kind: kind,
        offline_source_name: kind ? name : null,
        offline_source_on: kind ? on : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, errors: {}, notFound: true } as const;
    await recordAudit(trx, {
      action: 'lead.offline_source',
      actor: input.actor,
      target: { type: 'lead', id: input.id },
      detail: { kind },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
