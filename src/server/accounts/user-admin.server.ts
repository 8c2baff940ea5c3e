/**
 * What an admin does to colleagues' accounts on /admin/users: the list with each account's
 * second factors, role changes, disabling and enabling, and resetting someone's factors. Every
 * change ends the account's sessions where the issue says so, is audited in the same
 * transaction, and never touches the acting admin's own account or leaves no active admin.
 */
import type { AdminRole } from '../../domain/admin.ts';
import type { Db } from '../platform/db.server.ts';
import { type AdminUser, adminRoles, toAdminUser } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { resetFactorsOf } from './factor-reset.server.ts';
import { type SecondFactors, secondFactorsOf } from './second-factor.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

export interface AccountListing extends AdminUser {
  factors: SecondFactors;
}

/** Every account (active first, then by e-mail) with its second factors. */
export async function listAccounts(db: Db): Promise<AccountListing[]> {
  const rows = await db.selectFrom('admin_users').selectAll().orderBy('disabled').orderBy('email').execute();
  return Promise.all(rows.map(async (row) => ({ ...toAdminUser(row), factors: await secondFactorsOf(db, row.id) })));
}

export type ManageProblem = 'notFound' | 'self' | 'lastAdmin' | 'role' | 'unchanged';
export type ManageResult = { ok: true; user: AdminUser } | { ok: false; problem: ManageProblem };

export interface Actor {
  id: string;
  email: string;
}

interface Context {
  ip?: string | null;
  now?: Date;
}

async function activeAdminsBesides(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Loads the target inside the transaction and applies the rules every change shares: not the
 * actor, and (when the change takes an admin away) not the last active admin.
 */
async function target(db: Db, userId: string, actor: Actor, removesAdmin: boolean) {
  if (userId === actor.id) return { ok: false, problem: 'self' } as const;
  const row = await db.selectFrom('admin_users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return { ok: false, problem: 'notFound' } as const;
  if (removesAdmin && row.role === 'admin' && !row.disabled && (await activeAdminsBesides(db, userId)) === 0)
    return { ok: false, problem: 'lastAdmin' } as const;
  return { ok: true, row } as const;
}

/** A new role; the account's sessions end, so it signs in again under the new one. */
export async function changeRole(
  db: Db,
  userId: string,
  role: string,
  actor: Actor,
  context: Context = {},
): Promise<ManageResult> {
  if (!(adminRoles as readonly string[]).includes(role)) return { ok: false, problem: 'role' };
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const found = await target(trx, userId, actor, role !== 'admin');
    if (!found.ok) return found;
    if (found.row.role === role) return { ok: false, problem: 'unchanged' } as const;
    await trx
      .updateTable('admin_users')
      .set({ role: role as AdminRole, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await deleteUserSessions(trx, userId);
    await recordAudit(trx, {
      action: 'user.role',
      actor,
      target: { type: 'user', id: userId },
      detail: { email: found.row.email, from: found.row.role, to: role },
      ip: context.ip ?? null,
      now,
    });
    return { ok: true, user: toAdminUser({ ...found.row, role: role as AdminRole }) } as const;
  });
}

/** Disables (ending its sessions) or enables an account; the row stays for the audit trail. */
export async function setAccountDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  actor: Actor,
  context: Context = {},
): Promise<ManageResult> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const found = await target(trx, userId, actor, disabled);
    if (!found.ok) return found;
    if (Boolean(found.row.disabled) === disabled) return { ok: false, problem: 'unchanged' } as const;
    await trx
      .updateTable('admin_users')
      .set({ disabled, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    if (disabled) await deleteUserSessions(trx, userId);
    await recordAudit(trx, {
      action: disabled ? 'user.disable' : 'user.enable',
      actor,
      target: { type: 'user', id: userId },
      detail: { email: found.row.email },
      ip: context.ip ?? null,
      now,
    });
    return { ok: true, user: toAdminUser({ ...found.row, disabled }) } as const;
  });
}

/**
 * Removes every second factor of a colleague who lost theirs (factor-reset.server.ts says what
 * that takes), guarded like every change here: never one's own account.
 */
export async function resetAccountFactors(
  db: Db,
  mailKey: Buffer,
  userId: string,
  actor: Actor,
  context: Context = {},
): Promise<ManageResult> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const found = await target(trx, userId, actor, false);
    if (!found.ok) return found;
    await resetFactorsOf(trx, mailKey, found.row, actor, { ip: context.ip ?? null, now });
    return { ok: true, user: toAdminUser(found.row) } as const;
  });
}
