/**
 * Re-authentication (ASVS 5.0 7.5.1): the password plus a second factor, given within the last
 * ten minutes in this session, before changing one's password, e-mail or factors, roles or the
 * second-factor policy, managing webhooks or exporting all leads. A full sign-in counts.
 */
import type { Db } from '../platform/db.server.ts';

export const REAUTH_WINDOW_MS = 10 * 60_000;

export function isRecentlyAuthenticated(session: { reauthAt: string | null }, now = new Date()): boolean {
  if (!session.reauthAt) return false;
  const at = Date.parse(session.reauthAt);
  return Number.isFinite(at) && at <= now.getTime() + 60_000 && now.getTime() - at < REAUTH_WINDOW_MS;
}

export async function markReauthenticated(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable('admin_sessions').set({ reauth_at: now.toISOString() }).where('id', '=', sessionId).execute();
}
