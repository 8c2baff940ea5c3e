/**
 * The database handle: SQLite (node:sqlite, no native addon) by default, PostgreSQL when a
 * DATABASE_URL is configured. Both run the same migrations and the same queries; the storage
 * conventions that make that possible are written down in migrate.server.ts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type ColumnType, type Generated, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { type ClientConfig, Pool } from 'pg';
import type { AdminRole } from '../../domain/admin.ts';
import type { ClinicStatus } from '../../domain/clinics/clinic.ts';
import type { MaterialRequestStatus, OutboxJobStatus } from '../../domain/lead/statuses.ts';
import type { NewsStatus } from '../../domain/news/news-item.ts';
import { ReplaceNulPlugin } from './db-text.server.ts';
import { toKyselySqlite } from './sqlite-driver.server.ts';

export interface NewsTable {
  id: string;
  title: string;
  content: string;
  url: string | null;
  /** YYYY-MM-DD */
  publish_date: string;
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  is_important: ColumnType<boolean | number, boolean | undefined, boolean>;
  thumbnail: string | null;
  locale: Generated<string>;
  status: ColumnType<NewsStatus, NewsStatus | undefined, NewsStatus>;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

/** Uploaded news thumbnails, addressed by the hash of their bytes (migration 0007). */
export interface NewsImagesTable {
  /** SHA-256 (hex) of `data`. */
  hash: string;
  content_type: string;
  /** Bytes in `data`. */
  size: number;
  width: number;
  height: number;
  /** bytea on PostgreSQL (read as Buffer), blob on SQLite (read as Uint8Array). */
  data: ColumnType<Uint8Array, Uint8Array, never>;
  /** ISO-8601 UTC */
  created_at: string;
}

