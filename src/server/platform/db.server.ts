/**
 * The database handle: SQLite (node:sqlite, no native addon) by default, PostgreSQL when a
 * DATABASE_URL is configured. Both run the same migrations and the same queries; the storage
 * conventions that make that possible are written down in migrate.server.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { type ClientConfig, Pool } from 'pg';
import { ReplaceNulPlugin } from './db-text.server.ts';
import type { Database } from './schema.server.ts';
import { toKyselySqlite } from './sqlite-driver.server.ts';

export type Db = Kysely<Database>;

/** `poolMax`: PostgreSQL connections of this handle (a worker thread's own pool is small, ADR 029). */
export type DbOptions = { dataDir: string } | { databaseUrl: string; searchPath?: string; poolMax?: number };

export type DbDialect = 'sqlite' | 'postgres';

export const SQLITE_FILE_NAME = 'site.db';

/** A NUL in any input never reaches a query (src/server/platform/db-text.server.ts). */
const plugins = [new ReplaceNulPlugin()];

export function createDb(options: DbOptions): Db {
  if ('databaseUrl' in options) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(options) }), plugins });
  }
  const { dataDir } = options;
  // Opened on first query, so building a handle (e.g. at import time) touches no files.
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: async () => toKyselySqlite(openSqlite(dataDir)) }),
    plugins,
  });
}

function openSqlite(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE_NAME);
  // Every lead and account is in here: created owner-only (0600), which SQLite then gives its
  // -wal and -shm files too. 'wx' leaves an existing file (and its mode) alone.
  try {
    writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const database = new DatabaseSync(file);
  // busy_timeout first: switching to WAL needs a lock another process may hold.
  // WAL + NORMAL is durable across application crashes and lets readers run beside the writer.
  database.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
  `);
  return database;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * How to reach PostgreSQL: the pool and the content listener (content-version.server.ts)
 * connect the same way, so both see the same schema.
 */
export function postgresConfig(options: { databaseUrl: string; searchPath?: string }): ClientConfig {
  const { databaseUrl, searchPath } = options;
  if (searchPath !== undefined && !SCHEMA_NAME.test(searchPath)) {
    // It goes into a startup parameter unquoted, so only plain identifiers are allowed.
    throw new Error(`Invalid searchPath: ${JSON.stringify(searchPath)}`);
  }
  return {
    connectionString: databaseUrl,
    // A startup parameter applies to every connection from its first query on.
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  };
}

function createPool(options: { databaseUrl: string; searchPath?: string; poolMax?: number }): Pool {
  const pool = new Pool({ ...postgresConfig(options), ...(options.poolMax ? { max: options.poolMax } : {}) });
  // An idle client that loses its connection is removed from the pool and the next query
  // opens a new one; without a listener the 'error' event would crash the process.
  pool.on('error', () => {});
  return pool;
}

/** For the rare query that must differ between the two databases. */
export function dialectOf<DB>(db: Kysely<DB>): DbDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Cheap liveness probe for /healthz: never throws. */
export async function checkDb<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
