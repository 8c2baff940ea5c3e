/**
 * Staff accounts: e-mail (case-insensitive, unique), display name, role, argon2id password.
 * Used by the CLI (scripts/admin.ts), the first-run setup page and the login. Results are
 * values; only the unexpected throws.
 */

import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import type { AdminRole, PasswordProblem } from '../../domain/admin.ts';
import type { Db } from '../platform/db.server.ts';
import type { AdminUsersTable } from '../platform/schema.server.ts';
import { hashPassword, passwordProblem } from './password.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

export const adminRoles: readonly AdminRole[] = ['admin', 'staff'];

export type AdminUserRow = Selectable<AdminUsersTable>;

/** What the rest of the app sees of a user: never the hash. */
export interface AdminUser {
  id: string;
  email: string;
  displayName: string;
  role: AdminRole;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    disabled: Boolean(row.disabled),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const emailSchema = z.email();

export type UserProblem = PasswordProblem | 'email' | 'name' | 'role' | 'taken' | 'notFound';

export type UserResult = { ok: true; user: AdminUser } | { ok: false; problem: UserProblem };

export interface NewAdminUser {
  email: string;
  displayName: string;
  role: string;
  password: string;
}

export type NewAdminUserRow =
  | { ok: true; row: AdminUserRow & Insertable<AdminUsersTable> }
  | { ok: false; problem: UserProblem };

/** Checks the input and hashes the password: the row to insert, not yet written. */
export async function newAdminUserRow(input: NewAdminUser, now = new Date()): Promise<NewAdminUserRow> {
  const email = normaliseEmail(input.email);
  if (!emailSchema.safeParse(email).success || email.length > 254) return { ok: false, problem: 'email' };
  const displayName = input.displayName.trim();
  if (displayName === '' || displayName.length > 100) return { ok: false, problem: 'name' };
  if (!(adminRoles as readonly string[]).includes(input.role)) return { ok: false, problem: 'role' };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, problem };
  const iso = now.toISOString();
  const row = {
    id: randomUUID(),
    email,
    display_name: displayName,
    role: input.role as AdminRole,
    password_hash: await hashPassword(input.password),
    disabled: false,
    created_at: iso,
    updated_at: iso,
    last_login_at: null,
    totp_secret: null,
    totp_last_step: null,
    totp_enrolled_at: null,
    factor_failures: 0,
    factor_blocked_until: null,
    totp_pending: null,
  } satisfies Insertable<AdminUsersTable>;
  return { ok: true, row };
}

export async function createAdminUser(db: Db, input: NewAdminUser, now = new Date()): Promise<UserResult> {
  const email = normaliseEmail(input.email);
  const prepared = await newAdminUserRow(input, now);
  if (!prepared.ok) return prepared;
  if (await findUserByEmail(db, email)) return { ok: false, problem: 'taken' };
  try {
    await db.insertInto('admin_users').values(prepared.row).execute();
  } catch (error) {
    // Another process created the same e-mail between the check and the insert.
    if (await findUserByEmail(db, email)) return { ok: false, problem: 'taken' };
    throw error;
  }
  return { ok: true, user: toAdminUser(prepared.row) };
}

export async function findUserByEmail(db: Db, email: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.selectFrom('admin_users').selectAll().orderBy('email').execute();
  return rows.map(toAdminUser);
}

export async function countAdminUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sets a new password and signs the user out everywhere. */
export async function resetAdminPassword(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<UserResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: false, problem: 'notFound' };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, problem };
  const password_hash = await hashPassword(password);
  const updated_at = now.toISOString();
  await db.updateTable('admin_users').set({ password_hash, updated_at }).where('id', '=', user.id).execute();
  await deleteUserSessions(db, user.id);
  return { ok: true, user: toAdminUser({ ...user, password_hash, updated_at }) };
}

/** Disables the account and ends its sessions; the row stays for the audit trail. */
export async function disableAdminUser(db: Db, email: string, now = new Date()): Promise<UserResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: false, problem: 'notFound' };
  const updated_at = now.toISOString();
  await db.updateTable('admin_users').set({ disabled: true, updated_at }).where('id', '=', user.id).execute();
  await deleteUserSessions(db, user.id);
  return { ok: true, user: toAdminUser({ ...user, disabled: true, updated_at }) };
}
