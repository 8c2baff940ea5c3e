/**
 * Reading the commercial facts' versions (migration 0038): the live one (cached under the
 * `site` content topic, for public pages), the newest draft and the history. Light on purpose:
 * public routes import it (writes and the advertising check are in site-facts.server.ts).
 */
import { defaultSiteFacts } from '../../content/site-facts.ts';
import { parseSiteFacts, type SiteFacts } from '../../domain/site-facts/facts.ts';
import type { Db } from '../platform/db.server.ts';
import type { Database } from '../platform/schema.server.ts';
import { cached } from './content-version.server.ts';

export interface SiteFactVersion {
  id: string;
  number: number;
  facts: SiteFacts;
  status: 'draft' | 'published';
  createdBy: string;
  createdAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
  overrideReason: string | null;
  revertedFrom: string | null;
}

export type Row = Database['site_fact_versions'];

export function versionOf(row: Row): SiteFactVersion {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.facts);
  } catch {
    // A row that does not parse falls back to the code's values below.
  }
  return {
    id: row.id,
    number: Number(row.number),
    facts: parseSiteFacts(parsed) ?? defaultSiteFacts,
    status: row.status,
    createdBy: row.created_by,
    createdAt: row.created_at,
    publishedBy: row.published_by,
    publishedAt: row.published_at,
    overrideReason: row.override_reason,
    revertedFrom: row.reverted_from,
  };
}

/** The published version with the latest publication, or null before any. */
export async function liveVersion(db: Db): Promise<SiteFactVersion | null> {
  const row = await db
    .selectFrom('site_fact_versions')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}

/**
 * The live facts, from this process's cache of the `site` topic (dropped when any instance
 * publishes): public pages read this on every render. The code's values when there is none.
 */
export function liveSiteFacts(db: Db): Promise<SiteFacts> {
  return cached(db, 'site', 'live', async () => (await liveVersion(db))?.facts ?? defaultSiteFacts);
}

/** Every version, newest first (a business keeps a few hundred at most). */
export async function listVersions(db: Db, limit = 200): Promise<SiteFactVersion[]> {
  const rows = await db.selectFrom('site_fact_versions').selectAll().orderBy('number', 'desc').limit(limit).execute();
  return rows.map(versionOf);
}

export async function getVersion(db: Db, id: string): Promise<SiteFactVersion | null> {
  const row = await db.selectFrom('site_fact_versions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? versionOf(row) : null;
}

/** The newest draft saved after the live version was published, or null. */
export async function pendingDraft(db: Db): Promise<SiteFactVersion | null> {
  const [newest] = await listVersions(db, 1);
  return newest && newest.status === 'draft' ? newest : null;
}
