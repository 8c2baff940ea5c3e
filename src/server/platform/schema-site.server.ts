/**
 * The site's commercial facts as staff edit them (issue 33) and the photographs they upload for
 * the public pages (issue 43); `Database` (schema.server.ts) maps the tables.
 */
import type { ColumnType } from 'kysely';

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

/** A photograph staff uploaded for a place on the public pages (migration 0055, issue 43). */
export interface SitePhotosTable {
  id: string;
  slot: string;
  /** Order within the slot, lowest first. */
  position: number;
  alt_ja: string;
  alt_en: string;
  alt_zh_cn: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** ISO-8601 UTC */
  created_at: string;
  /** The uploader's e-mail. */
  created_by: string;
}

/** One WebP encoding of a site photo, by width (migration 0055). */
export interface SitePhotoVariantsTable {
  photo_id: string;
  width: number;
  height: number;
  content_type: string;
  size: number;
  /** bytea on PostgreSQL (read as Buffer), blob on SQLite (read as Uint8Array). */
  data: ColumnType<Uint8Array, Uint8Array, never>;
}
