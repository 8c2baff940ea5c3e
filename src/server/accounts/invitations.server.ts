/**
 * Staff invitations: an admin (or the command line) invites an e-mail address with a role; the
 * link is single-use, kept only as a SHA-256, valid 7 days, revocable, and re-sendable (a new
 * token, so the old link dies). No role invites above itself. Accepting creates the account
 * with the invited role and an 'enrol' session: the invitee enrols a second factor in the same
 * visit. Each step is audited and its mail queued in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '../../domain/admin.ts';
import type { Db } from '../platform/db.server.ts';
import { queueAccountMail } from './account-mail-queue.server.ts';
import {
  type AdminUser,
  adminRoles,
  findUserByEmail,
  newAdminUserRow,
  normaliseEmail,
  toAdminUser,
  type UserProblem,
} from './admin-users.server.ts';
import { recordAudit } from './audit.server.ts';
import { expiryFrom, INVITATION_TTL_MS, isLive, linkTokenHash, newLinkToken } from './link-tokens.server.ts';
import { createSession, type NewSession } from './sessions.server.ts';

/** Higher may invite lower or equal; never above itself (as Ghost). */
const ROLE_RANK: Record<AdminRole, number> = { staff: 1, admin: 2 };
export const canInviteRole = (inviter: AdminRole, role: AdminRole): boolean => ROLE_RANK[role] <= ROLE_RANK[inviter];

/** Who invites: a signed-in user, or the command line (an operator with the shell: any role). */
export type Inviter =
  | { kind: 'user'; id: string; email: string; displayName: string; role: AdminRole }
  | { kind: 'cli'; operator: string };

export interface InvitationContext {
  mailKey: Buffer;
  /** The absolute link for a token (paths.ts invitationUrlOn): the server names no URL. */
  linkFor: (token: string) => string;
  ip?: string | null;
  now?: Date;
}

