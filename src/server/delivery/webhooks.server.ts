/**
 * Outgoing webhooks (docs/product.md#webhooks, ADR 018): endpoints, and one signed delivery per
 * event and endpoint, queued in the transaction of the change and sent by the outbox.
 *
 * - A delivery is an outbox job of kind `webhook` whose id is the X-Webhook-Delivery header, so
 *   every retry carries the same id, and whose payload is the body exactly as sent, built when
 *   the event is queued from the lead as that transaction sees it (the same bytes on every
 *   retry, and the state of the lead when the event happened, not when it was sent).
 * - The body is signed at send time (HMAC-SHA256 of the raw bytes, keyed with the endpoint's
 *   secret, which is never stored anywhere else, shown or logged).
 * - A `slack` endpoint receives `{"text": …}` instead: a one-paragraph summary without the
 *   person's contact details, since the receiver is a third-party service. Its link to the lead
 *   is filled in at send time from the same configuration as the staff mail's
 *   (StaffMailConfig.leadUrl): this layer does not know the site's address.
 * - Any 2xx is delivered; anything else, a redirect included (a signed body must not go where
 *   the admin did not point it), or no answer within 10 s, is retried after 10 s, 1 min, 5 min,
 *   30 min, 2 h and 12 h, then `failed`. A disabled endpoint receives nothing more.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { brochureProductName } from '../../content/products.ts';
import { site } from '../../content/site.ts';
import { webhookCopy } from '../../content/webhooks/index.ts';
import type { OutboxJobStatus } from '../../domain/lead/statuses.ts';
import {
  type WebhookEvent,
  type WebhookFormat,
  type WebhookProblem,
  webhookEvents,
  webhookFormats,
} from '../../domain/webhooks.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { dueAt, formatDueJa } from '../follow-up/business-days.server.ts';
import { readFollowUpSettings } from '../follow-up/follow-up-settings.server.ts';
import { phoneE164 } from '../leads/phone.server.ts';
import { leadPrefecture } from '../leads/postal-codes.server.ts';
import type { Db, MaterialRequestsTable } from '../platform/db.server.ts';
import { checkOutboundUrl, OutboundError, outboundFetch } from '../platform/outbound.server.ts';
import type { JobHandler } from './outbox.server.ts';

/** The outbox job kind of a delivery. */
export const WEBHOOK_JOB_KIND = 'webhook';
/** Waits before each retry of a failed delivery; one failure more than this list: failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  12 * 60 * 60_000,
] as const;
/** A receiver that has not answered within this long has failed this attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_SECRET_MIN_LENGTH = 16;
export const WEBHOOK_SECRET_MAX_LENGTH = 256;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Characters of a refusing receiver's answer kept in the error (enough for its message). */
export const WEBHOOK_ERROR_EXCERPT = 200;
/** Names the sender, so a receiver's logs and firewall can tell our requests apart. */
export const WEBHOOK_USER_AGENT = `${site.brand}-Webhooks/1.0`;
/** Where a Slack summary's link to the lead goes; filled in at send time (see the header). */
const LEAD_URL_SLOT = '{leadUrl}';
/** Bytes of a refusing receiver's answer read at most. */
const EXCERPT_READ_BYTES = 4096;

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

