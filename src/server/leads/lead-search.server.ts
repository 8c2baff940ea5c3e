/**
 * Searching the leads inbox (docs/product.md#leads-inbox): one text box finds a lead by name,
 * reading (フリガナ), e-mail, organization, phone number or postal code, with kana and letters in
 * any form: ｻﾄｳ, さとう and サトウ find the same lead, as do ＳＡＴＯ and sato.
 *
 * The folding (foldForSearch: NFKC, hiragana as katakana, lower case) is done in JavaScript,
 * because SQLite and PostgreSQL share no NFKC or kana folding of their own. So each lead keeps
 * its folded text in `search_text`, written with every change to the fields it is built from
 * (the request's insert, retention's anonymisation; migration 0011 filled it for the rows
 * before), and the query is folded the same way. A `%…%` LIKE reads the whole table (no B-tree
 * helps it), so the inbox searches through trigram indexes instead (migration 0020, ADR 023):
 * FTS5's trigram tokenizer on SQLite, pg_trgm on PostgreSQL, both substring matches of the same
 * folded text. A trigram index cannot look up one or two characters: such a query is a LIKE
 * over the newest SHORT_QUERY_SCAN leads only, and the inbox says so.
 *
 * Phone numbers and postal codes are digits in their own columns, so they are searched by the
 * digits typed, with or without hyphens or 〒.
 */
import { type RawBuilder, sql } from 'kysely';
import { foldForSearch } from '../../domain/lead/kana.ts';
import { type Db, type DbDialect, dialectOf } from '../platform/db.server.ts';
import type { MaterialRequestsTable } from '../platform/schema-leads.server.ts';
import { containsText } from '../platform/search.server.ts';
import type { LeadSearchIndex } from './search-worker.server.ts';

/** The fields `search_text` is built from. */
export type LeadSearchFields = Pick<MaterialRequestsTable, 'name' | 'email' | 'organization'> & {
  name_kana?: string | null | undefined;
};

/**
 * The folded text a lead is found by: name, reading, e-mail and organization, one per line (a
 * query, whose white space folds to single spaces, never spans two fields), and the name and
 * reading once more without spaces, so `山田花子` finds `山田 花子` and `やまだはなこ` finds
 * `ヤマダ　ハナコ`.
 */
export function leadSearchText(lead: LeadSearchFields): string {
  const name = foldForSearch(lead.name);
  const kana = foldForSearch(lead.name_kana ?? '');
  const lines = [name, kana, foldForSearch(lead.email), foldForSearch(lead.organization)];
  for (const spaced of [name, kana]) if (spaced.includes(' ')) lines.push(spaced.replaceAll(' ', ''));
  return lines.filter((line) => line !== '').join('\n');
}

/** Digits typed for a phone number or postal code shorter than this are not searched as such. */
const MIN_DIGITS = 3;

/**
 * The inbox's search condition for what was typed: the folded text anywhere in `search_text`,
 * or its digits (at least three) in the phone number or the postal code. A Japanese number is
 * stored nationally, so `+81 90 1234` is also looked for as `0901234`.
 */
