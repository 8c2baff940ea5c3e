/**
 * A cap on the connections one client holds open at once (issue 41): 400 bodies trickled at one
 * byte per 5 s from one address held 400 sockets until the request timeout. Past the cap a new
 * connection from that client is closed the moment it is accepted; other clients are not touched.
 *
 * The client here is the socket's peer, the only address known when a connection is accepted
 * (X-Forwarded-For arrives later, per request, and a proxy carries many clients on one
 * connection). With `TRUST_PROXY` > 0 every socket's peer is the proxy, so a cap here would cap
 * the whole site: the cap is then off, and the proxy limits connections per client (nginx
 * `limit_conn`, see the README). IPv6 peers count by their /64 (rateLimitKey), as the other limits do.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { normaliseIp, rateLimitKey } from './client-address.server.ts';

export interface ConnectionCapOptions {
  /** MAX_CONNECTIONS_PER_CLIENT; 0: no cap. */
  perClient: number;
  /** TRUST_PROXY: with proxies in front, the socket's peer is a proxy and no cap applies. */
  trustProxy: number;
  /** Told once per client each time it reaches the cap (a log line, not one per socket). */
  onCapped?: (client: string) => void;
}

/** Installs the cap on `server`; answers whether it is on and what each client holds (for tests). */
export function capConnectionsPerClient(server: Server, options: ConnectionCapOptions): Map<string, number> | null {
  if (options.perClient <= 0 || options.trustProxy > 0) return null;
  const open = new Map<string, number>();
  // Clients told of since they reached the cap: one log line per episode, not one per socket.
  const told = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const client = rateLimitKey(normaliseIp(socket.remoteAddress));
    const held = open.get(client) ?? 0;
    if (held >= options.perClient) {
      // Not a 503: nothing of a request has been read, and writing one would wait on this socket.
      socket.destroy();
      if (!told.has(client)) {
        told.add(client);
        options.onCapped?.(client);
      }
      return;
    }
    open.set(client, held + 1);
    socket.once('close', () => {
      const now = (open.get(client) ?? 1) - 1;
      if (now <= 0) open.delete(client);
      else open.set(client, now);
      told.delete(client);
    });
  });
  return open;
}
