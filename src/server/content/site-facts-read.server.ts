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

/**
 * The published version live at `now`: the one with the latest publication time not after it
 * (a version scheduled for later is published with that time), or null before any.
 */
export async function liveVersion(db: Db, now: Date = new Date()): Promise<SiteFactVersion | null> {
  const row = await db
    .selectFrom('site_fact_versions')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}

/** The versions scheduled to go live after `now`, soonest first. */
export async function scheduledVersions(db: Db, now: Date = new Date()): Promise<SiteFactVersion[]> {
  const rows = await db
    .selectFrom('site_fact_versions')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '>', now.toISOString())
    .orderBy('published_at', 'asc')
    .orderBy('number', 'asc')
    .execute();
  return rows.map(versionOf);
}

interface Timeline {
  current: SiteFacts;
  /** Scheduled versions, soonest first: each takes over at its time without any write. */
  upcoming: { at: number; facts: SiteFacts }[];
}

/**
 * The facts live at `nowMs`, from this process's cache of the `site` topic (dropped when any
 * instance publishes): public pages read this on every render. The cached entry holds the
 * version live when it was read and every one scheduled after, so a scheduled version takes
 * over at its time even in an entry read before it. The code's values when there is none.
 */
export async function liveSiteFacts(db: Db, nowMs: number = Date.now()): Promise<SiteFacts> {
  const timeline = await cached(db, 'site', 'live', async (): Promise<Timeline> => {
    const now = new Date();
    const [current, upcoming] = await Promise.all([liveVersion(db, now), scheduledVersions(db, now)]);
    return {
      current: current?.facts ?? defaultSiteFacts,
      upcoming: upcoming.map((v) => ({ at: Date.parse(v.publishedAt ?? ''), facts: v.facts })),
    };
  });
  return timeline.upcoming.filter((next) => next.at <= nowMs).at(-1)?.facts ?? timeline.current;
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
