/**
 * The reasons 失注 offers (issue 34): a short list staff edit at /admin/reports (rename, add,
 * hide). A hidden reason stays on the leads that name it; new stages cannot choose it.
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';

export interface LostReason {
  id: string;
  label: string;
  disabled: boolean;
}

export const LOST_REASON_MAX = 60;

/** Every reason in list order (hidden ones too: history names them). */
export async function listLostReasons(db: Db): Promise<LostReason[]> {
  const rows = await db
    .selectFrom('lost_reasons')
    .select(['id', 'label', 'disabled'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label, disabled: Boolean(row.disabled) }));
}

export type LostReasonsResult = { ok: true } | { ok: false; problem: 'label' };

/**
 * Saves the list as edited: `labels` by id (a reason left empty is hidden), plus one new reason
 * when `added` is given. Audited.
 */
export async function saveLostReasons(
  db: Db,
  input: { labels: Map<string, string>; added: string | null; actor: Actor; ip?: string | null; now?: Date },
): Promise<LostReasonsResult> {
  const now = input.now ?? new Date();
  const added = input.added?.trim() || null;
  if (added && added.length > LOST_REASON_MAX) return { ok: false, problem: 'label' };
  for (const label of input.labels.values())
    if (label.trim().length > LOST_REASON_MAX) return { ok: false, problem: 'label' };
  return db.transaction().execute(async (trx) => {
    const current = await listLostReasons(trx);
    for (const reason of current) {
      const label = input.labels.get(reason.id)?.trim();
      if (label === undefined) continue;
      await trx
        .updateTable('lost_reasons')
        .set(label === '' ? { disabled: true } : { label, disabled: false })
        .where('id', '=', reason.id)
        .execute();
    }
    if (added) {
      await trx
        .insertInto('lost_reasons')
        .values({
          id: randomUUID(),
          label: added,
          position: current.length,
          disabled: false,
          created_at: now.toISOString(),
        })
        .execute();
    }
    await recordAudit(trx, {
      action: 'lost_reasons.update',
      actor: input.actor,
      target: null,
      detail: { added: added !== null },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
