/**
 * The first admin account without a shell: when the server starts and no account exists at
 * all, it logs a one-time URL (`/admin/setup?token=…`, valid one hour) whose page creates the
 * first admin. Only the token's SHA-256 is stored; the URL stops working once used, once it
 * expires, or as soon as any account exists (e.g. one made with `npm run admin`).
 */
import { randomBytes } from 'node:crypto';
import { type AdminUser, countAdminUsers, createAdminUser, type UserProblem } from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import type { Db } from './db.server.ts';
import type { Logger } from './logger.server.ts';
import { createSession, hashToken, type NewSession } from './sessions.server.ts';

export const SETUP_TOKEN_TTL_MS = 60 * 60_000;
export const SETUP_PATH = '/admin/setup';

export async function createSetupToken(db: Db, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('admin_setup_tokens')
    .values({
      id: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SETUP_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** At boot: with no account at all, logs the setup URL and returns it; otherwise null. */
export async function announceSetupUrl(deps: { db: Db; log: Logger; siteUrl: string }): Promise<string | null> {
  if ((await countAdminUsers(deps.db)) > 0) return null;
  const token = await createSetupToken(deps.db);
  const url = `${deps.siteUrl}${SETUP_PATH}?token=${token}`;
  deps.log.warn(
    { setupUrl: url },
    'No admin account yet. Open this one-time URL within 1 hour to create the first admin (or run `npm run admin -- user:create`).',
  );
  return url;
}

/** Whether the setup page may be shown for this token. */
export async function isSetupTokenValid(db: Db, token: string | null | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db
    .selectFrom('admin_setup_tokens')
    .select(['expires_at', 'used_at'])
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return false;
  return (await countAdminUsers(db)) === 0;
}

export type SetupResult =
  | { ok: true; user: AdminUser; session: NewSession }
  | { ok: false; problem: UserProblem | 'token' };

/** Creates the first admin with a valid token, uses the token up and signs the new admin in. */
export async function completeSetup(
  db: Db,
  token: string,
  input: { email: string; displayName: string; password: string },
  context: { ip?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<SetupResult> {
  const now = context.now ?? new Date();
  if (!(await isSetupTokenValid(db, token, now))) return { ok: false, problem: 'token' };
  const created = await createAdminUser(db, { ...input, role: 'admin' }, now);
  if (!created.ok) return created;
  // Claimed with a conditional update: of two racing submissions only one keeps its account.
  const claimed = await db
    .updateTable('admin_setup_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1 || (await countAdminUsers(db)) !== 1) {
    await db.deleteFrom('admin_users').where('id', '=', created.user.id).execute();
    return { ok: false, problem: 'token' };
  }
  const actor = { id: created.user.id, email: created.user.email };
  await recordAudit(db, {
    action: 'setup.first_admin',
    actor,
    target: { type: 'user', id: created.user.id },
    detail: { email: created.user.email, role: 'admin' },
    ip: context.ip ?? null,
    now,
  });
  const session = await createSession(db, created.user.id, { ...context, now });
  return { ok: true, user: created.user, session };
}
