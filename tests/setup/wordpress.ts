/**
 * A stand-in for the old site's WordPress on loopback: serves /<site>/wp-json/wp/v2/clinics
 * with WordPress's pagination header, and records every request. Each site is a function of
 * the page number so a test describes only what it is about.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setOutboundPolicy } from '../../src/server/platform/outbound.server.ts';

export type WordPressReply =
  | { kind: 'json'; body: unknown; totalPages?: number; status?: number; delayMs?: number }
  | { kind: 'text'; body: string; status?: number; contentType?: string }
  | { kind: 'hang' }
  | { kind: 'redirect'; status: number; location: string }
  /** `[` and then filler without end, chunked; or with a Content-Length claiming `declared` bytes. */
  | { kind: 'endless'; declared?: number };

export interface FakeWordPress {
  /** Base URL of a site: `${origin}/${name}`. */
  site(name: string): string;
  requests: string[];
  close(): Promise<void>;
}

export interface WordPressPost {
  id: number | string;
  title: { rendered: string };
  meta: Record<string, unknown>;
  date?: string;
  modified?: string;
}

export const wordpressPost = (id: number, title: string, meta: Record<string, unknown>): WordPressPost => ({
  id,
  title: { rendered: title },
  date: '2025-01-01T00:00:00',
  modified: '2025-02-01T00:00:00',
  meta,
});

export async function startFakeWordPress(
  sites: Record<string, (page: number, query: URLSearchParams) => WordPressReply>,
): Promise<FakeWordPress> {
  // A receiver on 127.0.0.1 over http: outgoing requests in this process may reach it.
  setOutboundPolicy({ allowLoopback: true });
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/([^/]+)\/wp-json\/wp\/v2\/clinics$/.exec(url.pathname);
    const handler = match ? sites[match[1] as string] : undefined;
    if (!handler) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"rest_no_route"}');
      return;
    }
    const reply = handler(Number(url.searchParams.get('page') ?? '1'), url.searchParams);
    if (reply.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (reply.kind === 'redirect') {
      res.writeHead(reply.status, { Location: reply.location }).end();
      return;
    }
    if (reply.kind === 'endless') {
      hanging.add(res);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(reply.declared === undefined ? {} : { 'Content-Length': String(reply.declared) }),
      });
      const chunk = Buffer.alloc(64 * 1024, ' ');
      res.write('[');
      // A declared length is never sent: the reader must refuse it from the header alone.
      if (reply.declared !== undefined) return;
      const pump = () => {
        // Written as fast as the reader takes it, until the reader goes away.
        while (!res.destroyed && res.write(chunk)) {}
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => hanging.delete(res));
      pump();
      return;
    }
    if (reply.kind === 'text') {
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'text/html; charset=utf-8' });
      res.end(reply.body);
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
    if (reply.totalPages !== undefined) headers['X-WP-TotalPages'] = String(reply.totalPages);
    const send = () => res.writeHead(reply.status ?? 200, headers).end(JSON.stringify(reply.body));
    // A slow WordPress, to watch what the admin page shows while it waits.
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    site: (name) => `http://127.0.0.1:${port}/${name}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
