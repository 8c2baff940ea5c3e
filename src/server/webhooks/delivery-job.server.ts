/**
 * The outbox job kind `webhook`: one signed attempt of a delivery (events.server.ts queues
 * them). The body is signed at send time (HMAC-SHA256 of the raw bytes, keyed with the
 * endpoint's secret, which is never stored anywhere else, shown or logged). Any 2xx is
 * delivered; anything else, a redirect included (a signed body must not go where the admin did
 * not point it), or no answer within 10 s, is retried after 10 s, 1 min, 5 min, 30 min, 2 h and
 * 12 h, then `failed`. A disabled endpoint receives nothing more.
 */
import { createHmac } from 'node:crypto';
import { site } from '../../content/site.ts';
import type { JobKind } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import { OutboundError, outboundFetch } from '../platform/outbound.server.ts';
import { ENDPOINT_DISABLED } from './endpoints.server.ts';
import { LEAD_URL_SLOT } from './payloads.server.ts';

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
/** Characters of a refusing receiver's answer kept in the error (enough for its message). */
export const WEBHOOK_ERROR_EXCERPT = 200;
/** Names the sender, so a receiver's logs and firewall can tell our requests apart. */
export const WEBHOOK_USER_AGENT = `${site.brand}-Webhooks/1.0`;
/** Bytes of a refusing receiver's answer read at most. */
const EXCERPT_READ_BYTES = 4096;

/** What a delivery needs besides its job: the database, and the staff mail's link to a lead. */
export interface WebhookJobContext {
  db: Db;
  staff: { leadUrl: (id: string) => string };
}

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
export const webhookJob: JobKind<WebhookJobContext>['handler'] = async (deps, job) => {
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

/** The `webhook` kind as the outbox runs it: its own waits between attempts and its deadline. */
export const webhookJobKind: JobKind<WebhookJobContext> = {
  handler: webhookJob,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
  sendTimeoutMs: WEBHOOK_TIMEOUT_MS,
};
