/**
 * The tables of the lead engine as the queries see them: requests and their history, flashes,
 * duplicates, follow-up settings and rules, webhook endpoints, and the outbox that delivers
 * their mails and events. `Database` (schema.server.ts) maps every table; the rest are there.
 */
import type { ColumnType, Selectable } from 'kysely';
import type { MaterialRequestStatus, OutboxJobStatus } from '../../domain/lead/statuses.ts';

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
  /** The whole address, joined from its parts when the form gave them (domain/lead/rules.ts joinAddress). */
  address: string;
  /** The parts as given (migration 0035); null for older requests and clients posting one address. */
  address_prefecture: ColumnType<string | null, string | null | undefined, string | null>;
  address_city: ColumnType<string | null, string | null | undefined, string | null>;
  address_line1: ColumnType<string | null, string | null | undefined, string | null>;
  address_line2: ColumnType<string | null, string | null | undefined, string | null>;
  /** 個人の方: asked as a private person (organisation and position may be empty). */
  individual: ColumnType<boolean | number, boolean | undefined, boolean>;
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
  /** The bot signals tripped on arrival, comma-separated (leads.server.ts screeningSignals); null: none. */
  screening: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO-8601 UTC: when materials were first sent (link or post); the promise is measured on it. */
  materials_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visit's first page (path and query), from sessionStorage or the form page itself (migration 0037). */
  first_touch_page: NullableText;
  /** The host of the visit's first referrer; null: direct or unknown. */
  first_touch_referrer_host: NullableText;
  first_touch_utm_source: NullableText;
  first_touch_utm_medium: NullableText;
  first_touch_utm_campaign: NullableText;
  first_touch_utm_term: NullableText;
  first_touch_utm_content: NullableText;
  /** Set by staff or a card import: trade_show, referral, phone or other (domain/lead/offline-source.ts). */
  offline_source_kind: NullableText;
  /** The show's or referring clinic's name. */
  offline_source_name: NullableText;
  /** YYYY-MM-DD (Japan): the show's date or the card exchange. */
  offline_source_on: NullableText;
  /** The sales stage after the materials: meeting, trial, quote, won or lost; null: none yet. */
  stage: NullableText;
  /** ISO-8601 UTC: when the stage was last set. */
  stage_at: NullableText;
  /** ISO-8601 UTC: the first activity or stage staff recorded (speed to lead); not automatic mail. */
  first_human_touch_at: NullableText;
  /** 'web' (the form) or 'import' (a business-card import). */
  lead_source_kind: ColumnType<string, string | undefined, string>;
  /** The card import batch the lead came in with (migration 0040); null for web leads. */
  import_batch_id: NullableText;
  /** Its line in the imported file. */
  import_line: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why an imported lead may be mailed: business_card (特定電子メール法's exception) or explicit. */
  mail_consent: NullableText;
  /** ISO-8601 UTC: when each stage was first reached; moving back clears the later ones (migration 0039). */
  meeting_at: NullableText;
  trial_at: NullableText;
  quote_at: NullableText;
  won_at: NullableText;
  lost_at: NullableText;
  /** The contract's value in yen, while the stage is won. */
  contract_monthly: NullableNumber;
  contract_once: NullableNumber;
  /** The open next step, its day (YYYY-MM-DD, Japan) and deadline (the end of that day, ISO UTC). */
  next_step: NullableText;
  next_step_on: NullableText;
  next_step_due_at: NullableText;
}

type NullableNumber = ColumnType<number | null, number | null | undefined, number | null>;

/** One stage change of a lead (migration 0039). */
export interface LeadStageEventsTable {
  id: string;
  request_id: string;
  from_stage: string | null;
  to_stage: string;
  amount_monthly: number | null;
  amount_once: number | null;
  lost_reason_id: string | null;
  lost_note: string | null;
  /** JSON: the stage's details (domain/lead/stages.ts StageDetails). */
  details: string | null;
  actor_id: string | null;
  actor_email: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

/** One activity staff logged on a lead (migration 0039). */
export interface LeadActivitiesTable {
  id: string;
  request_id: string;
  /** phone, mail, visit, online, line or other (domain/lead/activities.ts). */
  kind: string;
  note: string | null;
  next_step: string | null;
  /** YYYY-MM-DD (Japan). */
  next_step_on: string | null;
  actor_id: string | null;
  actor_email: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

/** The reasons 失注 offers (migration 0039), editable by staff. */
export interface LostReasonsTable {
  id: string;
  label: string;
  position: number;
  disabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: string;
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

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

/** A brochure request as read from its table. */
export type MaterialRequest = Selectable<MaterialRequestsTable>;

/** A brochure in the library (migration 0022); its bytes are in brochure_versions. */
export interface BrochuresTable {
  id: string;
  title: string;
  /** A Locale. */
  locale: string;
  /** Comma-separated brochureProducts ids. */
  products: string;
  current_version_id: string;
  /** ISO-8601 UTC */
  created_at: string;
  /** ISO-8601 UTC */
  updated_at: string;
}

export interface BrochureVersionsTable {
  id: string;
  brochure_id: string;
  /** SHA-256 (hex) of `data`. */
  sha256: string;
  size: number;
  pages: number;
  /** bytea on PostgreSQL (read as Buffer), blob on SQLite (read as Uint8Array). */
  data: ColumnType<Uint8Array, Uint8Array, never>;
  created_at: string;
  created_by: string | null;
  /** ISO-8601 UTC: when another version took its place; null while current. */
  replaced_at: string | null;
  /** JSON RemovedContent: what the upload check removed (migration 0034); null when nothing. */
  removed_content: string | null;
}

export type MaterialsMethod = 'link' | 'post';

/** One sending of materials to a lead: by personal link or by post. */
export interface MaterialsSentTable {
  id: string;
  request_id: string;
  method: MaterialsMethod;
  actor_id: string | null;
  actor_email: string | null;
  tracking_number: string | null;
  /** ISO-8601 UTC */
  sent_at: string;
}

/** A personal link `/materials/<token>`: one per lead and brochure of a sending. */
export interface MaterialLinksTable {
  id: string;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  request_id: string;
  sent_id: string;
  brochure_id: string;
  /** The version the link was sent with, kept until the link expires. */
  version_id: string;
  created_at: string;
  expires_at: string;
  /** When the visitor asked for a new link from the expired page (the owner is told once). */
  renewal_requested_at: string | null;
}

export interface MaterialDownloadsTable {
  id: string;
  link_id: string;
  request_id: string;
  /** ISO-8601 UTC */
  downloaded_at: string;
}

export interface MaterialsSettingsTable {
  /** Always 'default': one row. */
  id: string;
  link_days: number;
  updated_at: string;
  updated_by: string | null;
}
