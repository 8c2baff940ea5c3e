import { Client } from 'pg';

/** One statement on its own connection: creating and dropping the databases tests run in. */
export async function runOnPostgres(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The schema PostgreSQL test databases keep their tables in: not `public`, as when several
 * sites share one database, so that the search_path is exercised.
 */
export const TEST_SCHEMA = 'site';

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.href;
}
