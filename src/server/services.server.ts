/**
 * What a request handler needs from the process: configuration, the database handle and the
 * logger. Built once at boot by src/http/main.server.ts and handed to Astro through `locals`,
 * so pages and endpoints never open their own connections; closed by `closeServices` on
 * shutdown.
 */
import type { Kysely } from 'kysely';
import { createEventBudget, type EventBudget } from './analytics/analytics.server.ts';
import { type ContentListener, startContentListener } from './content/content-version.server.ts';
import { seedNewsIfEmpty } from './content/news.server.ts';
import { importLegacyNewsImages, legacyNewsImageDir } from './content/news-images.server.ts';
import { createLeadLimits, type LeadLimits } from './leads/lead-limits.server.ts';
import { POSTAL_CODE_BUDGET } from './leads/postal-codes.server.ts';
import { type ChallengeKeys, challengeKeys } from './leads/proof-of-work.server.ts';
import { createDb, type Database } from './platform/db.server.ts';
import type { Env } from './platform/env.server.ts';
import type { Logger } from './platform/logger.server.ts';
import { migrateToLatest } from './platform/migrate.server.ts';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.server.ts';
import { deriveKey, loadServerSecret } from './platform/secret.server.ts';

export interface Services {
  env: Env;
  db: Kysely<Database>;
  log: Logger;
  /** Per-client limit of brochure requests (LEAD_RATE_LIMIT per 10 minutes, 0 = off), in the database. */
  leadRateLimit: RateLimiter;
  /** The brochure form's limits beyond the per-client one: the /48, receipts per address, the ceiling. */
  leadLimits: LeadLimits;
  /** Keys derived from the server's secret for the brochure form's token and challenges. */
  formKeys: { token: Buffer; challenge: ChallengeKeys };
  /** Per-client budget of analytics events (in memory: analytics are best-effort). */
  eventBudget: EventBudget;
  /** Per-client budget of postal code lookups (in memory, like eventBudget: POSTAL_CODE_BUDGET). */
  postalCodeBudget: EventBudget;
  /** PostgreSQL only: hears other instances' content writes (content-version.server.ts). */
  contentListener: ContentListener | undefined;
}

export async function createServices(env: Env, log: Logger): Promise<Services> {
  const db = env.DATABASE_URL ? createDb({ databaseUrl: env.DATABASE_URL }) : createDb({ dataDir: env.DATA_DIR });
  await migrateToLatest(db);
  const seeded = await seedNewsIfEmpty(db);
  if (seeded > 0) log.info({ seeded }, 'seeded the news table');
  // Thumbnails uploaded while they were files move into the database (a no-op once done).
  const images = await importLegacyNewsImages(db, env.DATA_DIR);
  if (images.imported > 0 || images.removed > 0)
    log.info({ imported: images.imported, removed: images.removed }, 'moved uploaded news images into the database');
  if (images.unused.length > 0) {
    log.warn(
      { dir: legacyNewsImageDir(env.DATA_DIR), files: images.unused },
      'files no news item uses were left in place',
    );
  }
  log.info({ database: env.DATABASE_URL ? 'postgresql' : 'sqlite' }, 'database ready');
  const leadRateLimit = createRateLimiter({ db, scope: 'lead', limit: env.LEAD_RATE_LIMIT });
  const leadLimits = createLeadLimits(db, { perClient: env.LEAD_RATE_LIMIT, ceiling: env.LEAD_SITE_CEILING });
  const secret = await loadServerSecret(env, db, log);
  const formKeys = { token: deriveKey(secret, 'form-token'), challenge: challengeKeys(deriveKey(secret, 'challenge')) };
  // SQLite is one process: its own writes are all there is to hear.
  const contentListener = env.DATABASE_URL
    ? startContentListener(db, { databaseUrl: env.DATABASE_URL, log })
    : undefined;
  const postalCodeBudget = createEventBudget(POSTAL_CODE_BUDGET);
  return {
    env,
    db,
    log,
    leadRateLimit,
    leadLimits,
    formKeys,
    eventBudget: createEventBudget(),
    postalCodeBudget,
    contentListener,
  };
}

/** Closes what createServices opened: the listener's connection, then the pool or file. */
export async function closeServices(services: Services): Promise<void> {
  await services.contentListener?.stop();
  await services.db.destroy();
}
