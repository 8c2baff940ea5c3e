import type { Db } from '../../../src/server/platform/db.server.ts';

/** What a scenario gets: the built server it attacks and the database it runs on. */
export interface AttackContext {
  url: string;
  dataDir: string;
  /** The server's database, opened by the script to check what was stored. */
  db: Db;
  /** `SQLite` or `PostgreSQL`. */
  database: string;
}

/**
 * One finding replayed: `run` throws (an assertion) when the attack works, and returns a one-line
 * summary of what it measured when the product holds.
 */
export interface AttackScenario {
  name: string;
  /** Extra environment for this scenario's server (for example `TRUST_PROXY: '1'`). */
  env?: Record<string, string>;
  run(context: AttackContext): Promise<string>;
}