/** A thumbnail's name from when uploads were files, so its old URL can redirect. */
export interface NewsImageAliasesTable {
  legacy_name: string;
  hash: string;
}

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  label: string | null;
  path: string | null;
  locale: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface MaterialRequestsTable {
  id: string;
  name: string;
  email: string;
  organization: string;
  position: string;
  /**
   * A Japanese number as national digits (`09012345678`, a `+81` one too), any other in E.164
   * (`+8613800138000`): src/domain/lead/phone.ts. Shown through formatPhoneForStaff.
   */
  phone: string;
  /** 7 ASCII digits (shown as 〒104-0061 by formatPostalCode), or null when not given. */
  postal_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reading of the name in full-width katakana (`ヤマダ　ハナコ`), or null when not given. */
  name_kana: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * leadSearchText of name, reading, e-mail and organization (src/server/leads/lead-search.server.ts):
   * whatever changes those fields writes this too.
   */
  search_text: string;
  address: string;
  /** A brochureProducts id. */
  product: string;
  purpose: string;
  status: ColumnType<MaterialRequestStatus, MaterialRequestStatus | undefined, MaterialRequestStatus>;
  /** ISO-8601 UTC */
  request_date: string;
  locale: string;
  page_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  user_agent: string | null;
  agreement_version: string;
  idempotency_key: string;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
  /** The admin_users id following the lead up; null while unassigned. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO-8601 UTC: 18:00 JST on the last business day of the promise; null for spam. */
  due_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO-8601 UTC: when the lead first left `pending`. */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Normalised keys a lead is matched on for duplicates (lead-matches.server.ts). */
  email_key: ColumnType<string | null, string | null | undefined, string | null>;
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  org_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lead this one was marked a duplicate of. */
  duplicate_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** 要確認: stored and staff notified, but no receipt, owner or webhook until released (leads/review.server.ts). */
  review: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface OutboxJobsTable {
  id: string;
  kind: string;
  /** JSON text; '{}' once a sent job's payload has been cleared by retention. */
  payload: string;
  /** The brochure request a lead job belongs to (null for other kinds). */
  request_id: string | null;
  status: ColumnType<OutboxJobStatus, OutboxJobStatus | undefined, OutboxJobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** ISO-8601 UTC */
  next_attempt_at: string;
  /** ISO-8601 UTC: a claim by a worker lasts until then. */
  locked_until: string | null;
  /** Random, new with every claim: only the worker holding it may record the job's outcome. */
  lease_token: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** The webhook endpoint a `webhook` job delivers to (null for other kinds). */
  endpoint_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The WebhookEvent a `webhook` job delivers (null for other kinds). */
  event: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxAttemptsTable {
  id: string;
  job_id: string;
  /** ISO-8601 UTC */
  attempted_at: string;
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  ok: ColumnType<boolean | number, boolean, boolean>;
  error: string | null;
}

export interface AdminUsersTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  display_name: string;
  role: AdminRole;
  /** argon2id PHC string. */
  password_hash: string;
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  disabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
  /** ISO-8601 UTC */
  last_login_at: string | null;
}

export interface AdminSessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  id: string;
  user_id: string;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC: the idle timeout counts from here. */
  last_seen_at: string;
  /** ISO-8601 UTC: the absolute limit. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface AdminSetupTokensTable {
  /** SHA-256 (hex) of the token in the setup URL. */
  id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** At most one row: the admin the first-run setup page created (see migration 0005). */
export interface AdminSetupClaimTable {
  slot: 'first';
  user_id: string;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface LoginThrottleTable {
  /** 'ip:<address>' or 'account:<lower-cased e-mail>'. */
  key: string;
  failures: number;
  /** ISO-8601 UTC */
  last_failure_at: string;
  /** Attempts refused while throttled since the last counted failure (not audited one by one). */
  refused: ColumnType<number, number | undefined, number>;
}

export interface RateLimitsTable {
  /** '<scope>:<client key>' (src/server/platform/rate-limit.server.ts). */
  key: string;
  /** ISO-8601 UTC: the first counted request of the current window. */
  window_start: string;
  hits: number;
  /** The previous window's count, weighted down as the current window goes on (a sliding limit). */
  previous_hits: ColumnType<number, number | undefined, number>;
}

export interface UsedChallengesTable {
  /** The spent challenge's signature. */
  id: string;
  /** ISO-8601 UTC: when the challenge expires; the row may go after that. */
  expires_at: string;
}

export interface ServerSecretsTable {
  name: string;
  /** base64url */
  value: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  /** ISO-8601 UTC */
  created_at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text. */
  detail: string | null;
  ip: string | null;
}

export interface LeadStatusEventsTable {
  id: string;
  request_id: string;
  from_status: MaterialRequestStatus;
  to_status: MaterialRequestStatus;
  note: string | null;
  actor_id: string | null;
  actor_email: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface ClinicsTable {
  id: string;
  clinic_name: string;
  address: string;
  /** One of the 47 names in src/domain/prefectures.ts. */
  prefecture: string;
  services: string;
  doctor: string;
  phone: string | null;
  url: string | null;
  status: ColumnType<ClinicStatus, ClinicStatus | undefined, ClinicStatus>;
  /** The WordPress post id of an imported clinic. */
  wordpress_id: string | null;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface ClinicUpdateLogTable {
  id: string;
  /** Success or failure wording, in Japanese. */
  title: string;
  status: ColumnType<ClinicStatus, ClinicStatus | undefined, ClinicStatus>;
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  success: ColumnType<boolean | number, boolean, boolean>;
  message: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface ScheduledRunsTable {
  task: string;
  /** The period the run stands for, e.g. a Japan-time date for a daily task. */
  period: string;
  /** ISO-8601 UTC */
  started_at: string;
  /** ISO-8601 UTC; null while running (or when the process died during the run). */
  finished_at: string | null;
}

export interface LeadFlashesTable {
  /** SHA-256 (hex) of the token in the result URL. */
  id: string;
  /** JSON text: a LeadFlash (src/server/leads/lead-flash.server.ts). */
  flash: string;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  expires_at: string;
}

export interface ContentVersionsTable {
  /** A ContentTopic (src/server/content/content-version.server.ts). */
  topic: string;
  version: number;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface FollowUpSettingsTable {
  /** Always 'default': one row. */
  id: string;
  business_days: number;
  /** ISO-8601 UTC */
  updated_at: string;
  updated_by: string | null;
}

export interface ClosureDaysTable {
  /** 'YYYY-MM-DD', a Japan-time calendar day. */
  day: string;
  label: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface AssignmentRulesTable {
  id: string;
  /** Rules are tried in ascending position; the first match wins. */
  position: number;
  /** A ProductFamily, or null for any. */
  product_family: string | null;
  /** A Locale, or null for any. */
  locale: string | null;
  /** A Region, or null for any. */
  region: string | null;
  /** JSON array of admin_users ids, taken in turn. */
  owner_ids: string;
  /** Index into owner_ids of the next lead's owner (taken modulo its length). */
  next_index: ColumnType<number, number | undefined, number>;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface LeadMatchesTable {
  /** The later lead. */
  lead_id: string;
  /** The earlier lead it matched. */
  match_id: string;
  /** Comma-separated LeadMatchReason values: email, phone, organization. */
  reasons: string;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  /** The HMAC-SHA256 key; shown once, never logged. */
  secret: string;
  /** Comma-separated WebhookEvent names. */
  events: string;
  format: 'json' | 'slack';
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  disabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface Database {
  news: NewsTable;
  news_images: NewsImagesTable;
  news_image_aliases: NewsImageAliasesTable;
  analytics_events: AnalyticsEventsTable;
  material_requests: MaterialRequestsTable;
  outbox_jobs: OutboxJobsTable;
  outbox_attempts: OutboxAttemptsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_setup_tokens: AdminSetupTokensTable;
  admin_setup_claim: AdminSetupClaimTable;
  login_throttle: LoginThrottleTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  lead_status_events: LeadStatusEventsTable;
  clinics: ClinicsTable;
  clinic_update_log: ClinicUpdateLogTable;
  scheduled_runs: ScheduledRunsTable;
  lead_flashes: LeadFlashesTable;
  content_versions: ContentVersionsTable;
  follow_up_settings: FollowUpSettingsTable;
  closure_days: ClosureDaysTable;
  assignment_rules: AssignmentRulesTable;
  lead_matches: LeadMatchesTable;
  webhook_endpoints: WebhookEndpointsTable;
  used_challenges: UsedChallengesTable;
  server_secrets: ServerSecretsTable;
}

export type Db = Kysely<Database>;

export type DbOptions = { dataDir: string } | { databaseUrl: string; searchPath?: string };

export type DbDialect = 'sqlite' | 'postgres';

export const SQLITE_FILE_NAME = 'site.db';

/** A NUL in any input never reaches a query (src/server/platform/db-text.server.ts). */
const plugins = [new ReplaceNulPlugin()];

export function createDb(options: DbOptions): Db {
  if ('databaseUrl' in options) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(options) }), plugins });
  }
  const { dataDir } = options;
  // Opened on first query, so building a handle (e.g. at import time) touches no files.
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: async () => toKyselySqlite(openSqlite(dataDir)) }),
    plugins,
  });
}