export function leadSearchCondition(query: string): RawBuilder<boolean> | undefined {
  const text = foldForSearch(query);
  if (text === '') return undefined;
  const numbers = searchNumbers(text);
  const conditions = [containsText('search_text', text)];
  for (const number of numbers) {
    conditions.push(containsText('phone', number), containsText('postal_code', number));
  }
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** The digit strings a folded query is also looked for as, in the phone and postal code. */
function searchNumbers(text: string): Set<string> {
  const digits = text.replace(/\D/g, '');
  const numbers = new Set<string>();
  if (digits.length >= MIN_DIGITS) numbers.add(digits);
  if (/^\+\s*81/.test(text) && digits.length > 2) numbers.add(`0${digits.slice(2)}`);
  return numbers;
}

/** A trigram index finds substrings of at least this many characters. */
export const TRIGRAM_MIN_LENGTH = 3;
/** How many of the newest leads a shorter query is looked for in. */
export const SHORT_QUERY_SCAN = 5_000;
/**
 * At most this many matches, the most recently stored, are read from the search index: the
 * page and its counts then read these rows one by one (about 0.01 ms each at a million leads,
 * on the server's loop), so a query found in most leads costs what a precise one does.
 */
export const SEARCH_MATCH_LIMIT = 1_000;

/**
 * How the inbox searches for what was typed: the same matches as leadSearchCondition, found
 * through an index. On SQLite an FTS5 trigram expression (`fts`), matched by
 * leadSearchRowids, newest first and at most SEARCH_MATCH_LIMIT, so a query found in most rows
 * stays a bounded read for the page and its counts. On PostgreSQL leadSearchCondition itself,
 * whose `lower(…) like` the pg_trgm indexes serve. One or two characters, which no trigram
 * holds, are looked for in the newest SHORT_QUERY_SCAN leads only (`short`).
 */
export type LeadSearchPlan =
  | { fts: string; condition?: undefined; short: false }
  | { fts?: undefined; condition: RawBuilder<boolean>; short: boolean };

/**
 * An FTS5 phrase: the text as one quoted string, its quotes doubled, never query syntax. A NUL
 * would end the string early in SQLite (an unterminated phrase); it becomes U+FFFD, as every
 * stored string's does (platform/db-text.server.ts).
 */
const phrase = (text: string): string => `"${text.replaceAll('"', '""').replaceAll('\u0000', '\uFFFD')}"`;

export function leadSearchPlan(dialect: DbDialect, query: string): LeadSearchPlan | undefined {
  const text = foldForSearch(query);
  const like = leadSearchCondition(query);
  if (text === '' || !like) return undefined;
  // Bounded to the newest leads by resolveLeadSearch.
  if ([...text].length < TRIGRAM_MIN_LENGTH) return { condition: like, short: true };
  if (dialect === 'postgres') return { condition: like, short: false };
  const terms = [`search_text : ${phrase(text)}`];
  for (const number of searchNumbers(text)) terms.push(`{phone postal_code} : ${phrase(number)}`);
  return { fts: terms.join(' OR '), short: false };
}

/**
 * The rowids an FTS5 expression matches, newest first, at most `limit`: on the calling thread
 * (scripts, tests); the server uses its worker (search-worker.server.ts) instead.
 */
export async function leadSearchRowids(db: Db, expression: string, limit: number): Promise<number[]> {
  const { rows } = await sql<{ r: number }>`select rowid as r from material_requests_fts
    where material_requests_fts match ${expression} order by rowid desc limit ${limit}`.execute(db);
  return rows.map((row) => Number(row.r));
}

/** The leads with these rowids, as one bound parameter whatever their number. */
export const rowidCondition = (rowids: number[]): RawBuilder<boolean> =>
  sql<boolean>`material_requests.rowid in (select value from json_each(${JSON.stringify(rowids)}))`;

export interface ResolvedSearch {
  condition?: RawBuilder<boolean> | undefined;
  /** One or two characters: only the newest leads were looked through. */
  short: boolean;
  /** The matches are few by construction (the index's limit, or the newest leads): count them all. */
  bounded: boolean;
  /** The index had more matches than SEARCH_MATCH_LIMIT: only the newest were kept. */
  capped: boolean;
}

/** The inbox's search as a condition, its index lookup done (on `index`, the worker, if given). */
export async function resolveLeadSearch(
  db: Db,
  query: string | undefined,
  index?: LeadSearchIndex,
): Promise<ResolvedSearch> {
  const plan = query ? leadSearchPlan(dialectOf(db), query) : undefined;
  if (!plan) return { short: false, bounded: false, capped: false };
  if (plan.short) {
    // The newest leads as a range of the created_at index, its start looked up first so that
    // both planners see a value (PostgreSQL plans a subquery's result as a third of the table).
    const oldest = await db
      .selectFrom('material_requests')
      .select('created_at')
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(SHORT_QUERY_SCAN - 1)
      .executeTakeFirst();
    const condition = oldest
      ? sql<boolean>`(created_at >= ${oldest.created_at} and ${plan.condition})`
      : plan.condition;
    return { condition, short: true, bounded: true, capped: false };
  }
  if (plan.fts === undefined) return { condition: plan.condition, short: false, bounded: false, capped: false };
  const rowids = index
    ? await index.match(plan.fts, SEARCH_MATCH_LIMIT)
    : await leadSearchRowids(db, plan.fts, SEARCH_MATCH_LIMIT);
  return {
    condition: rowidCondition(rowids),
    short: false,
    bounded: true,
    capped: rowids.length >= SEARCH_MATCH_LIMIT,
  };
}
