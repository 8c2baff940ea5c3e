import { ja, type WebhookCopy } from './ja.ts';

export type { WebhookCopy };

/** What a webhook says in words: Japanese only (the receivers are the sales team's tools). */
export const webhookCopy: { ja: WebhookCopy } = { ja };