export interface WebhookDeliveryView {
  /** The X-Webhook-Delivery id. */
  id: string;
  endpointId: string | null;
  endpointUrl: string | null;
  event: string | null;
  /** The lead it is about; null for a テスト送信. */
  leadId: string | null;
  status: OutboxJobStatus;
  attempts: number;
  /** When the next attempt is due, while one is. */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The lead as a webhook body carries it (docs/webhooks.md). */
export interface WebhookLead {
  id: string;
  receivedAt: string;
  status: string;
  owner: { id: string; name: string; email: string } | null;
  dueAt: string | null;
  name: string;
  nameKana: string | null;
  email: string;
  organization: string;
  position: string;
  /** E.164 (`+819012345678`); as stored when it is not a number E.164 can write. */
  phone: string;
  postalCode: string | null;
  address: string;
  product: string;
  productName: string;
  purpose: string;
  locale: string;
  sourcePage: string | null;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
}

// ---------------------------------------------------------------------------------------------
// Endpoints

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

// ---------------------------------------------------------------------------------------------
// Bodies

type LeadRow = Pick<
  MaterialRequestsTable,
  | 'id'
  | 'created_at'
  | 'name'
  | 'email'
  | 'organization'
  | 'position'
  | 'phone'
  | 'address'
  | 'product'
  | 'purpose'
  | 'locale'
  | 'page_path'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content'
> & {
  status: string;
  owner_id: string | null;
  due_at: string | null;
  name_kana: string | null;
  postal_code: string | null;
  owner_name: string | null;
  owner_email: string | null;
};

/** A stored phone in E.164, as duplicates are matched on it; as stored when it has no E.164 form. */
const e164 = (stored: string): string => phoneE164(stored) ?? stored;

function webhookLead(row: LeadRow): WebhookLead {
  return {
    id: row.id,
    receivedAt: row.created_at,
    status: row.status,
    owner:
      row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' },
    dueAt: row.due_at,
    name: row.name,
    nameKana: row.name_kana,
    email: row.email,
    organization: row.organization,
    position: row.position,
    phone: e164(row.phone),
    postalCode: row.postal_code,
    address: row.address,
    product: row.product,
    productName: brochureProductName(row.product),
    purpose: row.purpose,
    locale: row.locale,
    sourcePage: row.page_path,
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
  };
}

/**
 * The Slack/Teams summary: what happened, the product, language, prefecture, due date and
 * owner, and (for a real lead) the link to its page. No name, e-mail, phone, address or
 * organisation: a clinic's name often carries the doctor's and, with the prefecture, names
 * the person, and the receiver is a third-party service. Staff open the lead for the rest.
 */
async function slackText(event: WebhookEvent, lead: WebhookLead, test: boolean): Promise<string> {
  const c = webhookCopy.ja.slack;
  const what = c.events[event].replace('{status}', c.statuses[lead.status] ?? lead.status);
  const parts = [
    `${c.product}: ${lead.productName}`,
    `${c.locale}: ${c.locales[lead.locale] ?? lead.locale}`,
    `${c.prefecture}: ${(await leadPrefecture({ address: lead.address, postal_code: lead.postalCode })) ?? c.unknown}`,
    `${c.due}: ${lead.dueAt ? formatDueJa(new Date(lead.dueAt)) : c.unknown}`,
    `${c.owner}: ${lead.owner?.name || c.unassigned}`,
  ];
  const link = test ? '' : `${c.open}: ${LEAD_URL_SLOT}`;
  return `${test ? c.testPrefix : ''}${what}。${parts.join('、')}。${link}`;
}

/** The exact body an endpoint of `format` receives for `event` about `lead`. */
export async function webhookBody(
  format: WebhookFormat,
  event: WebhookEvent,
  occurredAt: Date,
  lead: WebhookLead,
  options: { test?: boolean } = {},
): Promise<string> {
  const test = options.test === true;
  if (format === 'slack') return JSON.stringify({ text: await slackText(event, lead, test) });
  return JSON.stringify({ event, occurredAt: occurredAt.toISOString(), ...(test ? { test: true } : {}), lead });
}

interface NewDelivery {
  endpointId: string;
  event: WebhookEvent;
  leadId: string | null;
  body: string;
}

async function insertDeliveries(trx: Db, deliveries: NewDelivery[], now: Date): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const iso = now.toISOString();
  const rows = deliveries.map((delivery) => ({
    id: randomUUID(),
    kind: WEBHOOK_JOB_KIND,
    payload: delivery.body,
    request_id: delivery.leadId,
    endpoint_id: delivery.endpointId,
    event: delivery.event,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: iso,
    locked_until: null,
    last_error: null,
    created_at: iso,
    updated_at: iso,
  }));
  await trx.insertInto('outbox_jobs').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Queues `event` about lead `leadId` for every enabled endpoint subscribed to it. */
export async function queueLeadEvent(trx: Db, event: WebhookEvent, leadId: string, now: Date): Promise<void> {
  const endpoints = (
    await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'events', 'format'])
      .where('disabled', '=', false)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).filter((endpoint) => eventsOf(endpoint.events).includes(event));
  if (endpoints.length === 0) return;
  const row = await trx
    .selectFrom('material_requests as m')
    .leftJoin('admin_users as o', 'o.id', 'm.owner_id')
    .select([
      'm.id',
      'm.created_at',
      'm.status',
      'm.owner_id',
      'm.due_at',
      'm.name',
      'm.name_kana',
      'm.email',
      'm.organization',
      'm.position',
      'm.phone',
      'm.postal_code',
      'm.address',
      'm.product',
      'm.purpose',
      'm.locale',
      'm.page_path',
      'm.utm_source',
      'm.utm_medium',
      'm.utm_campaign',
      'm.utm_term',
      'm.utm_content',
      'o.display_name as owner_name',
      'o.email as owner_email',
    ])
    .where('m.id', '=', leadId)
    .executeTakeFirst();
  if (!row) return;
  const lead = webhookLead(row);
  const bodies = new Map<WebhookFormat, string>();
  const deliveries: NewDelivery[] = [];
  for (const endpoint of endpoints) {
    const format: WebhookFormat = endpoint.format === 'slack' ? 'slack' : 'json';
    let body = bodies.get(format);
    if (body === undefined) {
      body = await webhookBody(format, event, now, lead);
      bodies.set(format, body);
    }
    deliveries.push({ endpointId: endpoint.id, event, leadId, body });
  }
  await insertDeliveries(trx, deliveries, now);
}

