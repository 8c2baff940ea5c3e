/**
 * One webhook delivery as the admin lists show it (the integrations page and a lead's page):
 * dates in Japan time, the event and state in words, the lead as a link (or the sample's name
 * for a テスト送信). Pure: the words come in as an argument.
 */
import { formatDateTime } from '../shared/format.ts';
import type { WebhookDeliveryRow } from './WebhookDeliveries.tsx';

type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

/** What the server knows of a delivery (src/server/webhooks/events.server.ts WebhookDeliveryView). */
export interface DeliveryFacts {
  id: string;
  event: string | null;
  leadId: string | null;
  endpointUrl: string | null;
  status: DeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface DeliveryWords {
  /** Short event names (a table cell). */
  eventsShort: Record<string, string>;
  deliveryStates: Record<DeliveryState, string>;
  /** Pending and not yet attempted: waiting for its first send rather than a retry. */
  queued: string;
  sampleLead: string;
  leadLink: (id: string) => string;
}

export const eventLabel = (names: Record<string, string>, event: string | null): string =>
  event === null ? '' : (names[event] ?? event);

export function webhookDeliveryRow(
  delivery: DeliveryFacts,
  words: DeliveryWords,
  leadHref: (id: string) => string,
): WebhookDeliveryRow {
  return {
    id: delivery.id,
    when: formatDateTime(delivery.createdAt),
    event: eventLabel(words.eventsShort, delivery.event),
    lead: delivery.leadId
      ? { href: leadHref(delivery.leadId), label: words.leadLink(delivery.leadId) }
      : { label: words.sampleLead },
    endpoint: delivery.endpointUrl ?? '',
    state: {
      key: delivery.status,
      label:
        delivery.status === 'pending' && delivery.attempts === 0 ? words.queued : words.deliveryStates[delivery.status],
    },
    attempts: delivery.attempts,
    next: delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : null,
    // A delivered one's earlier failures are history: the outcome is what counts.
    error: delivery.status === 'sent' ? null : delivery.lastError,
  };
}