function openSqlite(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const database = new DatabaseSync(join(dataDir, SQLITE_FILE_NAME));
  // busy_timeout first: switching to WAL needs a lock another process may hold.
  // WAL + NORMAL is durable across application crashes and lets readers run beside the writer.
  database.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
  `);
  return database;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * How to reach PostgreSQL: the pool and the content listener (content-version.server.ts)
 * connect the same way, so both see the same schema.
 */
export function postgresConfig(options: { databaseUrl: string; searchPath?: string }): ClientConfig {
  const { databaseUrl, searchPath } = options;
  if (searchPath !== undefined && !SCHEMA_NAME.test(searchPath)) {
    // It goes into a startup parameter unquoted, so only plain identifiers are allowed.
    throw new Error(`Invalid searchPath: ${JSON.stringify(searchPath)}`);
  }
  return {
    connectionString: databaseUrl,
    // A startup parameter applies to every connection from its first query on.
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  };
}

function createPool(options: { databaseUrl: string; searchPath?: string }): Pool {
  const pool = new Pool(postgresConfig(options));
  // An idle client that loses its connection is removed from the pool and the next query
  // opens a new one; without a listener the 'error' event would crash the process.
  pool.on('error', () => {});
  return pool;
}

/** For the rare query that must differ between the two databases. */
export function dialectOf<DB>(db: Kysely<DB>): DbDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Cheap liveness probe for /healthz: never throws. */
export async function checkDb<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
