/**
 * The schema as the queries see it: one interface per table (what migrations/ creates; the lead
 * engine's tables in schema-leads.server.ts) and
 * `Database`, the map Kysely types every query with. Timestamps are ISO text and booleans read
 * through `Boolean()` on both databases (ADR 002).
 */

import type { ColumnType, Generated } from 'kysely';
import type { AdminRole } from '../../domain/admin.ts';
import type { ClinicStatus } from '../../domain/clinics/clinic.ts';
import type { NewsStatus } from '../../domain/news/news-item.ts';
import type { AdminInvitationsTable, FactorReleasesTable } from './schema-accounts.server.ts';
import type { DemoTables } from './schema-demo.server.ts';
import type { DispatchSettingsTable, LeadPostQueueTable, LeadShipmentsTable } from './schema-dispatch.server.ts';
import type {
  LeadImportBatchesTable,
  LeadImportMappingsTable,
  LeadImportUploadsTable,
} from './schema-import.server.ts';
import type {
  AssignmentRulesTable,
  BrochuresTable,
  BrochureVersionsTable,
  ClosureDaysTable,
  FollowUpSettingsTable,
  LeadActivitiesTable,
  LeadFlashesTable,
  LeadMatchesTable,
  LeadStageEventsTable,
  LeadStatusEventsTable,
  LostReasonsTable,
  MaterialDownloadsTable,
  MaterialLinksTable,
  MaterialRequestsTable,
  MaterialsSentTable,
  MaterialsSettingsTable,
  OutboxAttemptsTable,
  OutboxJobsTable,
  WebhookEndpointsTable,
} from './schema-leads.server.ts';
import type { SiteFactVersionsTable, SitePhotosTable, SitePhotoVariantsTable } from './schema-site.server.ts';

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

/** Views of a public page per Japan day (migration 0035; analytics/page-views.server.ts). */
export interface PageViewsTable {
  /** YYYY-MM-DD, Japan time. */
  day: string;
  path: string;
  views: number;
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
  /** The TOTP key, encrypted with the server secret (never stored in clear); null: none enrolled. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last RFC 6238 time step accepted: a code of this step or an earlier one is refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** ISO-8601 UTC */
  totp_enrolled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Codes tried since the last right one, over every client (migration 0033). */
  factor_failures: ColumnType<number, number | undefined, number>;
  /** ISO-8601 UTC: past the account's limit, no code is checked before this. */
  factor_blocked_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The key shown for enrolment and not yet confirmed, sealed with its expiry; null: none. */
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Ten per account, each used once; argon2id hashes like passwords. */
export interface AdminRecoveryCodesTable {
  id: string;
  user_id: string;
  /** The code's first character, in clear (migration 0029); null for codes made before it. */
  lookup: ColumnType<string | null, string | null | undefined, string | null>;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** WebAuthn credentials (passkeys); `id` is the credential id, base64url. */
export interface AdminPasskeysTable {
  id: string;
  user_id: string;
  /** What the owner called it (「会社のMac」). */
  name: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** JSON array of AuthenticatorTransport, or null. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn ceremony's challenge, kept in the database so any instance can finish it. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'login' | 'reauth';
  user_id: string | null;
  created_at: string;
  expires_at: string;
}

export interface AdminPasswordResetsTable {
  /** SHA-256 (hex) of the token in the link. */
  id: string;
  user_id: string;
  /** The admin who started it for a colleague; null when the owner asked on the login page. */
  requested_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** At most one row (id 1); no row means a second factor is required. */
export interface AccountPolicyTable {
  id: number;
  /** SQLite hands back 0/1 and PostgreSQL true/false; read it through Boolean(). */
  require_second_factor: ColumnType<boolean | number, boolean | undefined, boolean>;
  updated_at: string | null;
  updated_by: string | null;
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
  /**
   * 'full': signed in. 'factor': the password was right and the second factor is being asked
   * for. 'enrol': the account must enrol a second factor before any other admin page.
   */
  stage: ColumnType<SessionStage, SessionStage | undefined, SessionStage>;
  /** ISO-8601 UTC: when the password and a factor were last given in this session. */
  reauth_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type SessionStage = 'full' | 'factor' | 'enrol';

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

export interface ContentVersionsTable {
  /** A ContentTopic (src/server/content/content-version.server.ts). */
  topic: string;
  version: number;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface AlertsTable {
  id: string;
  /** An AlertKind. */
  kind: string;
  /** What the incident is about within its kind (a job or endpoint id), '' when it is one of a kind. */
  subject: string;
  /** JSON text: what the mail and the banner show. */
  detail: string;
  /** ISO-8601 UTC */
  opened_at: string;
  /** ISO-8601 UTC; null while open. */
  resolved_at: string | null;
}

export interface Database extends DemoTables {
  news: NewsTable;
  news_images: NewsImagesTable;
  site_photos: SitePhotosTable;
  site_photo_variants: SitePhotoVariantsTable;
  news_image_aliases: NewsImageAliasesTable;
  analytics_events: AnalyticsEventsTable;
  page_views: PageViewsTable;
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
  lead_stage_events: LeadStageEventsTable;
  lead_activities: LeadActivitiesTable;
  lost_reasons: LostReasonsTable;
  clinics: ClinicsTable;
  clinic_update_log: ClinicUpdateLogTable;
  scheduled_runs: ScheduledRunsTable;
  lead_flashes: LeadFlashesTable;
  content_versions: ContentVersionsTable;
  site_fact_versions: SiteFactVersionsTable;
  follow_up_settings: FollowUpSettingsTable;
  closure_days: ClosureDaysTable;
  assignment_rules: AssignmentRulesTable;
  lead_matches: LeadMatchesTable;
  webhook_endpoints: WebhookEndpointsTable;
  alerts: AlertsTable;
  used_challenges: UsedChallengesTable;
  server_secrets: ServerSecretsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_passkeys: AdminPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  admin_invitations: AdminInvitationsTable;
  admin_password_resets: AdminPasswordResetsTable;
  factor_releases: FactorReleasesTable;
  account_policy: AccountPolicyTable;
  lead_shipments: LeadShipmentsTable;
  lead_post_queue: LeadPostQueueTable;
  dispatch_settings: DispatchSettingsTable;
  brochures: BrochuresTable;
  brochure_versions: BrochureVersionsTable;
  materials_sent: MaterialsSentTable;
  material_links: MaterialLinksTable;
  material_downloads: MaterialDownloadsTable;
  materials_settings: MaterialsSettingsTable;
  lead_import_batches: LeadImportBatchesTable;
  lead_import_uploads: LeadImportUploadsTable;
  lead_import_mappings: LeadImportMappingsTable;
}
