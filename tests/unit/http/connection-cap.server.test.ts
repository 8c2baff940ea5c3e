import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnectionsPerClient } from '../../../src/http/connection-cap.server.ts';

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(perClient: number, trustProxy = 0) {
  const listening = createServer((_req, res) => res.end('ok'));
  server = listening;
  const capped: string[] = [];
  const open = capConnectionsPerClient(listening, { perClient, trustProxy, onCapped: (client) => capped.push(client) });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { port: (listening.address() as AddressInfo).port, capped, open };
}

/** A connection from `from` that sends nothing: resolves 'closed' when the server drops it, or 'open'. */
function hold(port: number, from: string): Promise<'open' | 'closed'> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve('closed'));
    // The server has taken it (or dropped it) once a request on it is answered or refused.
    socket.on('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.once('data', () => resolve('open'));
    });
  });
}

describe('capConnectionsPerClient', () => {
  it('closes a client’s connections past the cap, and leaves other clients alone', async () => {
    const { port, capped, open } = await listen(3);
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) outcomes.push(await hold(port, '127.0.0.1'));
    expect(outcomes).toEqual(['open', 'open', 'open', 'closed', 'closed']);
    expect(capped).toEqual(['127.0.0.1']);
    expect(await hold(port, '127.0.0.2')).toBe('open');
    expect(open?.get('127.0.0.1')).toBe(3);
    // A closed connection makes room again.
    sockets[0]?.destroy();
    await expect.poll(() => open?.get('127.0.0.1')).toBe(2);
    expect(await hold(port, '127.0.0.1')).toBe('open');
  });

  it('is off behind trusted proxies (every socket is the proxy’s) and at 0', async () => {
    server = createServer();
    expect(capConnectionsPerClient(server, { perClient: 32, trustProxy: 1 })).toBeNull();
    expect(capConnectionsPerClient(server, { perClient: 0, trustProxy: 0 })).toBeNull();
  });
});
