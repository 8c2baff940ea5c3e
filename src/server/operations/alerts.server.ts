/**
 * Operational alerts (docs/operations.md#alerts): incidents that admins are told of by mail
 * and on the dashboard banner, once per incident, and again when it clears.
 *
 * An incident is a row in `alerts`; a partial unique index allows one open row per kind and
 * subject, so of several instances noticing the same fault only one insert succeeds, and that
 * instance queues the mail in the same transaction. Clearing is a conditional UPDATE that only
 * one instance wins; it queues the recovery notice. The mails are outbox jobs with ids derived
 * from the incident, delivered (and retried) like every other mail; while mail itself is down
 * they wait, and the banner says so. A recovery notice never arrives before its alert (issue
 * 30): it goes out only once the alert's mail has, and an alert still unsent when it clears
 * goes out as one mail that tells both.
 */
import { randomUUID } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { type AlertKind, alertCopy, alertDetailLabels, alertMailCopy } from '../../content/admin/alerts.ts';
import { escapeHtml, htmlDocument, type Mailer, type MailMessage, messageIdDomain } from '../delivery/mail.server.ts';
import type { JobKind } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';

export type { AlertKind };

export const ALERT_JOB_KIND = 'alert.mail';
/** Mail failing this long (every attempt since the last success failed) opens `mail_failing`. */
export const MAIL_FAILING_MS = 30 * 60_000;
/** A webhook endpoint failing this long opens `webhook_failing`. */
export const WEBHOOK_FAILING_MS = 60 * 60_000;
/** Free share of the disk under DATA_DIR below which `disk_low` opens. */
export const DISK_FREE_MIN = 0.1;
export const ALERT_CHECK_INTERVAL_MS = 60_000;
/**
 * An alert mail outlasts the outage it reports: retried after 1, 5, 15 and 30 minutes, then
 * hourly for three days, where other mail gives up after about 7.5 hours.
 */
export const ALERT_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  30 * 60_000,
  ...Array.from({ length: 72 }, () => 60 * 60_000),
];

export interface Alert {
  id: string;
  kind: AlertKind;
  subject: string;
  detail: Record<string, string | number>;
  openedAt: string;
  resolvedAt: string | null;
}

/** An open alert as the banner shows it: whether its mail has gone out or is still waiting. */
export interface OpenAlert extends Alert {
  mail: 'sent' | 'waiting';
}

export const alertJobId = (alertId: string, event: 'opened' | 'resolved'): string => `alert-${alertId}-${event}`;

async function queueAlertMail(db: Db, alertId: string, event: 'opened' | 'resolved', at: string): Promise<void> {
  await db
    .insertInto('outbox_jobs')
    .values({
      id: alertJobId(alertId, event),
      kind: ALERT_JOB_KIND,
      payload: JSON.stringify({ alertId, event }),
      request_id: null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Opens an incident unless one of this kind and subject is open; returns whether this call opened it. */
export async function openAlert(
  db: Db,
  kind: AlertKind,
  subject: string,
  detail: Record<string, string | number>,
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('alerts')
      .values({ id: randomUUID(), kind, subject, detail: JSON.stringify(detail), opened_at: at, resolved_at: null })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await queueAlertMail(trx, row.id, 'opened', at);
    return true;
  });
}

/** Clears the open incident of this kind and subject, if any; returns whether this call cleared it. */
export async function resolveAlert(db: Db, kind: AlertKind, subject: string, now: Date = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('alerts')
      .set({ resolved_at: at })
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await queueAlertMail(trx, row.id, 'resolved', at);
    return true;
  });
}

const toAlert = (row: {
  id: string;
  kind: string;
  subject: string;
  detail: string;
  opened_at: string;
  resolved_at: string | null;
}): Alert => ({
  id: row.id,
  kind: row.kind as AlertKind,
  subject: row.subject,
  detail: JSON.parse(row.detail) as Alert['detail'],
  openedAt: row.opened_at,
  resolvedAt: row.resolved_at,
});

/** Open incidents, oldest first, each with the state of its mail (the dashboard banner). */
export async function listOpenAlerts(db: Db): Promise<OpenAlert[]> {
  const rows = await db
    .selectFrom('alerts')
    .selectAll()
    .where('resolved_at', 'is', null)
    .orderBy('opened_at')
    .execute();
  if (rows.length === 0) return [];
  const sent = await db
    .selectFrom('outbox_jobs')
    .select('id')
    .where(
      'id',
      'in',
      rows.map((row) => alertJobId(row.id, 'opened')),
    )
    .where('status', '=', 'sent')
    .execute();
  const sentIds = new Set(sent.map((job) => job.id));
  return rows.map((row) => ({ ...toAlert(row), mail: sentIds.has(alertJobId(row.id, 'opened')) ? 'sent' : 'waiting' }));
}

