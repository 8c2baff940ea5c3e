/**
 * The commercial facts a public page shows (issue 33), resolved for its language at the moment
 * it renders: the live version from the `site` cache, or the code's values when there is no
 * database (a render outside the server) or it cannot be read. Every public page renders on
 * demand for this (src/content/site-fact-pages.ts).
 */
import { defaultSiteFacts } from '../../content/site-facts.ts';
import { builtFacts, type ResolvedFacts, resolveFacts } from '../../domain/site-facts/rules.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { liveSiteFacts } from './site-facts-read.server.ts';

/** The facts of a page rendered on demand, now. */
export async function pageFacts(
  services: { db: Db; log: Logger } | undefined,
  locale: Locale,
  nowMs: number = Date.now(),
): Promise<ResolvedFacts> {
  if (!services) return builtFacts(locale, nowMs);
  try {
    return resolveFacts(await liveSiteFacts(services.db, nowMs), locale, nowMs);
  } catch (error) {
    services.log.error({ err: error }, 'site facts unavailable: the code values are shown');
    return resolveFacts(defaultSiteFacts, locale, nowMs);
  }
}
