/**
 * Paging and counting the inbox without reading the whole table (issue 23, ADR 023).
 *
 * A page is found by where the last one ended, not by how many rows came before it: the cursor
 * is the (created_at, id) of the row at the edge, and the next page is the rows below it in the
 * newest-first order, `(created_at, id) < (?, ?)` as a row value, which a composite index on
 * both columns serves on SQLite and PostgreSQL alike. Leads arriving meanwhile never shift a
 * page. The cursor travels in the URL (`after=` for 次のページ, `before=` for 前のページ), so
 * paging is plain links and needs no JavaScript; it is opaque to staff but not secret (it holds a
 * timestamp and an id they could see on the page anyway).
 *
 * Counts are exact up to COUNT_LIMIT and read at most that many index entries; above it the
 * inbox says "10,000件以上".
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';

/** Counting stops here; a count that reaches it is "at least". */
export const COUNT_LIMIT = 10_000;

export interface LeadCursor {
  createdAt: string;
  id: string;
  /** 'after': the page below this row (次へ); 'before': the page above it (前へ). */
  direction: 'after' | 'before';
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The URL form of a cursor: base64url of `created_at|id`. */
export function encodeLeadCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(`${row.createdAt}|${row.id}`, 'utf8').toString('base64url');
}

export type CursorParse = { ok: true; cursor: LeadCursor | undefined } | { ok: false };

/**
 * The cursor in a query string: none (the first page), one, or unreadable (hand-edited, cut
 * short, from another version), which the caller answers with the first page and a note.
 */
export function parseLeadCursor(params: URLSearchParams): CursorParse {
  const after = params.get('after');
  const before = params.get('before');
  if (after === null && before === null) return { ok: true, cursor: undefined };
  if (after !== null && before !== null) return { ok: false };
  const token = (after ?? before) as string;
  if (!TOKEN.test(token)) return { ok: false };
  const [createdAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || !ISO_INSTANT.test(createdAt) || !ID.test(id)) return { ok: false };
  if (Number.isNaN(Date.parse(createdAt))) return { ok: false };
  return { ok: true, cursor: { createdAt, id, direction: after !== null ? 'after' : 'before' } };
}

/** How many rows a filtered inbox query has, reading at most COUNT_LIMIT of them. */
export async function boundedCount(db: Db, query: SelectQueryBuilder<Database, 'material_requests', object>) {
  const row = await db
    .selectFrom(query.select(sql.lit(1).as('one')).limit(COUNT_LIMIT).as('counted'))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
