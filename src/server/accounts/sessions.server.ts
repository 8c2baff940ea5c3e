/**
 * Admin sessions in the database. The cookie carries a random 256-bit token; the table keeps
 * only its SHA-256, so a leaked database (or backup) holds no usable session. A session ends
 * after 8 hours without a request, after 7 days in any case, at logout, and when the user is
 * disabled or given a new password. Every login gets a fresh token (no fixation).
 */

import { createHash, randomBytes } from 'node:crypto';
import type { AdminRole } from '../../domain/admin.ts';
import type { Db } from '../platform/db.server.ts';
import type { SessionStage } from '../platform/schema.server.ts';

export type { SessionStage };

/** The cookie's name over plain HTTP (development, tests on loopback). */
export const SESSION_COOKIE = 'pelvia_admin_session';
/**
 * Over HTTPS: a `__Host-` cookie is only accepted by browsers when Secure, for Path=/ and
 * without Domain, so neither a sibling subdomain nor a plain-HTTP page can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** A session waiting for its second factor (stage 'factor') lasts this long. */
export const FACTOR_STEP_MS = 10 * 60_000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  role: AdminRole;
  /** The session's id (token hash), for logout. */
  sessionId: string;
  /** 'full' when signed in; 'factor' and 'enrol' open only their own page (middleware). */
  stage: SessionStage;
  /** ISO-8601 UTC: when the password and a factor were last given in this session, if ever. */
  reauthAt: string | null;
}

export interface NewSession {
  /** Goes into the cookie; not stored. */
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: string,
  context: {
    ip?: string | null;
    userAgent?: string | null;
    now?: Date;
    stage?: SessionStage;
    /** When the password and a factor were given (a full sign-in counts as re-authentication). */
    reauthAt?: Date | null;
  } = {},
): Promise<NewSession> {
  const now = context.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const stage = context.stage ?? 'full';
  const expiresAt = new Date(now.getTime() + (stage === 'factor' ? FACTOR_STEP_MS : SESSION_ABSOLUTE_MS));
  await db
    .insertInto('admin_sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      ip: context.ip?.slice(0, 100) ?? null,
      user_agent: context.userAgent?.slice(0, 500) ?? null,
      stage,
      reauth_at: context.reauthAt ? context.reauthAt.toISOString() : null,
    })
    .execute();
  return { token, expiresAt };
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signed-in user for a cookie token, or null when the token is unknown, idle too long,
 * past its absolute limit or its user is disabled. Ended sessions are deleted on sight.
 */
export async function readSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token || !TOKEN.test(token)) return null;
  const id = hashToken(token);
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select([
      'admin_sessions.last_seen_at',
      'admin_sessions.expires_at',
      'admin_sessions.stage',
      'admin_sessions.reauth_at',
      'admin_users.id as user_id',
      'admin_users.email',
      'admin_users.display_name',
      'admin_users.role',
      'admin_users.disabled',
    ])
    .where('admin_sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const iso = now.toISOString();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  if (row.expires_at <= iso || row.last_seen_at <= idleSince || row.disabled) {
    await deleteSession(db, id);
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_INTERVAL_MS) {
    await db.updateTable('admin_sessions').set({ last_seen_at: iso }).where('id', '=', id).execute();
  }
  return {
    id: row.user_id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    sessionId: id,
    stage: row.stage,
    reauthAt: row.reauth_at,
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
}

/** Removes every ended session (idle or past its limit); returns how many. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const result = await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', idleSince)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires?: Date;
}

/**
 * The session cookie's name for a request: `__Host-` prefixed over HTTPS (`locals.https`:
 * TLS, a trusted X-Forwarded-Proto or an https SITE_URL). Only the name in force is read, so
 * a plain cookie planted over HTTP is never taken for a session on the HTTPS site.
 */
export const sessionCookieName = (https: boolean): string => (https ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** HttpOnly, SameSite=Lax and Path=/ always, never a Domain; Secure over HTTPS. */
export function sessionCookieOptions(https: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: https, path: '/', ...(expires ? { expires } : {}) };
}
