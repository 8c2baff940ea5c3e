/**
 * A lead's owner (docs/product.md#follow-up): the accounts a lead can be given to, the names of
 * owners, and reassigning a lead from its page. Any signed-in account may reassign; every
 * change is audited ('lead.assign') and queues a `lead.assigned` webhook event in the same
 * transaction.
 */
import type { AdminRole } from '../../domain/admin.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';

export interface OwnerAccount {
  id: string;
  displayName: string;
  role: AdminRole;
  disabled: boolean;
}

/** Accounts that can own leads: every active staff or admin account, by name. */
export async function activeAccounts(db: Db): Promise<OwnerAccount[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select(['id', 'display_name', 'role', 'disabled'])
    .where('disabled', '=', false)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, role: row.role, disabled: false }));
}

/** The accounts behind `ids` (disabled ones included, so an old owner still has a name). */
export async function accountsById(db: Db, ids: readonly string[]): Promise<Map<string, OwnerAccount>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_users')
    .select(['id', 'display_name', 'role', 'disabled'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, displayName: row.display_name, role: row.role, disabled: Boolean(row.disabled) },
    ]),
  );
}

export type AssignProblem = 'notFound' | 'owner' | 'conflict';

/**
 * Gives lead `id` to `ownerId` (an active account), or leaves it unassigned (null). With
 * `from` (the owner the user saw, '' for none), a colleague's change in between is a conflict
 * rather than overwritten. Assigning the current owner again changes nothing and is not logged.
 */
export async function assignLead(
  db: Db,
  input: {
    id: string;
    ownerId: string | null;
    from?: string | null;
    actor: { id: string; email: string };
    ip?: string | null;
    now?: Date;
  },
): Promise<{ ok: true; changed: boolean } | { ok: false; problem: AssignProblem }> {
  const now = input.now ?? eventTime();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'owner_id'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    const seen = input.from === undefined || input.from === null ? undefined : input.from || null;
    if (seen !== undefined && seen !== lead.owner_id) return { ok: false, problem: 'conflict' } as const;
    if (lead.owner_id === input.ownerId) return { ok: true, changed: false } as const;
    if (input.ownerId !== null) {
      const owner = await trx
        .selectFrom('admin_users')
        .select('id')
        .where('id', '=', input.ownerId)
        .where('disabled', '=', false)
        .executeTakeFirst();
      if (!owner) return { ok: false, problem: 'owner' } as const;
    }
    // Only from the owner read above: a concurrent reassignment is a conflict, not lost.
    let update = trx
      .updateTable('material_requests')
      .set({ owner_id: input.ownerId, updated_at: now.toISOString() })
      .where('id', '=', lead.id);
    update =
      lead.owner_id === null ? update.where('owner_id', 'is', null) : update.where('owner_id', '=', lead.owner_id);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' } as const;
    await recordAudit(trx, {
      action: 'lead.assign',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { from: lead.owner_id, to: input.ownerId },
      ip: input.ip ?? null,
      now,
    });
    await queueLeadEvent(trx, 'lead.assigned', lead.id, now);
    return { ok: true, changed: true } as const;
  });
}
