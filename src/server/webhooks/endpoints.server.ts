/**
 * Webhook endpoints as admins keep them (/admin/integrations, `npm run admin -- webhook:…`):
 * checking an address, secret and events, listing (never the secret), adding and disabling,
 * each audited in the same transaction. What an endpoint receives: payloads.server.ts; the
 * deliveries queued for it: events.server.ts; their sending: delivery-job.server.ts.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { hasHiddenUrlCharacter } from '../../domain/url-text.ts';
import {
  WEBHOOK_JOB_KIND,
  type WebhookEvent,
  type WebhookFormat,
  type WebhookProblem,
  webhookEvents,
  webhookFormats,
} from '../../domain/webhooks.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { checkOutboundUrl } from '../platform/outbound.server.ts';

export const WEBHOOK_SECRET_MIN_LENGTH = 16;
export const WEBHOOK_SECRET_MAX_LENGTH = 256;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export type { WebhookProblem };
export type WebhookField = 'url' | 'secret' | 'events' | 'format';
export type WebhookErrors = Partial<Record<WebhookField, WebhookProblem>>;

export interface WebhookInput {
  url: unknown;
  secret: unknown;
  /** Event names, as a list or comma-separated. */
  events: unknown;
  /** 'json' (the default when empty) or 'slack'. */
  format?: unknown;
}

export interface ValidWebhook {
  url: string;
  secret: string;
  events: WebhookEvent[];
  format: WebhookFormat;
}

/** Who did it: a signed-in user, or the command line's actor (scripts/admin.ts). */
export interface WebhookActor {
  id: string;
  email: string;
}

export interface WebhookEndpointView {
  id: string;
  /** The address with its credential-like part hidden (displayWebhookUrl). */
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  disabled: boolean;
  createdAt: string;
}

const isWebhookEvent = (value: string): value is WebhookEvent => (webhookEvents as readonly string[]).includes(value);

/** Stored events (comma-separated) in the order of webhookEvents, unknown names dropped. */
export const eventsOf = (stored: string): WebhookEvent[] => {
  const listed = new Set(stored.split(',').map((name) => name.trim()));
  return webhookEvents.filter((event) => listed.has(event));
};

/** Checks an endpoint as typed in the admin form or on the command line. */
export function validateWebhook(
  input: WebhookInput,
): { ok: true; webhook: ValidWebhook } | { ok: false; errors: WebhookErrors } {
  const errors: WebhookErrors = {};
  const url = typeof input.url === 'string' ? input.url.trim() : '';
  let parsed: URL | undefined;
  if (url.length > WEBHOOK_URL_MAX_LENGTH) errors.url = 'urlTooLong';
  // Before the URL parser, which would percent-encode them into a valid-looking address.
  else if (hasHiddenUrlCharacter(typeof input.url === 'string' ? input.url : '')) errors.url = 'urlHidden';
  else {
    try {
      parsed = new URL(url);
    } catch {
      errors.url = 'url';
    }
  }
  if (parsed) {
    // https to a public address only (outbound.server.ts); a name is checked again when sent.
    const checked = checkOutboundUrl(parsed);
    if (!checked.ok)
      errors.url = checked.problem === 'https' ? 'urlHttps' : checked.problem === 'address' ? 'urlAddress' : 'url';
  }
  const secret = typeof input.secret === 'string' ? input.secret.trim() : '';
  if (secret.length < WEBHOOK_SECRET_MIN_LENGTH) errors.secret = 'secretShort';
  else if (secret.length > WEBHOOK_SECRET_MAX_LENGTH) errors.secret = 'secretLong';
  const names = (
    Array.isArray(input.events) ? input.events : typeof input.events === 'string' ? input.events.split(',') : []
  )
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0 || !names.every(isWebhookEvent)) errors.events = 'events';
  const format = input.format === undefined || input.format === null || input.format === '' ? 'json' : input.format;
  if (!(webhookFormats as readonly unknown[]).includes(format)) errors.format = 'format';
  if (Object.keys(errors).length > 0 || !parsed) return { ok: false, errors };
  return {
    ok: true,
    webhook: { url: parsed.href, secret, events: eventsOf(names.join(',')), format: format as WebhookFormat },
  };
}

