/**
 * Real databases for tests: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Every test gets its own database (a temp folder, or a fresh schema on the shared server),
 * so tests run in parallel and never see each other's rows.
 *
 *   const backends = testBackends();
 *   describe.each(backends)('news on %s', (backend) => {
 *     const t = useTestDb(backend);
 *     it('…', async () => { await latestNews(t.db, …) });
 *   });
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createDb, type Db } from '../../src/server/db.server.ts';
import { migrateToLatest } from '../../src/server/migrate.server.ts';
import { runOnPostgres } from './postgres.ts';

export type Backend = 'sqlite' | 'postgres';

export interface TestDb {
  backend: Backend;
  db: Db;
  /** The SQLite folder or the PostgreSQL schema. */
  location: string;
  cleanup(): Promise<void>;
}

/** The backends this run covers. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const testDatabases = testBackends;

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

const adminQuery = (text: string) => runOnPostgres(postgresUrl(), text);

/** A fresh, empty database (migrated unless told otherwise); call cleanup() when done. */
export async function openTestDb(backend: Backend, options: { migrate?: boolean } = {}): Promise<TestDb> {
  let testDb: TestDb;
  if (backend === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'site-db-test-'));
    const db = createDb({ dataDir: dir });
    testDb = {
      backend,
      db,
      location: dir,
      cleanup: async () => {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } else {
    // Random, lower-case and unquoted-safe, so it needs no quoting below.
    const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await adminQuery(`create schema ${schema}`);
    const db = createDb({ databaseUrl: postgresUrl(), searchPath: schema });
    testDb = {
      backend,
      db,
      location: schema,
      cleanup: async () => {
        await db.destroy();
        await adminQuery(`drop schema if exists ${schema} cascade`);
      },
    };
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(testDb.db);
    } catch (error) {
      await testDb.cleanup();
      throw error;
    }
  }
  return testDb;
}

/** Runs fn against a fresh migrated database and always cleans up. */
export async function withDb<T>(backend: Backend, fn: (db: Db) => Promise<T>): Promise<T> {
  const testDb = await openTestDb(backend);
  try {
    return await fn(testDb.db);
  } finally {
    await testDb.cleanup();
  }
}

/**
 * Registers beforeEach/afterEach hooks giving each test of the enclosing describe a fresh
 * migrated database; read `.db` inside a test or hook, not at collection time.
 */
export function useTestDb(
  backend: Backend,
  options: { migrate?: boolean } = {},
): { readonly db: Db; readonly current: TestDb } {
  let current: TestDb | undefined;
  beforeEach(async () => {
    current = await openTestDb(backend, options);
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
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
