/**
 * What the lead load scripts (`tests/faults/lead-crash.ts`, `scripts/bench-leads.ts`) share: a
 * distinct brochure request per index, and the databases a built server under load runs on —
 * SQLite in its data folder always, and PostgreSQL in a throwaway schema when a URL is given.
 */
import { randomUUID } from 'node:crypto';
import { brochureProducts } from '../../src/content/products.ts';
import { createDb, type Db } from '../../src/server/platform/db.server.ts';
import { runOnPostgres } from './postgres.ts';

/** The secret every PostgreSQL instance of a test run shares (APP_SECRET). */
export const TEST_APP_SECRET = 'test-only secret shared by every instance of a run';

/** A valid brochure request as the form posts it; `label` names the run (障害試験, 負荷試験). */
export function loadLead(index: number, label: string, key: string = randomUUID()): Record<string, string> {
  return {
    name: `${label} ${index}`,
    email: `load-${index}-${key.slice(0, 8)}@example.jp`,
    organization: '株式会社テスト',
    position: '院長',
    phone: '０９０ー１２３４ー５６７８',
    address: '東京都中央区銀座0-0-0',
    product: brochureProducts[index % brochureProducts.length]?.id ?? '',
    purpose: `${label}の送信です。`,
    agreement: 'on',
    idempotency_key: key,
    fill_ms: '5000',
    locale: 'ja',
    page_path: '/other-products-details',
  };
}

export interface LoadDatabase {
  name: string;
  /** What the server's environment needs to use it. */
  env: Record<string, string>;
  /** The same database, opened by the script to check what the server stored. */
  open(dataDir: string): Db;
  cleanup(): Promise<void>;
}

async function postgresDatabase(url: string): Promise<LoadDatabase> {
  // Random, lower-case and unquoted-safe.
  const schema = `load_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = (text: string) => runOnPostgres(url, text);
  await admin(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    // Several instances share one secret from the environment (the server refuses to start without).
    env: { DATABASE_URL: withSchema.toString(), APP_SECRET: TEST_APP_SECRET },
    open: () => createDb({ databaseUrl: url, searchPath: schema }),
    cleanup: () => admin(`drop schema if exists ${schema} cascade`),
  };
}

/** SQLite, then PostgreSQL when `postgresUrl` is set. */
export async function loadDatabases(postgresUrl: string | undefined): Promise<LoadDatabase[]> {
  const sqlite: LoadDatabase = {
    name: 'SQLite',
    env: {},
    open: (dataDir) => createDb({ dataDir }),
    cleanup: async () => {},
  };
  return postgresUrl ? [sqlite, await postgresDatabase(postgresUrl)] : [sqlite];
}
