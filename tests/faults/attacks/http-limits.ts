/**
 * Issue 30, the HTTP layer: a body that sends one byte and then nothing held its connection for
 * Node's default five minutes; and a sign-in (a small form post, read to its end, answered 303)
 * closed its connection, so every sign-in cost a new one.
 */
import { connect } from 'node:net';
import { createAdmin } from '../../setup/factories.ts';
import { check } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

/** Writes `head` and the first byte of a body, then nothing: what comes back, and when. */
function stalledBody(url: string, path: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ne',
      );
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(120_000, () => socket.destroy(new Error('the stalled body was held for 2 minutes')));
  });
}

/** Raw requests down one connection: each answer's status line and headers, and whether it stayed open. */
function onOneConnection(url: string, requests: string[]): Promise<string[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const heads: string[] = [];
    let buffer = '';
    const next = () => {
      const request = requests[heads.length];
      if (request === undefined) {
        socket.end();
        resolve(heads);
      } else {
        // Headers and body in two writes, as browsers send a form post.
        const split = request.indexOf('\r\n\r\n') + 4;
        socket.write(request.slice(0, split));
        if (split < request.length) setTimeout(() => socket.write(request.slice(split)), 50);
      }
    };
    socket.on('connect', next);
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.slice(0, end);
        const rest = buffer.slice(end + 4);
        // A chunked body ends with its empty last chunk; any other with its Content-Length.
        const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
        const last = chunked ? (rest.startsWith('0\r\n\r\n') ? 0 : rest.indexOf('\r\n0\r\n\r\n')) : -1;
        const length = chunked
          ? last < 0
            ? -1
            : last + (last === 0 ? 5 : 7)
          : Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (length < 0 || rest.length < length) return;
        buffer = rest.slice(length);
        heads.push(head);
        next();
      }
    });
    socket.on('close', () => resolve(heads));
    socket.on('error', reject);
    socket.setTimeout(30_000, () => socket.destroy());
  });
}

export const scenarios: AttackScenario[] = [
  {
    name: 'slow body: one byte then silence is answered 408 and closed within the idle limit',
    async run({ url }) {
      const { answer, closedAfterMs } = await stalledBody(url, '/admin/login');
      check(answer.startsWith('HTTP/1.1 408'), `the stalled body got ${answer.split('\r\n')[0] || 'no answer'}`);
      check(/\r\nconnection: close/i.test(answer), 'the 408 did not say Connection: close');
      check(closedAfterMs < 30_000, `the connection was held ${closedAfterMs} ms`);
      return `408 and closed after ${closedAfterMs} ms`;
    },
  },
  {
    name: 'keep-alive: a sign-in answered 303 keeps its connection for the next request',
    async run({ url, db }) {
      const password = 'a long enough passphrase';
      const user = await createAdmin(db, { password });
      const { hostname, port } = new URL(url);
      const body = new URLSearchParams({ email: user.email, password, next: '/admin' }).toString();
      const heads = await onOneConnection(url, [
        `POST /admin/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`,
      ]);
      const [login, next] = heads;
      check(login?.startsWith('HTTP/1.1 303'), `the sign-in answered ${login?.split('\r\n')[0]}`);
      check(!/\r\nconnection: close/i.test(login ?? ''), 'the sign-in closed its connection');
      check(next?.startsWith('HTTP/1.1 200'), `the next request on the connection got ${next?.split('\r\n')[0]}`);
      return 'the 303 kept the connection; the next request was answered on it';
    },
  },
];
