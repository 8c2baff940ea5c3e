/**
 * What a webhook endpoint receives about a lead (docs/webhooks.md): the lead as a body carries
 * it, and the two formats, `json` (the event and the whole lead) and `slack` (`{"text": …}`, a
 * one-paragraph summary without the person's contact details, since the receiver is a
 * third-party service). A Slack summary's link to the lead is a slot filled in at send time
 * (delivery-job.server.ts): this layer does not know the site's address.
 */
import { brochureProductName } from '../../content/products.ts';
import { webhookCopy } from '../../content/webhooks/index.ts';
import type { LeadFacts } from '../../domain/lead/enriched.ts';
import type { WebhookEvent, WebhookFormat } from '../../domain/webhooks.ts';
import { formatDueJa } from '../follow-up/business-days.server.ts';
import { phoneE164 } from '../platform/phone.server.ts';
import { leadPrefecture } from '../platform/postal-codes.server.ts';
import type { MaterialRequestsTable } from '../platform/schema-leads.server.ts';

/**
 * What `lead.materials_sent` and `lead.materials_opened` add (docs/webhooks.md): how and when
 * the materials went, the carrier's tracking number for post, the brochures sent by link, or
 * when the first download happened.
 */
export interface WebhookMaterials {
  method?: 'link' | 'post';
  sentAt?: string;
  trackingNumber?: string | null;
  brochures?: { id: string; title: string }[];
  openedAt?: string;
}

/**
 * What `lead.stage_changed` adds (docs/webhooks.md): the stage before and after, the amounts in
 * yen, the lost reason's label and note, the stage's details, who changed it and when.
 */
export interface WebhookStage {
  from: string | null;
  to: string;
  amountMonthly: number | null;
  amountOnce: number | null;
  lostReason: string | null;
  lostNote: string | null;
  details: Record<string, string>;
  changedBy: { id: string; email: string } | null;
}

/** The stage a テスト送信 of `lead.stage_changed` carries (the sample of docs/webhooks.md). */
export const SAMPLE_STAGE: WebhookStage = {
  from: 'quote',
  to: 'won',
  amountMonthly: 33000,
  amountOnce: null,
  lostReason: null,
  lostNote: null,
  details: { product: 'Pelvia Plus', startOn: '2026-12-01' },
  changedBy: { id: 'sample-owner', email: 'sales@example.com' },
};

/** Where a Slack summary's link to the lead goes; filled in at send time (see the header). */
export const LEAD_URL_SLOT = '{leadUrl}';

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

export type WebhookLeadRow = Pick<
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

export function webhookLead(row: WebhookLeadRow, facts?: Pick<LeadFacts, 'phoneE164'>): WebhookLead {
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
    phone: facts ? (facts.phoneE164 ?? row.phone) : e164(row.phone),
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
async function slackText(
  event: WebhookEvent,
  lead: WebhookLead,
  test: boolean,
  facts: Pick<LeadFacts, 'prefecture'> | undefined,
  options: { stage?: WebhookStage | undefined } = {},
): Promise<string> {
  const prefecture = facts
    ? facts.prefecture
    : await leadPrefecture({ address: lead.address, postal_code: lead.postalCode });
  const c = webhookCopy.ja.slack;
  const stage = options.stage?.to ?? '';
  const what = c.events[event]
    .replace('{status}', c.statuses[lead.status] ?? lead.status)
    .replace('{stage}', c.stages[stage] ?? stage);
  const parts = [
    `${c.product}: ${lead.productName}`,
    `${c.locale}: ${c.locales[lead.locale] ?? lead.locale}`,
    `${c.prefecture}: ${prefecture ?? c.unknown}`,
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
  options: {
    test?: boolean;
    facts?: Pick<LeadFacts, 'prefecture'>;
    materials?: WebhookMaterials;
    stage?: WebhookStage;
  } = {},
): Promise<string> {
  const test = options.test === true;
  if (format === 'slack')
    return JSON.stringify({ text: await slackText(event, lead, test, options.facts, { stage: options.stage }) });
  return JSON.stringify({
    event,
    occurredAt: occurredAt.toISOString(),
    ...(test ? { test: true } : {}),
    lead,
    ...(options.materials ? { materials: options.materials } : {}),
    ...(options.stage ? { stage: options.stage } : {}),
  });
}