export interface Invitation {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export type InvitationProblem = 'email' | 'role' | 'above' | 'taken' | 'pending' | 'notFound';

export type InvitationResult =
  | { ok: true; invitation: Invitation; link: string }
  | { ok: false; problem: InvitationProblem };

const auditActor = (inviter: Inviter) =>
  inviter.kind === 'user' ? { id: inviter.id, email: inviter.email } : { id: 'cli', email: 'cli' };
const inviterName = (inviter: Inviter) => (inviter.kind === 'user' ? inviter.displayName : inviter.operator);

/** An invitation that can still be accepted: neither accepted nor revoked (expired or not). */
const open = (db: Db) =>
  db.selectFrom('admin_invitations').selectAll().where('accepted_at', 'is', null).where('revoked_at', 'is', null);

function toInvitation(
  row: { id: string; email: string; role: AdminRole; created_at: string; expires_at: string },
  now: Date,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: !isLive(row.expires_at, now),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An address worth mailing: one @, a dot after it, no spaces or control characters, at most 254. */
export const isEmailShaped = (email: string): boolean =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  email.length <= 254 && EMAIL.test(email) && !/[\u0000-\u001f\u007f<>"]/.test(email);

export async function createInvitation(
  db: Db,
  input: { email: string; role: string },
  inviter: Inviter,
  context: InvitationContext,
): Promise<InvitationResult> {
  const now = context.now ?? new Date();
  const email = normaliseEmail(input.email);
  if (!isEmailShaped(email)) return { ok: false, problem: 'email' };
  if (!(adminRoles as readonly string[]).includes(input.role)) return { ok: false, problem: 'role' };
  const role = input.role as AdminRole;
  // The page is admin-only already; the rule lives here so no other caller can break it.
  if (inviter.kind === 'user' && !canInviteRole(inviter.role, role)) return { ok: false, problem: 'above' };
  if (await findUserByEmail(db, email)) return { ok: false, problem: 'taken' };
  const live = await open(db).where('email', '=', email).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  if (live) return { ok: false, problem: 'pending' };
  const { token, hash } = newLinkToken();
  const link = context.linkFor(token);
  const row = {
    id: randomUUID(),
    token_hash: hash,
    email,
    role,
    invited_by: inviter.kind === 'user' ? inviter.id : null,
    created_at: now.toISOString(),
    expires_at: expiryFrom(now, INVITATION_TTL_MS),
    accepted_at: null,
    accepted_user_id: null,
    revoked_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('admin_invitations').values(row).execute();
    await queueAccountMail(
      trx,
      context.mailKey,
      { type: 'invitation', to: email, link, role, inviter: inviterName(inviter), expiresAt: row.expires_at },
      now,
    );
    await recordAudit(trx, {
      action: 'invitation.create',
      actor: auditActor(inviter),
      target: { type: 'invitation', id: row.id },
      detail: { email, role, ...(inviter.kind === 'cli' ? { operator: inviter.operator } : {}) },
      ip: context.ip ?? null,
      now,
    });
  });
  return { ok: true, invitation: toInvitation(row, now), link };
}

/** A new token and a new 7 days for an invitation not yet accepted or revoked; the old link dies. */
export async function resendInvitation(
  db: Db,
  id: string,
  inviter: Inviter,
  context: InvitationContext,
): Promise<InvitationResult> {
  const now = context.now ?? new Date();
  const row = await open(db).where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, problem: 'notFound' };
  if (inviter.kind === 'user' && !canInviteRole(inviter.role, row.role)) return { ok: false, problem: 'above' };
  if (await findUserByEmail(db, row.email)) return { ok: false, problem: 'taken' };
  const { token, hash } = newLinkToken();
  const link = context.linkFor(token);
  const expires_at = expiryFrom(now, INVITATION_TTL_MS);
  const done = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('admin_invitations')
      .set({ token_hash: hash, expires_at, created_at: now.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await queueAccountMail(
      trx,
      context.mailKey,
      { type: 'invitation', to: row.email, link, role: row.role, inviter: inviterName(inviter), expiresAt: expires_at },
      now,
    );
    await recordAudit(trx, {
      action: 'invitation.resend',
      actor: auditActor(inviter),
      target: { type: 'invitation', id },
      detail: { email: row.email, role: row.role },
      ip: context.ip ?? null,
      now,
    });
    return true;
  });
  if (!done) return { ok: false, problem: 'notFound' };
  return { ok: true, invitation: toInvitation({ ...row, expires_at, created_at: now.toISOString() }, now), link };
}

export async function revokeInvitation(
  db: Db,
  id: string,
  actor: { id: string; email: string },
  context: { ip?: string | null; now?: Date } = {},
): Promise<{ ok: true } | { ok: false; problem: 'notFound' }> {
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('admin_invitations').select(['email']).where('id', '=', id).executeTakeFirst();
    const updated = await trx
      .updateTable('admin_invitations')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row || Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'notFound' } as const;
    await recordAudit(trx, {
      action: 'invitation.revoke',
      actor,
      target: { type: 'invitation', id },
      detail: { email: row.email },
      ip: context.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/** Invitations neither accepted nor revoked, newest first; expired ones too, so they can be re-sent. */
export async function listOpenInvitations(db: Db, now = new Date()): Promise<Invitation[]> {
  const rows = await open(db).orderBy('created_at', 'desc').execute();
  return rows.map((row) => toInvitation(row, now));
}

/** The invitation a link opens, when it is still good: unknown, used, revoked and expired look alike. */
export async function usableInvitation(db: Db, token: string | null | undefined, now = new Date()) {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const row = await open(db).where('token_hash', '=', hash).executeTakeFirst();
  return row && isLive(row.expires_at, now) ? toInvitation(row, now) : null;
}

export type AcceptResult =
  | { ok: true; user: AdminUser; session: NewSession }
  | { ok: false; problem: 'invalid' | Exclude<UserProblem, 'email' | 'role' | 'notFound'> };

/**
 * Creates the invited account and its 'enrol' session. Single-use under concurrent submits:
 * only the post whose conditional update claims the invitation creates an account.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { displayName: string; password: string },
  context: { ip?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<AcceptResult> {
  const now = context.now ?? new Date();
  const invitation = await usableInvitation(db, token, now);
  if (!invitation) return { ok: false, problem: 'invalid' };
  const prepared = await newAdminUserRow({ email: invitation.email, role: invitation.role, ...input }, now);
  if (!prepared.ok) {
    const { problem } = prepared;
    if (problem === 'email' || problem === 'role' || problem === 'notFound') return { ok: false, problem: 'invalid' };
    return { ok: false, problem };
  }
  const { row } = prepared;
  // An account made for this address since (user:create) rolls the claim back: the link stays open.
  const taken = new Error('taken');
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable('admin_invitations')
        .set({ accepted_at: now.toISOString(), accepted_user_id: row.id })
        .where('id', '=', invitation.id)
        .where('token_hash', '=', linkTokenHash(token) ?? '')
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      if (await findUserByEmail(trx, invitation.email)) throw taken;
      await trx.insertInto('admin_users').values(row).execute();
      await recordAudit(trx, {
        action: 'invitation.accept',
        actor: { id: row.id, email: row.email },
        target: { type: 'invitation', id: invitation.id },
        detail: { role: row.role },
        ip: context.ip ?? null,
        now,
      });
      return createSession(trx, row.id, {
        ip: context.ip ?? null,
        userAgent: context.userAgent ?? null,
        now,
        stage: 'enrol',
      });
    })
    .catch((error: unknown) => {
      if (error === taken) return 'taken' as const;
      throw error;
    });
  if (outcome === null) return { ok: false, problem: 'invalid' };
  if (outcome === 'taken') return { ok: false, problem: 'taken' };
  return { ok: true, user: toAdminUser(row), session: outcome };
}
