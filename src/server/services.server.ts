/**
 * What a request handler needs from the process: configuration, the database handle and the
 * logger. Built once at boot by main.server.ts and handed to Astro through `locals`, so pages
 * and endpoints never open their own connections.
 */
import type { Kysely } from 'kysely';
import { createDb, type Database } from './db.server.ts';
import type { Env } from './env.server.ts';
import type { Logger } from './logger.server.ts';
import { migrateToLatest } from './migrate.server.ts';
import { seedNewsIfEmpty } from './news.server.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.server.ts';

export interface Services {
  env: Env;
  db: Kysely<Database>;
  log: Logger;
  /** Per-IP limit of brochure requests (LEAD_RATE_LIMIT per 10 minutes, 0 = off). */
  leadRateLimit: RateLimiter;
}

export async function createServices(env: Env, log: Logger): Promise<Services> {
  const db = env.DATABASE_URL ? createDb({ databaseUrl: env.DATABASE_URL }) : createDb({ dataDir: env.DATA_DIR });
  await migrateToLatest(db);
  const seeded = await seedNewsIfEmpty(db);
  if (seeded > 0) log.info({ seeded }, 'seeded the news table');
  log.info({ database: env.DATABASE_URL ? 'postgresql' : 'sqlite' }, 'database ready');
  const leadRateLimit = createRateLimiter({ limit: env.LEAD_RATE_LIMIT });
  return { env, db, log, leadRateLimit };
}
