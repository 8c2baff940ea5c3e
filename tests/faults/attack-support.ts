/**
 * What the attack scenarios (tests/faults/attacks/) share: raw HTTP requests as an outside
 * client sends them (node:http, so any method, header and body goes out as written), and a
 * signed-in staff session made in the server's database.
 */
import { request } from 'node:http';
import { createSession, SESSION_COOKIE } from '../../src/server/accounts/sessions.server.ts';
import type { Db } from '../../src/server/platform/db.server.ts';
import { createAdmin } from '../setup/factories.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A form post from this site's own page (Astro's origin check passes). */
export const formPost = (base: string, path: string, fields: Record<string, string>, headers = {}) =>
  raw(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** An account of `role` and the Cookie header of a session of its own (signed in a moment ago). */
export async function staffCookie(db: Db, role: 'admin' | 'staff' = 'admin') {
  const user = await createAdmin(db, { role });
  const session = await createSession(db, user.id, { reauthAt: new Date() });
  return { user, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** A stack trace in an answer: a leak whatever the status. */
export const STACK_TRACE = /\n\s+at \S+ \(?\S+:\d+:\d+\)?|\bat (?:async )?\w+ \(file:|TypeError|ReferenceError/;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
