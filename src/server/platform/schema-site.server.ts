/** The site's commercial facts as staff edit them (issue 33); `Database` (schema.server.ts) maps the table. */

/** One version of the commercial facts (migration 0038, src/server/content/site-facts.server.ts). */
export interface SiteFactVersionsTable {
  id: string;
  number: number;
  /** JSON of SiteFacts (src/domain/site-facts/facts.ts). */
  facts: string;
  status: 'draft' | 'published';
  created_by: string;
  /** ISO-8601 UTC */
  created_at: string;
  published_by: string | null;
  published_at: string | null;
  override_reason: string | null;
  reverted_from: string | null;
}
