/**
 * A webhook receiver on loopback (node:http, 127.0.0.1, a free port) that keeps every request
 * it gets, raw headers and body bytes included, and answers as the test tells it: a status and
 * a body, or never (to see the sender's deadline). Used by the webhook integration tests and
 * the integrations e2e test, as any receiver on the network would be.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setOutboundPolicy } from '../../src/server/platform/outbound.server.ts';

export interface ReceivedWebhook {
  method: string;
  /** Path and query. */
  path: string;
  httpVersion: string;
  headers: IncomingHttpHeaders;
  /** As they came, name and value alternating (casing and order kept). */
  rawHeaders: string[];
  /** The body's bytes exactly as received. */
  body: Buffer;
}

/** What to answer the n-th request (0-based): a status (and body, headers), or 'hang'. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  received: ReceivedWebhook[];
  /** Sets how later requests are answered (200 with an empty body until told otherwise). */
  answer(fn: (index: number, request: ReceivedWebhook) => Answer): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  // A receiver on 127.0.0.1 over http: outgoing requests in this process may reach it.
  setOutboundPolicy({ allowLoopback: true });
  const received: ReceivedWebhook[] = [];
  let answer: (index: number, request: ReceivedWebhook) => Answer = () => ({ status: 200 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedWebhook = {
        method: req.method ?? '',
        path: req.url ?? '',
        httpVersion: req.httpVersion,
        headers: req.headers,
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      };
      const index = received.push(request) - 1;
      const reply = answer(index, request);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    answer(fn) {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hung request's socket would keep close() waiting for ever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
