/**
 * Retention (APPI and bounded growth: docs/product.md#privacy-and-retention): after LEAD_RETENTION_MONTHS a brochure
 * request keeps only what statistics need (product, dates, locale, status, the page and
 * campaign it came from); everything that identifies the person is replaced, and its `.eml`
 * files are removed. Audit entries, analytics events and login-throttle rows are deleted after
 * their own periods, and a sent mail job's payload (and a webhook delivery's body, sent or
 * failed) is cleared. Every instance checks hourly;
 * `scheduled_runs` lets one of them do each day's run. Every step is idempotent, so a run
 * repeated by hand, or overlapping another, changes nothing more.
 */

import { type Kysely, sql } from 'kysely';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import { mailDirOf, removeLeadMailFiles, removeMailFilesOlderThan } from '../delivery/mail-files.server.ts';
import { anonymiseLeadDemos } from '../demo/demo-privacy.server.ts';
import { anonymiseLeadSales } from '../funnel/sales-traces.server.ts';
import { removeLeadMatches } from '../leads/lead-matches.server.ts';
import { leadSearchText } from '../leads/lead-search.server.ts';
import { pruneUsedChallenges } from '../leads/proof-of-work.server.ts';
import { pruneBrochureVersions } from '../materials/brochures.server.ts';
import { copiesDirOf, removeStaleCopies } from '../materials/copies.server.ts';
import { anonymiseLeadMaterials } from '../materials/links.server.ts';
import type { Env } from '../platform/env.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';
import { japanDay, runOncePerPeriod } from '../platform/scheduled.server.ts';
import type { Database } from '../platform/schema.server.ts';
import {
  ANONYMISED_BEFORE_DELIVERY,
  CLEARED_PAYLOAD,
  clearWebhookBodies,
  scrubDeliveryErrors,
} from './lead-traces.server.ts';

export { ANONYMISED_BEFORE_DELIVERY, CLEARED_PAYLOAD };

const ANONYMISED_PERSON = {
  name: '（匿名化済み）',
  name_kana: null,
  email: '',
  phone: '',
  postal_code: null,
  address: '',
  position: '',
  organization: '',
  purpose: '',
  user_agent: null,
  referrer: null,
} as const;

/**
 * What an anonymised request holds in place of the person's details; its search text is
 * rebuilt from these, so nothing of the person stays findable either. Its duplicate keys go
 * (docs/product.md#duplicates): they are built from the person's details, and placeholders
 * shared by every anonymised row must not match each other.
 */
export const ANONYMISED_LEAD = {
  ...ANONYMISED_PERSON,
  search_text: leadSearchText(ANONYMISED_PERSON),
  email_key: null,
  phone_key: null,
  org_key: null,
} as const;

/**
 * The idempotency key is a hash over the e-mail address, so it goes too; its replacement
 * starts with a prefix no real key has (those are base64url), which marks the row as done.
 */
const KEY_PREFIX = 'anonymised:';
/** Migration 0021's partial index condition verbatim (a parameter would not match it): rows still to do. */
const NOT_ANONYMISED = sql<boolean>`idempotency_key not like 'anonymised:%'`;

/** Whether a stored request has already been anonymised. */
export const isAnonymisedLead = (lead: { idempotency_key: string }): boolean =>
  lead.idempotency_key.startsWith(KEY_PREFIX);

/** Rows per transaction: a first run over years of requests must not hold one long lock. */
const BATCH = 500;

