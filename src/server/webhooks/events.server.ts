/**
 * Webhook deliveries (docs/product.md#webhooks, ADR 018): one per event and subscribed
 * endpoint, queued in the transaction of the change as an outbox job of kind `webhook`, whose
 * id is the X-Webhook-Delivery header and whose payload is the body exactly as sent, built
 * from the lead as that transaction sees it (the same bytes on every retry, and the state of
 * the lead when the event happened). Also the テスト送信 and the lists of deliveries.
 */
import { randomUUID } from 'node:crypto';
import { brochureProductName } from '../../content/products.ts';
import { webhookCopy } from '../../content/webhooks/index.ts';
import type { LeadFacts } from '../../domain/lead/enriched.ts';
import type { OutboxJobStatus } from '../../domain/lead/statuses.ts';
import { WEBHOOK_JOB_KIND, type WebhookEvent, type WebhookFormat } from '../../domain/webhooks.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { dueAt } from '../follow-up/business-days.server.ts';
import { readFollowUpSettings } from '../follow-up/follow-up-settings.server.ts';
import type { Db } from '../platform/db.server.ts';
import { displayWebhookUrl, eventsOf, type WebhookActor } from './endpoints.server.ts';
import {
  SAMPLE_STAGE,
  type WebhookLead,
  type WebhookMaterials,
  type WebhookStage,
  webhookBody,
  webhookLead,
} from './payloads.server.ts';

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

/**
 * Queues `event` about lead `leadId` for every enabled endpoint subscribed to it. A new lead's
 * event comes with its facts, worked out when it was accepted (lead-enrichment.server.ts);
 * without them (a later change) the body works its prefecture and E.164 phone out from the row.
 */
export async function queueLeadEvent(
  trx: Db,
  event: WebhookEvent,
  leadId: string,
  now: Date,
  facts?: Pick<LeadFacts, 'prefecture' | 'phoneE164'>,
  materials?: WebhookMaterials,
  stage?: WebhookStage,
): Promise<void> {
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
  const lead = webhookLead(row, facts);
  const bodies = new Map<WebhookFormat, string>();
  const deliveries: NewDelivery[] = [];
  for (const endpoint of endpoints) {
    const format: WebhookFormat = endpoint.format === 'slack' ? 'slack' : 'json';
    let body = bodies.get(format);
    if (body === undefined) {
      body = await webhookBody(format, event, now, lead, {
        ...(facts ? { facts } : {}),
        ...(materials ? { materials } : {}),
        ...(stage ? { stage } : {}),
      });
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
    const body = await webhookBody(format, event, now, await sampleLead(trx, event, now), {
      test: true,
      ...(event === 'lead.stage_changed' ? { stage: SAMPLE_STAGE } : {}),
    });
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
