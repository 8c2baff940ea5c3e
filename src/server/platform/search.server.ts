/**
 * Substring search that behaves the same on SQLite and PostgreSQL: both sides lower-cased
 * (PostgreSQL's LIKE is case-sensitive, SQLite's is not for ASCII) and the user's text escaped,
 * so `%`, `_` and quotes in a search box are matched literally and never reach the SQL as syntax.
 */
import { type RawBuilder, sql } from 'kysely';

export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}