function assertPeriod(unit: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${unit} must be a whole number ≥ 1, got ${value}`);
}

/** `months` calendar months before `now` (UTC), the day clamped to the target month's last. */
export function retentionCutoff(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/** The next batch due for anonymisation, read from migration 0021's partial index (NOT_ANONYMISED). */
export const leadsToAnonymise = (db: Kysely<Database>, cutoff: string) =>
  db
    .selectFrom('material_requests')
    .select(['id', 'email'])
    .where('created_at', '<', cutoff)
    .where(NOT_ANONYMISED)
    .orderBy('created_at')
    .limit(BATCH);

/**
 * Anonymises brochure requests older than `months` months before `now` (name, reading, email,
 * phone, postal code, address, position, organization, purpose, user agent, referrer and the
 * search text and duplicate keys built from them replaced, its duplicate links removed; the product, dates,
 * locale, status kept for statistics); idempotent; returns how many rows it changed.
 * An address quoted in a notification's delivery error (a bounce names the recipient) is
 * removed from that error too, its webhook deliveries' bodies are cleared, and with `mailDir`
 * the request's `.eml` files are removed.
 */
export async function anonymiseExpiredLeads(
  db: Kysely<Database>,
  options: { months: number; now?: Date; mailDir?: string },
): Promise<number> {
  assertPeriod('months', options.months);
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.months).toISOString();
  const updatedAt = now.toISOString();
  let changed = 0;
  for (;;) {
    const batch = await leadsToAnonymise(db, cutoff).execute();
    if (batch.length === 0) return changed;
    const batchIds = batch.map((lead) => lead.id);
    const ids = await db.transaction().execute(async (trx) => {
      // Guarded by the key again: another instance may have taken some of these meanwhile.
      const updated = await trx
        .updateTable('material_requests')
        .set({
          ...ANONYMISED_LEAD,
          idempotency_key: sql<string>`${sql.lit(KEY_PREFIX)} || id`,
          updated_at: updatedAt,
        })
        .where('id', 'in', batchIds)
        .where('idempotency_key', 'not like', `${KEY_PREFIX}%`)
        .returning('id')
        .execute();
      await scrubDeliveryErrors(trx, batch);
      await clearWebhookBodies(trx, batchIds, updatedAt);
      // Staff notes on the status history may quote the person too (admin inbox).
      await trx
        .updateTable('lead_status_events')
        .set({ note: null })
        .where('request_id', 'in', batchIds)
        .where('note', 'is not', null)
        .execute();
      // A link says two people's details matched; it goes with the details, both ways.
      const ids = updated.map((row) => row.id);
      await removeLeadMatches(trx, ids);
      // Personal links and download records go; the sending's record stays, without tracking numbers.
      await anonymiseLeadMaterials(trx, ids);
      // Activities and stages stay as statistics, without what staff wrote (issue 34).
      await anonymiseLeadSales(trx, ids);
      // Demo bookings stay as statistics, without the place or the lead's manage link (issue 44).
      await anonymiseLeadDemos(trx, ids, now);
      return ids;
    });
    changed += ids.length;
    // After the commit: a file removed for a change rolled back would be lost for nothing.
    if (options.mailDir !== undefined) await removeLeadMailFiles(options.mailDir, ids);
    // node:sqlite is synchronous: a backlog of batches must leave the loop to requests between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Rows per delete: a first run over years of events must not hold one long lock. */
const DELETE_BATCH = 5_000;

/** Deletes, in batches, the rows of `table` whose `column` is before `cutoff`; returns how many. */
async function deleteOlderThan(
  db: Kysely<Database>,
  table: 'audit_log' | 'analytics_events' | 'login_throttle',
  column: 'created_at' | 'last_failure_at',
  key: 'id' | 'key',
  cutoff: string,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    // One statement per batch; `in (select … limit)` is portable where `delete … limit` is not.
    const result = await sql`delete from ${sql.table(table)} where ${sql.ref(key)} in (
      select ${sql.ref(key)} from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${DELETE_BATCH}
    )`.execute(db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < DELETE_BATCH) return deleted;
  }
}

/** Deletes audit log entries older than `months` months. */
export async function deleteExpiredAudit(db: Kysely<Database>, options: { months: number; now?: Date }) {
  assertPeriod('months', options.months);
  const cutoff = retentionCutoff(options.now ?? new Date(), options.months).toISOString();
  return deleteOlderThan(db, 'audit_log', 'created_at', 'id', cutoff);
}

/** Deletes analytics events older than `months` months. */
export async function deleteExpiredAnalytics(db: Kysely<Database>, options: { months: number; now?: Date }) {
  assertPeriod('months', options.months);
  const cutoff = retentionCutoff(options.now ?? new Date(), options.months).toISOString();
  return deleteOlderThan(db, 'analytics_events', 'created_at', 'id', cutoff);
}

/**
 * Deletes login-throttle rows whose last failure is older than `hours` hours. They stop acting
 * an hour after the last failure (login.server.ts), so this only forgets, never unlocks early.
 */
export async function deleteExpiredLoginThrottle(db: Kysely<Database>, options: { hours: number; now?: Date }) {
  assertPeriod('hours', options.hours);
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.hours * 3_600_000).toISOString();
  return deleteOlderThan(db, 'login_throttle', 'last_failure_at', 'key', cutoff);
}

/**
 * The updates that clear due payloads: sent jobs, and failed webhook deliveries. Two
 * statements, not one with OR: each then reads (status, updated_at) from migration 0021's
 * partial index (its condition written literally), where an OR sent SQLite to every sent job.
 */
export const payloadsToClear = (db: Kysely<Database>, cutoff: string) =>
  [
    db.updateTable('outbox_jobs').where('status', '=', 'sent'),
    db.updateTable('outbox_jobs').where('status', '=', 'failed').where('kind', '=', WEBHOOK_JOB_KIND),
  ].map((update) =>
    update.set({ payload: CLEARED_PAYLOAD }).where('updated_at', '<', cutoff).where(sql<boolean>`payload <> '{}'`),
  );

/**
 * Clears the payload of mail jobs sent, and of webhook deliveries sent or failed, more than
 * `days` days ago; the row, its attempts and its link to the request stay, as the record of
 * what was sent when. (A failed mail keeps its payload: staff may send it again from the lead's
 * page; a failed webhook delivery is not sent again, and its body holds the person's data.)
 */
export async function clearSentPayloads(db: Kysely<Database>, options: { days: number; now?: Date }) {
  assertPeriod('days', options.days);
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.days * 86_400_000).toISOString();
  let cleared = 0;
  for (const update of payloadsToClear(db, cutoff)) cleared += Number((await update.executeTakeFirst()).numUpdatedRows);
  return cleared;
}

export interface RetentionSettings {
  leadMonths: number;
  auditMonths: number;
  analyticsMonths: number;
  loginThrottleHours: number;
  sentPayloadDays: number;
  /** DATA_DIR/mail, whose `.eml` files follow the leads' retention. */
  mailDir?: string;
  /** DATA_DIR/materials-copies: stamped copies, which live no longer than their links. */
  copiesDir?: string;
}

/** The retention settings the environment holds. */
export const retentionSettings = (env: Env): RetentionSettings => ({
  leadMonths: env.LEAD_RETENTION_MONTHS,
  auditMonths: env.AUDIT_RETENTION_MONTHS,
  analyticsMonths: env.ANALYTICS_RETENTION_MONTHS,
  loginThrottleHours: env.LOGIN_THROTTLE_RETENTION_HOURS,
  sentPayloadDays: env.OUTBOX_PAYLOAD_RETENTION_DAYS,
  mailDir: mailDirOf(env.DATA_DIR),
  copiesDir: copiesDirOf(env.DATA_DIR),
});

export interface RetentionReport {
  anonymised: number;
  auditDeleted: number;
  analyticsDeleted: number;
  loginThrottleDeleted: number;
  payloadsCleared: number;
  mailFilesRemoved: number;
  /** Stamped copies of links expired or gone (each instance also sweeps its own hourly). */
  copiesRemoved: number;
}

/** One full retention pass; each step is idempotent, so a repeated or overlapping run is harmless. */
export async function runRetention(
  db: Kysely<Database>,
  settings: RetentionSettings,
  now: Date = new Date(),
): Promise<RetentionReport> {
  const { mailDir } = settings;
  const anonymised = await anonymiseExpiredLeads(db, {
    months: settings.leadMonths,
    now,
    ...(mailDir === undefined ? {} : { mailDir }),
  });
  const auditDeleted = await deleteExpiredAudit(db, { months: settings.auditMonths, now });
  const analyticsDeleted = await deleteExpiredAnalytics(db, { months: settings.analyticsMonths, now });
  const loginThrottleDeleted = await deleteExpiredLoginThrottle(db, { hours: settings.loginThrottleHours, now });
  const payloadsCleared = await clearSentPayloads(db, { days: settings.sentPayloadDays, now });
  await pruneBrochureVersions(db, now); // replaced versions no unexpired link carries
  // After anonymisation removed links: their stamped copies, personal data, go too.
  const copiesRemoved = settings.copiesDir === undefined ? 0 : await removeStaleCopies(db, settings.copiesDir, now);
  // Spent proof-of-work challenges past their expiry could not be used again anyway.
  await pruneUsedChallenges(db, now);
  // Test mails and files named before request ids were part of the name go by age.
  const mailFilesRemoved =
    mailDir === undefined ? 0 : await removeMailFilesOlderThan(mailDir, retentionCutoff(now, settings.leadMonths));
  // The record of past runs is kept as long as the audit log.
  await db
    .deleteFrom('scheduled_runs')
    .where('started_at', '<', retentionCutoff(now, settings.auditMonths).toISOString())
    .execute();
  return {
    anonymised,
    auditDeleted,
    analyticsDeleted,
    loginThrottleDeleted,
    payloadsCleared,
    mailFilesRemoved,
    copiesRemoved,
  };
}

export const RETENTION_TASK = 'retention';
/** How often each instance checks whether today's run is done; the run itself is daily. */
export const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Checks at start and then every hour whether today's retention run (Japan time) has been
 * done by any instance, and does it if not; stop() clears the timer.
 */
export function startRetentionSchedule(deps: {
  db: Kysely<Database>;
  log: Logger;
  settings: RetentionSettings;
  now?: () => Date;
}): Periodic {
  const { db, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  // A run still going after an hour (a huge first backlog) is joined, not started again.
  return runPeriodically(
    async () => {
      const started = now();
      const outcome = await runOncePerPeriod(
        db,
        RETENTION_TASK,
        japanDay(started),
        () => runRetention(db, settings, started),
        now,
      );
      if (outcome.ran) log.info(outcome.result, 'retention: daily run done');
    },
    {
      intervalMs: RETENTION_CHECK_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'retention: daily run failed'),
    },
  );
}
