/**
 * Whether every account must have a second factor. Required unless an admin lifted it in
 * /admin/users (audited; the dashboard then shows a warning). One row, id 1; none means required.
 */
import type { Db } from '../platform/db.server.ts';
import { recordAudit } from './audit.server.ts';

export async function secondFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('account_policy')
    .select('require_second_factor')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row === undefined ? true : Boolean(row.require_second_factor);
}

export async function setSecondFactorRequired(
  db: Db,
  required: boolean,
  actor: { id: string; email: string },
  context: { ip?: string | null; now?: Date } = {},
): Promise<void> {
  const now = context.now ?? new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_policy')
      .values({ id: 1, require_second_factor: required, updated_at: at, updated_by: actor.id })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ require_second_factor: required, updated_at: at, updated_by: actor.id }),
      )
      .execute();
    await recordAudit(trx, {
      action: 'policy.second_factor',
      actor,
      ip: context.ip ?? null,
      now,
      detail: { required },
    });
  });
}
