/**
 * The tables of the business-card import (issue 35, migration 0040): applied batches, previewed
 * files waiting for 取り込む, and the column mappings staff made for a header row.
 */

export interface LeadImportBatchesTable {
  id: string;
  /** An offline source kind (trade_show, other). */
  source_kind: string;
  /** The show's name, as staff typed it: 日本泌尿器科学会 2026. */
  source_name: string;
  /** YYYY-MM-DD (Japan): the show's date. */
  source_on: string;
  /** The brochureProducts id every card of the batch asks about. */
  product: string;
  /** The Locale staff follow the cards up in. */
  locale: string;
  file_name: string;
  /** SHA-256 (hex) of the file's bytes: unique, so the same file twice adds nothing. */
  file_sha256: string;
  /** The layout its header row was read as: sansan, eight, export, spreadsheet, mapped. */
  layout: string;
  /** Data rows in the file. */
  rows_total: number;
  /** Rows stored as leads. */
  rows_imported: number;
  /** Of those, rows stored as a duplicate of an earlier lead (the same person). */
  rows_duplicate: number;
  /** Rows that could not be stored. */
  rows_rejected: number;
  created_by: string | null;
  created_by_email: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface LeadImportUploadsTable {
  /** Random UUID, posted back by the preview's forms. */
  id: string;
  file_name: string;
  file_sha256: string;
  /** utf8 or cp932: how the bytes were decoded. */
  encoding: string;
  /** The file as decoded text. */
  content: string;
  /** Only the account that uploaded it may use it. */
  created_by: string;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  expires_at: string;
}

export interface LeadImportMappingsTable {
  /** SHA-256 (hex) of the header row as read (cells joined by a line feed). */
  header_sha256: string;
  /** JSON: the card field (or 'ignore') of each column, by position. */
  mapping: string;
  updated_by: string | null;
  /** ISO-8601 UTC */
  updated_at: string;
}
