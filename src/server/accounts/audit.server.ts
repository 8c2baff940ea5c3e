/**
 * The audit log: who did what, when, to what and from which IP, for every sign-in and every
 * write in the admin area (and the CLI). Entries are only ever appended.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditAction } from '../../domain/admin.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import type { AuditLogTable } from '../platform/schema.server.ts';
import { containsText } from '../platform/search.server.ts';

export interface AuditEntry {
  action: AuditAction;
  /** Who: the signed-in user, or null for an anonymous attempt or the command line. */
  actor?: { id: string; email: string } | null;
  /** For a failed login to an existing account, its e-mail (a typed e-mail naming no account is not kept). */
  actorEmail?: string | null;
  target?: { type: string; id: string } | null;
  /** What changed; stored as JSON. Never a password or a token. */
  detail?: Record<string, unknown> | null;
  ip?: string | null;
  now?: Date;
}

export type AuditRecord = Selectable<AuditLogTable>;

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      created_at: (entry.now ?? eventTime()).toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? entry.actorEmail?.slice(0, 320) ?? null,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip: entry.ip ?? null,
    })
    .execute();
}

export interface AuditFilter {
  action?: AuditAction | undefined;
  /** Part of the actor's e-mail. */
  actor?: string | undefined;
  /** ISO-8601 UTC bounds, inclusive from and exclusive to. */
  from?: string | undefined;
  to?: string | undefined;
}

export const AUDIT_PAGE_SIZE = 50;
const MAX_PAGE = 1_000_000;

/** Newest first, one page, with the total for the pager. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
): Promise<{ rows: AuditRecord[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actor) query = query.where(containsText('actor_email', filter.actor));
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  // The page comes from the query string: a huge or non-finite one is just a page past the end.
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_PAGE);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((current - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
