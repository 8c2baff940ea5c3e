/**
 * One's own sessions (ASVS 5.0 7.5.2): listed with a readable device, the address and the times,
 * and ended one by one or all but the current one. Only the owner's rows are ever touched: the
 * user id is part of every statement. A session is named on the page by a short id derived from
 * its stored hash, never by the hash itself, so the page holds nothing a cookie could be made of
 * or matched against a leaked table.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../platform/db.server.ts';
import { recordAudit } from './audit.server.ts';
import { SESSION_IDLE_MS } from './sessions.server.ts';
import { describeUserAgent } from './user-agent.server.ts';

export interface UserSession {
  /** A public handle for the end-this-session form (not the stored hash). */
  handle: string;
  /** 「Chrome / macOS」, or null when the User-Agent says nothing recognisable. */
  device: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const handleOf = (sessionId: string): string =>
  createHash('sha256').update(`session-handle:${sessionId}`).digest('base64url').slice(0, 22);

/** The user's live sessions ('full' ones: a half sign-in is not a device), newest use first. */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<UserSession[]> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('stage', '=', 'full')
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    handle: handleOf(row.id),
    device: describeUserAgent(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === currentSessionId,
  }));
}

export interface SessionActor {
  id: string;
  email: string;
  /** The session the request came with. */
  sessionId: string;
}

/** Ends one of the user's other sessions, named by its handle. The current one is ended by signing out. */
export async function endSession(
  db: Db,
  actor: SessionActor,
  handle: string,
  context: { ip?: string | null; now?: Date } = {},
): Promise<{ ok: true } | { ok: false; problem: 'notFound' | 'current' }> {
  const rows = await db.selectFrom('admin_sessions').select('id').where('user_id', '=', actor.id).execute();
  const row = rows.find((candidate) => handleOf(candidate.id) === handle);
  if (!row) return { ok: false, problem: 'notFound' };
  if (row.id === actor.sessionId) return { ok: false, problem: 'current' };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_sessions').where('id', '=', row.id).where('user_id', '=', actor.id).execute();
    await recordAudit(trx, {
      action: 'session.end',
      actor: { id: actor.id, email: actor.email },
      target: { type: 'admin_user', id: actor.id },
      ip: context.ip ?? null,
      now: context.now,
    });
  });
  return { ok: true };
}

/**
 * Ends every session of the user but `keepSessionId` (null: all of them); returns how many.
 * The password change, the e-mail change and a role change call it; so does 「他をすべて終了」.
 * Audited as `session.end_others` only when `audit` is given (the callers that change a
 * credential audit their own change).
 */
export async function endOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
  audit?: { actor: { id: string; email: string }; ip?: string | null; now?: Date },
): Promise<number> {
  let query = db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const ended = Number((await query.executeTakeFirst()).numDeletedRows);
  if (audit) {
    await recordAudit(db, {
      action: 'session.end_others',
      actor: audit.actor,
      target: { type: 'admin_user', id: userId },
      detail: { ended },
      ip: audit.ip ?? null,
      now: audit.now,
    });
  }
  return ended;
}