/** Every incident, newest first (tests and the operations guide's queries). */
export async function listAlerts(db: Db): Promise<Alert[]> {
  const rows = await db.selectFrom('alerts').selectAll().orderBy('opened_at', 'desc').execute();
  return rows.map(toAlert);
}

/** When the current run of failures began: the first failure after the last success, if any. */
async function failingSince(db: Db, filter: { webhook: false } | { webhook: true; endpointId: string }) {
  const base = db
    .selectFrom('outbox_attempts')
    .innerJoin('outbox_jobs', 'outbox_jobs.id', 'outbox_attempts.job_id')
    .$call((qb) =>
      filter.webhook
        ? qb.where('outbox_jobs.kind', '=', 'webhook').where('outbox_jobs.endpoint_id', '=', filter.endpointId)
        : qb.where('outbox_jobs.kind', '<>', 'webhook'),
    );
  const lastOk = await base
    .select((eb) => eb.fn.max('outbox_attempts.attempted_at').as('at'))
    .where('outbox_attempts.ok', '=', true)
    .executeTakeFirst();
  const firstFailure = await base
    .select((eb) => eb.fn.min('outbox_attempts.attempted_at').as('at'))
    .where('outbox_attempts.ok', '=', false)
    .where('outbox_attempts.attempted_at', '>', lastOk?.at ?? '')
    .executeTakeFirst();
  return firstFailure?.at ?? undefined;
}

/** What each check found: the incidents that should be open now, by kind and subject. */
export type Findings = Map<string, { kind: AlertKind; subject: string; detail: Record<string, string | number> }>;

const key = (kind: AlertKind, subject: string) => `${kind}\u0000${subject}`;

/** The checked conditions (all but the backup, which its nightly run reports itself). */
export async function findIncidents(db: Db, options: { dataDir: string; now: Date }): Promise<Findings> {
  const { now } = options;
  const found: Findings = new Map();
  const add = (kind: AlertKind, subject: string, detail: Record<string, string | number>) =>
    found.set(key(kind, subject), { kind, subject, detail });

  const failedNotifications = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'request_id', 'last_error', 'updated_at'])
    .where('kind', '=', 'lead.staff_notification')
    .where('status', '=', 'failed')
    .execute();
  for (const job of failedNotifications) {
    add('lead_notification_failed', job.id, {
      request: job.request_id ?? '',
      error: job.last_error ?? '',
      since: job.updated_at,
    });
  }

  const mailSince = await failingSince(db, { webhook: false });
  if (mailSince && now.getTime() - Date.parse(mailSince) >= MAIL_FAILING_MS)
    add('mail_failing', '', { since: mailSince });

  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url'])
    .where('disabled', '=', false)
    .execute();
  for (const endpoint of endpoints) {
    const since = await failingSince(db, { webhook: true, endpointId: endpoint.id });
    if (since && now.getTime() - Date.parse(since) >= WEBHOOK_FAILING_MS) {
      add('webhook_failing', endpoint.id, { url: new URL(endpoint.url).origin, since });
    }
  }

  const free = await diskFreeShare(options.dataDir);
  if (free !== undefined && free < DISK_FREE_MIN) add('disk_low', '', { free: `${(free * 100).toFixed(1)} %` });
  return found;
}

/** The share of the disk under `dir` still available to the server (undefined when unknown). */
export async function diskFreeShare(dir: string): Promise<number | undefined> {
  try {
    const fs = await statfs(dir);
    return fs.blocks > 0 ? fs.bavail / fs.blocks : undefined;
  } catch {
    return undefined;
  }
}

const CHECKED_KINDS: readonly AlertKind[] = ['lead_notification_failed', 'mail_failing', 'webhook_failing', 'disk_low'];

/**
 * One pass: opens what is found and not open yet, clears what is open and no longer found.
 * Safe to run on every instance at once. Returns what this call opened and cleared.
 */
export async function checkAlerts(
  db: Db,
  options: { dataDir: string; now?: Date },
): Promise<{ opened: string[]; resolved: string[] }> {
  const now = options.now ?? new Date();
  const found = await findIncidents(db, { dataDir: options.dataDir, now });
  const open = await db
    .selectFrom('alerts')
    .select(['kind', 'subject'])
    .where('resolved_at', 'is', null)
    .where('kind', 'in', [...CHECKED_KINDS])
    .execute();
  const openKeys = new Set(open.map((row) => key(row.kind as AlertKind, row.subject)));
  const opened: string[] = [];
  const resolved: string[] = [];
  for (const [k, incident] of found) {
    if (!openKeys.has(k) && (await openAlert(db, incident.kind, incident.subject, incident.detail, now))) {
      opened.push(incident.kind);
    }
  }
  for (const row of open) {
    const kind = row.kind as AlertKind;
    if (!found.has(key(kind, row.subject)) && (await resolveAlert(db, kind, row.subject, now))) resolved.push(kind);
  }
  return { opened, resolved };
}

