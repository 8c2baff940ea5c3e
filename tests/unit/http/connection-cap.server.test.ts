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
  // Reads the whole body before answering, as the site's posts do.
  const listening = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  server = listening;
  const capped: string[] = [];
  const busy = capConnectionsPerClient(listening, { perClient, trustProxy, onCapped: (client) => capped.push(client) });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { port: (listening.address() as AddressInfo).port, capped, busy };
}

/**
 * A connection from `from` whose upload trickles: headers for a 1,000-byte body, then one byte.
 * Resolves 'closed' when the server drops it at once, else 'open' after a moment.
 */
function trickle(port: number, from: string): Promise<'open' | 'closed'> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve('closed'));
    socket.on('connect', () => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nx');
      setTimeout(() => resolve('open'), 150);
    });
  });
}

/** A keep-alive connection whose request was answered: it waits idle for the next one. */
function answered(port: number, from: string): Promise<'answered' | 'closed'> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve('closed'));
    socket.on('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.once('data', () => resolve('answered'));
    });
  });
}

describe('capConnectionsPerClient', () => {
  it('closes a client’s connections past the cap, and leaves other clients alone', async () => {
    const { port, capped, busy } = await listen(3);
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) outcomes.push(await trickle(port, '127.0.0.1'));
    expect(outcomes).toEqual(['open', 'open', 'open', 'closed', 'closed']);
    expect(capped).toEqual(['127.0.0.1']);
    expect(await trickle(port, '127.0.0.2')).toBe('open');
    expect(busy?.get('127.0.0.1')?.size).toBe(3);
    // A closed connection makes room again.
    sockets[0]?.destroy();
    await expect.poll(() => busy?.get('127.0.0.1')?.size).toBe(2);
    expect(await trickle(port, '127.0.0.1')).toBe('open');
  });

  it('counts a connection that has sent nothing yet (a slow start holds the server too)', async () => {
    const { port, busy } = await listen(2);
    for (let i = 0; i < 2; i++) {
      const socket = connect({ port, host: '127.0.0.1' });
      sockets.push(socket);
      await new Promise((resolve) => socket.on('connect', resolve));
    }
    await expect.poll(() => busy?.get('127.0.0.1')?.size).toBe(2);
    expect(await trickle(port, '127.0.0.1')).toBe('closed');
  });

  it('does not count keep-alive connections waiting idle between requests', async () => {
    const { port, busy } = await listen(3);
    for (let i = 0; i < 6; i++) expect(await answered(port, '127.0.0.1')).toBe('answered');
    await expect.poll(() => busy?.get('127.0.0.1')?.size ?? 0).toBe(0);
    // Six idle sockets stay open, and a busy one is still let in.
    expect(await trickle(port, '127.0.0.1')).toBe('open');
    expect(sockets.slice(0, 6).every((socket) => !socket.destroyed)).toBe(true);
  });

  it('is off behind trusted proxies (every socket is the proxy’s) and at 0', async () => {
    server = createServer();
    expect(capConnectionsPerClient(server, { perClient: 32, trustProxy: 1 })).toBeNull();
    expect(capConnectionsPerClient(server, { perClient: 0, trustProxy: 0 })).toBeNull();
  });
});
