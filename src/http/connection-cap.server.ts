/**
 * A cap on the connections one client holds busy at once (issue 41): 400 bodies trickled at one
 * byte per 5 s from one address held 400 sockets until the request timeout. Past the cap a new
 * connection from that client is closed the moment it is accepted; other clients are not touched.
 *
 * A connection counts while it holds the server: from its accept until its first request has
 * arrived and been answered, and again for every later request, until that request's body is
 * read and its answer sent. A keep-alive socket waiting between requests costs nothing but a
 * file descriptor (and `keepAliveTimeout` closes it in 5 s), so it does not count: an honest
 * client's pool, which opens a new socket whenever its others are still winding down a refused
 * upload, held 120 of them for a moment in the bad-input corpus while only four were busy.
 *
 * The client here is the socket's peer, the only address known when a connection is accepted
 * (X-Forwarded-For arrives later, per request, and a proxy carries many clients on one
 * connection). With `TRUST_PROXY` > 0 every socket's peer is the proxy, so a cap here would cap
 * the whole site: the cap is then off, and the proxy limits connections per client (nginx
 * `limit_conn`, see the README). IPv6 peers count by their /64 (rateLimitKey), as the other limits do.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

/**
 * Installs the cap on `server`; answers whether it is on and, per client, the sockets it holds
 * busy (for tests and the log).
 */
export function capConnectionsPerClient(
  server: Server,
  options: ConnectionCapOptions,
): Map<string, Set<Socket>> | null {
  if (options.perClient <= 0 || options.trustProxy > 0) return null;
  const busy = new Map<string, Set<Socket>>();
  const clientOf = new WeakMap<Socket, string>();
  // Requests in progress per socket (pipelined ones overlap).
  const inFlight = new WeakMap<Socket, number>();
  // Clients told of since they reached the cap: one log line per episode, not one per socket.
  const told = new Set<string>();

  const hold = (socket: Socket, client: string) => {
    const held = busy.get(client) ?? new Set<Socket>();
    busy.set(client, held);
    held.add(socket);
  };
  const release = (socket: Socket) => {
    const client = clientOf.get(socket);
    const held = client === undefined ? undefined : busy.get(client);
    if (!client || !held?.delete(socket)) return;
    if (held.size === 0) busy.delete(client);
    told.delete(client);
  };

  server.on('connection', (socket: Socket) => {
    const client = rateLimitKey(normaliseIp(socket.remoteAddress));
    if ((busy.get(client)?.size ?? 0) >= options.perClient) {
      // Not a 503: nothing of a request has been read, and writing one would wait on this socket.
      socket.destroy();
      if (!told.has(client)) {
        told.add(client);
        options.onCapped?.(client);
      }
      return;
    }
    clientOf.set(socket, client);
    hold(socket, client);
    socket.once('close', () => release(socket));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const client = clientOf.get(socket);
    if (client === undefined) return;
    hold(socket, client);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // Idle again once the body is read (or dumped after an early answer) and the answer is sent.
    let pending = 2;
    const settled = () => {
      pending -= 1;
      if (pending > 0) return;
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left === 0) release(socket);
    };
    if (req.complete) settled();
    else req.once('end', settled);
    res.once('finish', settled);
  });
  return busy;
}