/** The fictitious lead a テスト送信 sends (webhookCopy.ja.sample), received at `now`. */
async function sampleLead(db: Db, event: WebhookEvent, now: Date): Promise<WebhookLead> {
  const s = webhookCopy.ja.sample;
  return {
    id: s.id,
    receivedAt: now.toISOString(),
    status: event === 'lead.status_changed' ? 'contacted' : 'pending',
    owner: event === 'lead.assigned' ? { ...s.owner } : null,
    dueAt: dueAt(now, await readFollowUpSettings(db)).toISOString(),
    name: s.name,
    nameKana: s.nameKana,
    email: s.email,
    organization: s.organization,
    position: s.position,
    phone: s.phone,
    postalCode: s.postalCode,
    address: s.address,
    product: s.product,
    productName: brochureProductName(s.product),
    purpose: s.purpose,
    locale: s.locale,
    sourcePage: s.sourcePage,
    utm: { source: null, medium: null, campaign: null, term: null, content: null },
  };
}

/**
 * Queues a sample event (the endpoint's first event, about a fictitious lead, marked
 * `"test": true`) for one enabled endpoint, audited (webhook.test). The outbox sends it like
 * any other delivery; the integrations page shows the outcome.
 */
export async function sendTestWebhook(
  db: Db,
  input: { id: string; actor: WebhookActor; ip?: string | null; now?: Date },
): Promise<{ ok: true; deliveryId: string } | { ok: false; problem: 'notFound' | 'disabled' }> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'events', 'format', 'disabled'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!endpoint) return { ok: false, problem: 'notFound' } as const;
    const event = eventsOf(endpoint.events)[0];
    if (endpoint.disabled || !event) return { ok: false, problem: 'disabled' } as const;
    const format: WebhookFormat = endpoint.format === 'slack' ? 'slack' : 'json';
    const body = await webhookBody(format, event, now, await sampleLead(trx, event, now), { test: true });
    const [deliveryId = ''] = await insertDeliveries(
      trx,
      [{ endpointId: endpoint.id, event, leadId: null, body }],
      now,
    );
    await recordAudit(trx, {
      action: 'webhook.test',
      actor: input.actor,
      target: { type: 'webhook', id: endpoint.id },
      detail: { event, delivery: deliveryId },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true, deliveryId } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Deliveries as the admin pages list them

/**
 * Deliveries, newest first: of one endpoint (the integrations page) or about one lead (its
 * page), at most `limit`.
 */
export async function listWebhookDeliveries(
  db: Db,
  filter: { endpointId?: string; leadId?: string },
  limit = 20,
): Promise<WebhookDeliveryView[]> {
  let query = db
    .selectFrom('outbox_jobs as j')
    .leftJoin('webhook_endpoints as e', 'e.id', 'j.endpoint_id')
    .select([
      'j.id',
      'j.endpoint_id',
      'e.url',
      'j.event',
      'j.request_id',
      'j.status',
      'j.attempts',
      'j.next_attempt_at',
      'j.last_error',
      'j.created_at',
      'j.updated_at',
    ])
    .where('j.kind', '=', WEBHOOK_JOB_KIND);
  if (filter.endpointId !== undefined) query = query.where('j.endpoint_id', '=', filter.endpointId);
  if (filter.leadId !== undefined) query = query.where('j.request_id', '=', filter.leadId);
  const rows = await query.orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    endpointUrl: row.url === null ? null : displayWebhookUrl(row.url),
    event: row.event,
    leadId: row.request_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

// ---------------------------------------------------------------------------------------------
// Sending

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the body's UTF-8 bytes. */
export const signWebhookBody = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

export interface WebhookRequestParts {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The request for one attempt of a delivery: the same on every retry. */
export function webhookRequest(
  endpoint: { url: string; secret: string },
  delivery: { id: string; event: string; body: string },
): WebhookRequestParts {
  return {
    url: endpoint.url,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_USER_AGENT,
      'X-Webhook-Event': delivery.event,
      'X-Webhook-Delivery': delivery.id,
      'X-Webhook-Signature': signWebhookBody(endpoint.secret, delivery.body),
    },
    body: delivery.body,
  };
}

/** At most WEBHOOK_ERROR_EXCERPT characters of an answer, on one line, without control characters. */
async function answerExcerpt(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < EXCERPT_READ_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // What arrived before the answer broke off is still worth showing.
  } finally {
    reader.cancel().catch(() => {});
  }
  const text = new TextDecoder()
    .decode(Buffer.concat(chunks).subarray(0, EXCERPT_READ_BYTES))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, WEBHOOK_ERROR_EXCERPT);
}

