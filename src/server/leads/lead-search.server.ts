/**
 * Searching the leads inbox (docs/product.md#leads-inbox): one text box finds a lead by name,
 * reading (フリガナ), e-mail, organization, phone number or postal code, with kana and letters in
 * any form: ｻﾄｳ, さとう and サトウ find the same lead, as do ＳＡＴＯ and sato.
 *
 * The folding (foldForSearch: NFKC, hiragana as katakana, lower case) is done in JavaScript,
 * because SQLite and PostgreSQL share no NFKC or kana folding of their own. So each lead keeps
 * its folded text in `search_text`, written with every change to the fields it is built from
 * (the request's insert, retention's anonymisation; migration 0011 filled it for the rows
 * before), and the query is folded the same way before a plain LIKE. A `%…%` LIKE reads the
 * whole table either way (no B-tree index helps it); that is a few thousand rows a year here,
 * and pg_trgm, which could index it, has no SQLite counterpart.
 *
 * Phone numbers and postal codes are digits in their own columns, so they are searched by the
 * digits typed, with or without hyphens or 〒.
 */
import { type RawBuilder, sql } from 'kysely';
import { foldForSearch } from '../../domain/lead/kana.ts';
import type { MaterialRequestsTable } from '../platform/schema-leads.server.ts';
import { containsText } from '../platform/search.server.ts';

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
  const digits = text.replace(/\D/g, '');
  const numbers = new Set<string>();
  if (digits.length >= MIN_DIGITS) numbers.add(digits);
  if (/^\+\s*81/.test(text) && digits.length > 2) numbers.add(`0${digits.slice(2)}`);
  const conditions = [containsText('search_text', text)];
  for (const number of numbers) {
    conditions.push(containsText('phone', number), containsText('postal_code', number));
  }
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
