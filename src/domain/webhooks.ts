/** The events a webhook endpoint can subscribe to, and the formats it can receive. */

export const webhookEvents = ['lead.created', 'lead.status_changed', 'lead.assigned'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookFormats = ['json', 'slack'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

/** Why an endpoint is refused or an action on it cannot be done (named by the admin copy). */
export type WebhookProblem =
  | 'url'
  | 'urlHttps'
  | 'urlAddress'
  | 'urlTooLong'
  | 'secretShort'
  | 'secretLong'
  | 'events'
  | 'format'
  | 'notFound'
  | 'disabled';
