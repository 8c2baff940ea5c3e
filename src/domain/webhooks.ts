/** The events a webhook endpoint can subscribe to, and the formats it can receive. */

/** The outbox job kind of a webhook delivery: mail counts and retention tell deliveries apart by it. */
export const WEBHOOK_JOB_KIND = 'webhook';

export const webhookEvents = [
  'lead.created',
  'lead.status_changed',
  'lead.assigned',
  'lead.materials_sent',
  'lead.materials_opened',
  'lead.stage_changed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookFormats = ['json', 'slack'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

/** Why an endpoint is refused or an action on it cannot be done (named by the admin copy). */
export type WebhookProblem =
  | 'url'
  | 'urlHttps'
  | 'urlAddress'
  | 'urlTooLong'
  | 'urlHidden'
  | 'secretShort'
  | 'secretLong'
  | 'events'
  | 'format'
  | 'notFound'
  | 'disabled';