/** A fresh secret for the admin form to suggest: 32 random bytes, base64url (43 characters). */
export const suggestWebhookSecret = (): string => randomBytes(32).toString('base64url');

/**
 * An endpoint's address as lists and the audit log show it: the origin and the first path
 * segment, the rest hidden. The URL of a Slack or Teams incoming webhook is itself a
 * credential (its path is the token), so it is never shown or logged in full.
 */
export function displayWebhookUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '…';
  }
  const [first, ...rest] = parsed.pathname.split('/').filter((segment) => segment !== '');
  const path = first === undefined ? '/' : `/${first}${rest.length > 0 ? '/…' : ''}`;
  return `${parsed.origin}${path}${parsed.search ? '?…' : ''}`;
}

const endpointView = (row: {
  id: string;
  url: string;
  events: string;
  format: string;
  disabled: boolean | number;
  created_at: string;
}): WebhookEndpointView => ({
  id: row.id,
  url: displayWebhookUrl(row.url),
  events: eventsOf(row.events),
  format: row.format === 'slack' ? 'slack' : 'json',
  disabled: Boolean(row.disabled),
  createdAt: row.created_at,
});

/** Every endpoint, newest first, enabled ones before disabled ones; never the secret. */
export async function listWebhooks(db: Db): Promise<WebhookEndpointView[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'events', 'format', 'disabled', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const views = rows.map(endpointView);
  return [...views.filter((v) => !v.disabled), ...views.filter((v) => v.disabled)];
}

/** Adds an endpoint, audited (webhook.create) in the same transaction. */
export async function addWebhook(
  db: Db,
  input: WebhookInput & { actor: WebhookActor; ip?: string | null; now?: Date },
): Promise<{ ok: true; endpoint: WebhookEndpointView } | { ok: false; errors: WebhookErrors }> {
  const valid = validateWebhook(input);
  if (!valid.ok) return valid;
  const { webhook } = valid;
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  const row = {
    id: randomUUID(),
    url: webhook.url,
    secret: webhook.secret,
    events: webhook.events.join(','),
    format: webhook.format,
    disabled: false,
    created_at: iso,
    updated_at: iso,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('webhook_endpoints').values(row).execute();
    await recordAudit(trx, {
      action: 'webhook.create',
      actor: input.actor,
      target: { type: 'webhook', id: row.id },
      detail: { url: displayWebhookUrl(row.url), events: webhook.events, format: webhook.format },
      ip: input.ip ?? null,
      now,
    });
  });
  return { ok: true, endpoint: endpointView(row) };
}

/** What a delivery that was never sent because its endpoint was disabled says. */
export const ENDPOINT_DISABLED = 'endpoint disabled';

/**
 * Disables an endpoint for good (add a new one to start again), audited (webhook.disable):
 * it is offered no new events, and its deliveries still waiting are marked failed, unsent.
 */
export async function disableWebhook(
  db: Db,
  input: { id: string; actor: WebhookActor; ip?: string | null; now?: Date },
): Promise<{ ok: true } | { ok: false; problem: 'notFound' | 'disabled' }> {
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'disabled'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!endpoint) return { ok: false, problem: 'notFound' } as const;
    const updated = await trx
      .updateTable('webhook_endpoints')
      .set({ disabled: true, updated_at: iso })
      .where('id', '=', endpoint.id)
      .where('disabled', '=', false)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'disabled' } as const;
    // A delivery in the middle of its send finishes that attempt; its handler refuses a retry.
    await trx
      .updateTable('outbox_jobs')
      .set({ status: 'failed', last_error: ENDPOINT_DISABLED, updated_at: iso })
      .where('kind', '=', WEBHOOK_JOB_KIND)
      .where('endpoint_id', '=', endpoint.id)
      .where('status', '=', 'pending')
      .execute();
    await recordAudit(trx, {
      action: 'webhook.disable',
      actor: input.actor,
      target: { type: 'webhook', id: endpoint.id },
      detail: { url: displayWebhookUrl(endpoint.url) },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
