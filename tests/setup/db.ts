/**
 * Real databases for tests: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Every test gets its own database (a temp folder, or a database of its own on the shared
 * server), so tests run in parallel and never see each other's rows. It starts as a copy of
 * the template migrated once per run (tests/setup/db-template.ts): a file copy on SQLite,
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL (the role needs CREATEDB).
 *
 *   const backends = testBackends();
 *   describe.each(backends)('news on %s', (backend) => {
 *     const t = useTestDb(backend);
 *     it('…', async () => { await latestNews(t.db, …) });
 *   });
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { createDb, type Db, type DbOptions, SQLITE_FILE_NAME } from '../../src/server/platform/db.server.ts';
import { migrateToLatest } from '../../src/server/platform/migrate.server.ts';
import { databaseUrl, runOnPostgres, TEST_SCHEMA } from './postgres.ts';

export type Backend = 'sqlite' | 'postgres';

export interface TestDb {
  backend: Backend;
  db: Db;
  /** The SQLite folder or the PostgreSQL schema. */
  location: string;
  /** How another handle reaches the same database: `createDb(options)`. */
  options: DbOptions;
  cleanup(): Promise<void>;
}

/** The backends this run covers. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

const adminQuery = (text: string) => runOnPostgres(postgresUrl(), text);

/** Random, lower-case and unquoted-safe, so it needs no quoting in SQL. */
const randomName = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 20)}`;

/**
 * A fresh database, migrated (a copy of the run's template) unless `migrate: false` asks for
 * an empty one; call cleanup() when done.
 */
export async function openTestDb(backend: Backend, options: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrated = options.migrate !== false;
  if (backend === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'site-db-test-'));
    if (migrated) await copyFile(inject('sqliteTemplate'), join(dir, SQLITE_FILE_NAME));
    const db = createDb({ dataDir: dir });
    return {
      backend,
      db,
      location: dir,
      options: { dataDir: dir },
      cleanup: async () => {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const template = migrated ? inject('postgresTemplate') : 'template0';
  if (!template) throw new Error('No PostgreSQL template: run through vitest.config.ts (its globalSetup)');
  const database = randomName('t_');
  const url = databaseUrl(postgresUrl(), database);
  // Forced: a handle a failed test left open must not keep the database alive.
  const drop = () => adminQuery(`drop database if exists ${database} with (force)`);
  await adminQuery(`create database ${database} template ${template}`);
  if (!migrated) {
    try {
      await runOnPostgres(url, `create schema ${TEST_SCHEMA}`);
    } catch (error) {
      await drop();
      throw error;
    }
  }
  const dbOptions = { databaseUrl: url, searchPath: TEST_SCHEMA };
  const db = createDb(dbOptions);
  return {
    backend,
    db,
    location: TEST_SCHEMA,
    options: dbOptions,
    cleanup: async () => {
      await db.destroy();
      await drop();
    },
  };
}

/**
 * Another schema, freshly migrated, in the same PostgreSQL database as `testDb`: for tests
 * about sites that share one database. Call cleanup() before testDb's.
 */
export async function openSchemaBeside(testDb: TestDb): Promise<TestDb> {
  const { databaseUrl: url } = postgresOptions(testDb);
  const schema = randomName('s_');
  await runOnPostgres(url, `create schema ${schema}`);
  const options = { databaseUrl: url, searchPath: schema };
  const db = createDb(options);
  const cleanup = async () => {
    await db.destroy();
    await runOnPostgres(url, `drop schema if exists ${schema} cascade`);
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { backend: 'postgres', db, location: schema, options, cleanup };
}

/** Where a PostgreSQL test database is, for tests that connect on their own. */
export function postgresOptions(testDb: TestDb): { databaseUrl: string; searchPath: string } {
  const { options } = testDb;
  if (!('databaseUrl' in options) || options.searchPath === undefined) {
    throw new Error(`postgresOptions: a ${testDb.backend} test database`);
  }
  return { databaseUrl: options.databaseUrl, searchPath: options.searchPath };
}

/**
 * A second handle on the same database, as another instance would open it (its own pool or
 * SQLite connection, the same folder or schema). The caller destroys it before cleanup.
 */
export function openAnotherHandle(testDb: TestDb): Db {
  return createDb(testDb.options);
}

/**
 * Registers hooks giving each test of the enclosing describe a fresh migrated database (dropped
 * after the test, waited for after the describe); read `.db` inside a test or hook, not at
 * collection time.
 */
export function useTestDb(
  backend: Backend,
  options: { migrate?: boolean } = {},
): { readonly db: Db; readonly current: TestDb } {
  let current: TestDb | undefined;
  // Dropping a PostgreSQL database waits for a checkpoint; the next test need not wait for it.
  const cleanups: Promise<unknown>[] = [];
  beforeEach(async () => {
    current = await openTestDb(backend, options);
  });
  afterEach(() => {
    const cleanup = current?.cleanup();
    current = undefined;
    // Settled here, so that a failure waits for afterAll rather than going unhandled.
    if (cleanup)
      cleanups.push(
        cleanup.then(
          () => undefined,
          (error: unknown) => error ?? 'failed',
        ),
      );
  });
  afterAll(async () => {
    const errors = (await Promise.all(cleanups.splice(0))).filter((error) => error !== undefined);
    if (errors.length > 0) throw new AggregateError(errors, 'useTestDb: a test database was not cleaned up');
  });
  const get = (): TestDb => {
    if (!current) throw new Error('useTestDb: no database outside a test');
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get current() {
      return get();
    },
  };
}
