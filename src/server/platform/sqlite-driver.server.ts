/**
 * Adapter from Node's built-in `node:sqlite` to the statement API Kysely's SqliteDialect
 * expects (better-sqlite3's), so we need no native addon.
 *
 * The differences it bridges: better-sqlite3 takes parameters as one array and exposes
 * `stmt.reader`; node:sqlite takes them spread and exposes `columns()`. node:sqlite also
 * rejects booleans as parameters, so they are bound as 1/0 (SQLite's own boolean storage).
 * Bytes need nothing: a Uint8Array (Buffer included, views honour their offset) is bound as a
 * blob and a blob comes back as a Uint8Array, as pg does with bytea.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Maps one bound value to what node:sqlite accepts; everything else passes through. */
export function toSqliteParam(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  // Kysely never binds undefined, but a stray one would otherwise throw deep in the driver.
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function toSqliteParams(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteParam);
}

function adaptStatement(stmt: StatementSync, prepareAgain: () => StatementSync): SqliteStatement {
  // Statements that return rows (select, pragma, insert … returning) report their columns;
  // Kysely uses `reader` to choose between all() and run().
  const reader = stmt.columns().length > 0;
  return {
    reader,
    all: (parameters) => stmt.all(...toSqliteParams(parameters)),
    run: (parameters) => stmt.run(...toSqliteParams(parameters)),
    // A stream stays open across other queries; a statement of its own keeps a cached one
    // (possibly the same SQL in another request) from resetting it mid-iteration.
    iterate: (parameters) => prepareAgain().iterate(...toSqliteParams(parameters)),
  };
}

/** Prepared statements kept per SQL text; Kysely compiles one query shape to one text. */
const STATEMENT_CACHE_SIZE = 200;

export function toKyselySqlite(database: DatabaseSync): SqliteDatabase {
  // Preparing costs as much as running a small statement, and the same few queries repeat.
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql) => {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = adaptStatement(database.prepare(sql), () => database.prepare(sql));
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
      return statement;
    },
  };
}
