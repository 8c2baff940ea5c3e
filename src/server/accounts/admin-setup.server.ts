/**
 * The first admin account without a shell: when the server starts and no account exists at
 * all, it logs a one-time URL (the setup page with a token, valid one hour; the caller says
 * where that page is) whose page creates the first admin. Only the token's SHA-256 is stored; the URL stops working once used, once it
 * expires, or as soon as any account exists (e.g. one made with `npm run admin`).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import {
  type AdminUser,
  countAdminUsers,
  newAdminUserRow,
  toAdminUser,
  type UserProblem,
} from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { createSession, hashToken, type NewSession } from './sessions.server.ts';

export const SETUP_TOKEN_TTL_MS = 60 * 60_000;

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

const SETUP_MESSAGE =
  'No admin account yet. Open this one-time URL within 1 hour to create the first admin (or run `npm run admin -- user:create`).';

/**
 * At boot: with no account at all, logs the setup URL (`setupUrl` of a fresh token) and returns
 * it; otherwise null. The log line is JSON, where nobody finds the URL to copy (issue 30), so
 * `print` (the process's stdout) also gets it as plain lines of their own, the URL alone on one.
 */
export async function announceSetupUrl(deps: {
  db: Db;
  log: Logger;
  setupUrl: (token: string) => string;
  print?: (text: string) => void;
}): Promise<string | null> {
  if ((await countAdminUsers(deps.db)) > 0) return null;
  const token = await createSetupToken(deps.db);
  const url = deps.setupUrl(token);
  deps.log.warn({ setupUrl: url }, SETUP_MESSAGE);
  deps.print?.(`\n${SETUP_MESSAGE}\n\n${url}\n\n`);
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
  | { ok: false; problem: UserProblem | 'token' | 'alreadySetUp' };

/** Rolls the setup transaction back with the answer the form gets. */
class SetupRefused extends Error {
  readonly problem: 'token' | 'alreadySetUp';
  constructor(problem: 'token' | 'alreadySetUp') {
    super(problem);
    this.problem = problem;
  }
}

/**
 * Creates the first admin with a valid token, uses the token up and signs the new admin in.
 * The account, the setup guard row (admin_setup_claim) and the token are written in one
 * transaction: of two forms sent at once, whichever inserts the guard row first commits; the
 * other rolls back (its account with it) and is told an account already exists.
 */
export async function completeSetup(
  db: Db,
  token: string,
  input: { email: string; displayName: string; password: string },
  context: { ip?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<SetupResult> {
  const now = context.now ?? new Date();
  if (!(await isSetupTokenValid(db, token, now))) return { ok: false, problem: 'token' };
  // Hashed before the transaction: argon2id takes long enough to hold up every other writer.
  const prepared = await newAdminUserRow({ ...input, role: 'admin' }, now);
  if (!prepared.ok) return prepared;
  const { row } = prepared;
  const iso = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('admin_users').values(row).execute();
      // PostgreSQL holds a second insert of the same key until the first transaction ends.
      const claimed = await trx
        .insertInto('admin_setup_claim')
        .values({ slot: 'first', user_id: row.id, created_at: iso })
        .onConflict((oc) => oc.column('slot').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) throw new SetupRefused('alreadySetUp');
      const used = await trx
        .updateTable('admin_setup_tokens')
        .set({ used_at: iso })
        .where('id', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', iso)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new SetupRefused('token');
      // An account made another way (npm run admin) before this one also ends the setup.
      if ((await countAdminUsers(trx)) !== 1) throw new SetupRefused('alreadySetUp');
    });
  } catch (error) {
    if (error instanceof SetupRefused) return { ok: false, problem: error.problem };
    // The same e-mail typed into both forms: the loser's insert fails on the unique e-mail.
    if ((await countAdminUsers(db)) > 0) return { ok: false, problem: 'alreadySetUp' };
    throw error;
  }
  const user = toAdminUser(row);
  const actor = { id: user.id, email: user.email };
  await recordAudit(db, {
    action: 'setup.first_admin',
    actor,
    target: { type: 'user', id: user.id },
    detail: { email: user.email, role: 'admin' },
    ip: context.ip ?? null,
    now,
  });
  // The first admin enrols a second factor before any admin page opens (stage 'enrol').
  const session = await createSession(db, user.id, { ...context, now, stage: 'enrol' });
  return { ok: true, user, session };
}