/** A failed connection's text with its reason (`fetch failed: connect ECONNREFUSED …`). */
function networkError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return new Error(cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message);
}

/**
 * Sends one attempt; resolves on any 2xx, throws otherwise: `HTTP 500: <start of the answer>`,
 * or the network's error. Redirects are not followed (a 3xx is a failure): a signed body with
 * the person's data goes only to the address the admin configured.
 */
export async function postWebhook(request: WebhookRequestParts, signal: AbortSignal): Promise<void> {
  let answer: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    answer = await outboundFetch(request.url, { method: 'POST', headers: request.headers, body: request.body, signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // The category alone (接続できません, TLSエラー, …): the network's text would map the network.
    throw error instanceof OutboundError ? new Error(error.message) : networkError(error);
  }
  if (answer.status >= 200 && answer.status < 300) {
    await answer.body?.cancel().catch(() => {});
    return;
  }
  const excerpt = await answerExcerpt(answer.body);
  throw new Error(`HTTP ${answer.status}${excerpt ? `: ${excerpt}` : ''}`);
}

/** An error no retry cures: the outbox marks the job failed at once (isPermanentFailure). */
const permanentFailure = (message: string): Error => Object.assign(new Error(message), { permanent: true });

/**
 * The outbox handler of a `webhook` job: reads its endpoint (a disabled or deleted one fails
 * the delivery unsent), fills in a Slack summary's link and signs the body.
 */
export const webhookJob: JobHandler = async (deps, job) => {
  const endpoint =
    job.endpoint_id === null
      ? undefined
      : await deps.db
          .selectFrom('webhook_endpoints')
          .select(['url', 'secret', 'disabled'])
          .where('id', '=', job.endpoint_id)
          .executeTakeFirst();
  if (!endpoint || endpoint.disabled) throw permanentFailure(ENDPOINT_DISABLED);
  let body = job.payload;
  const slot = body.lastIndexOf(LEAD_URL_SLOT);
  if (slot >= 0 && job.request_id !== null) {
    const link = JSON.stringify(deps.staff.leadUrl(job.request_id)).slice(1, -1);
    body = `${body.slice(0, slot)}${link}${body.slice(slot + LEAD_URL_SLOT.length)}`;
  }
  const request = webhookRequest(endpoint, { id: job.id, event: job.event ?? '', body });
  return (signal) => postWebhook(request, signal);
};
