/**
 * Vitest global setup: migrates one template database per backend, once per run. Every test
 * database is a copy of it (tests/setup/db.ts): a file copy on SQLite, `CREATE DATABASE …
 * TEMPLATE` on PostgreSQL. The migrations themselves are tested from an empty database in
 * tests/integration/server/platform/migrate.server.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, SQLITE_FILE_NAME } from '../../src/server/platform/db.server.ts';
import { migrateToLatest } from '../../src/server/platform/migrate.server.ts';
import { databaseUrl, runOnPostgres, TEST_SCHEMA } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file. */
    sqliteTemplate: string;
    /** The migrated PostgreSQL database, or '' when TEST_DATABASE_URL is not set. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'site-db-template-'));
  const sqlite = createDb({ dataDir: dir });
  try {
    await migrateToLatest(sqlite);
  } finally {
    // The last connection closing folds the WAL back into the file: the file alone is the copy.
    await sqlite.destroy();
  }
  project.provide('sqliteTemplate', join(dir, SQLITE_FILE_NAME));

  const url = process.env.TEST_DATABASE_URL;
  // Per run, so that runs from other checkouts on the same server leave each other alone.
  const template = url ? `t_template_${randomUUID().replaceAll('-', '').slice(0, 16)}` : '';
  if (url) {
    try {
      await createPostgresTemplate(url, template);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url) await runOnPostgres(url, `drop database if exists ${template} with (force)`);
  };
}

async function createPostgresTemplate(url: string, template: string): Promise<void> {
  await runOnPostgres(url, `create database ${template} template template0`);
  try {
    const templateUrl = databaseUrl(url, template);
    await runOnPostgres(templateUrl, `create schema ${TEST_SCHEMA}`);
    const db = createDb({ databaseUrl: templateUrl, searchPath: TEST_SCHEMA });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // PostgreSQL copies a database only while no one is connected to it: from now on no one can.
    await runOnPostgres(url, `alter database ${template} with allow_connections false`);
  } catch (error) {
    await runOnPostgres(url, `drop database if exists ${template} with (force)`);
    throw error;
  }
}