/** Runs checkAlerts at start and every `intervalMs`; `queued` is told when a mail was queued. */
export function startAlertChecks(deps: {
  db: Db;
  log: Logger;
  dataDir: string;
  queued?: () => void;
  intervalMs?: number;
  now?: () => Date;
}): Periodic {
  const { db, log } = deps;
  return runPeriodically(
    async () => {
      const now = deps.now?.() ?? new Date();
      const { opened, resolved } = await checkAlerts(db, { dataDir: deps.dataDir, now });
      if (opened.length > 0) log.warn({ opened }, 'alerts: incident opened');
      if (resolved.length > 0) log.info({ resolved }, 'alerts: incident cleared');
      if (opened.length + resolved.length > 0) deps.queued?.();
    },
    {
      intervalMs: deps.intervalMs ?? ALERT_CHECK_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'alerts: check failed'),
    },
  );
}

const japanTime = (iso: string): string =>
  new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO-8601 UTC time, as the findings record them. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** One detail as an admin reads it: its name in words, a time in Japan time. */
export function alertDetailRow(name: string, value: string | number): [string, string] {
  const label = alertDetailLabels[name] ?? `${alertMailCopy.detail}: ${name}`;
  const text = String(value);
  return [label, typeof value === 'string' && ISO_TIME.test(value) ? `${japanTime(value)}（日本時間）` : text];
}

/** Thrown while the alert's own mail is being sent: the recovery waits for it (retried). */
const alertMailInFlight = () => new Error('the alert mail is being sent; its recovery notice waits for it');

/**
 * The alert mail of one job (to every active admin, or `fallbackTo` when there is none);
 * undefined when there is nothing to send: the incident is gone, or it is a recovery whose alert
 * will still go out and tell the recovery itself. Throws while the alert's mail is in flight.
 */
export async function composeAlertJob(
  deps: { db: Db; staff: { notifyTo: string } },
  job: { id: string; payload: string },
): Promise<MailMessage | undefined> {
  const { alertId, event } = JSON.parse(job.payload) as { alertId: string; event: 'opened' | 'resolved' };
  const row = await deps.db.selectFrom('alerts').selectAll().where('id', '=', alertId).executeTakeFirst();
  if (!row) return undefined;
  const alert = toAlert(row);
  if (event === 'resolved') {
    const opened = await deps.db
      .selectFrom('outbox_jobs')
      .select('status')
      .where('id', '=', alertJobId(alertId, 'opened'))
      .executeTakeFirst();
    // Still to be sent (a retry is due): that mail will read the incident cleared and say so.
    if (opened?.status === 'pending') return undefined;
    if (opened?.status === 'sending') throw alertMailInFlight();
    // Sent, or given up on (failed, or removed): the recovery cannot overtake it.
  }
  // An alert mail sent after its incident cleared tells both, so no recovery is needed after it.
  const told = event === 'resolved' || alert.resolvedAt !== null ? 'resolved' : 'opened';
  const admins = await deps.db
    .selectFrom('admin_users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .orderBy('email')
    .execute();
  const to = admins.length > 0 ? admins.map((a) => a.email).join(', ') : deps.staff.notifyTo;
  const copy = alertCopy[alert.kind];
  const m = alertMailCopy;
  const rows: [string, string][] = [
    [m.since, japanTime(alert.openedAt)],
    ...(told === 'resolved' && alert.resolvedAt ? [[m.until, japanTime(alert.resolvedAt)] as [string, string]] : []),
    ...Object.entries(alert.detail).map(([name, value]) => alertDetailRow(name, value)),
    ...(told === 'opened' ? [[m.whatToDo, copy.action] as [string, string]] : []),
  ];
  const lead = event === 'resolved' ? m.resolved : told === 'resolved' ? m.openedAndResolved : m.opened;
  const text = `${lead}\n\n${copy.title}\n\n${rows.map(([k, v]) => `■ ${k}\n${v}`).join('\n\n')}\n\n${m.footer}\n`;
  const html = htmlDocument(
    'ja',
    `<p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(copy.title)}</strong></p><dl>${rows
      .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
      .join('')}</dl><p>${escapeHtml(m.footer)}</p>`,
  );
  const subject = told === 'opened' ? m.openedSubject(copy.title) : m.resolvedSubject(copy.title);
  return { to, subject, text, html, messageId: `<${job.id}@${messageIdDomain()}>` };
}

/** The alert mail's job kind, registered in services.server.ts; retried for days, not hours. */
export const alertJobKind: JobKind<{ db: Db; log: Logger; mailer: Mailer; staff: { notifyTo: string } }> = {
  handler: async (deps, job) => {
    const message = await composeAlertJob(deps, job);
    if (!message) deps.log.info({ job: job.id }, 'alerts: nothing to send (incident gone, or told by its alert mail)');
    return message ? (signal) => deps.mailer.send(message, { signal }) : async () => {};
  },
  retryDelaysMs: ALERT_RETRY_DELAYS_MS,
};
