/**
 * Issue 41, findings 6 and 7: anyone with the password held the owner's codes for up to a day,
 * with a message blaming "this client"; a logout POST with no Origin at all still logged out; and
 * one client's bodies trickled a byte at a time held as many sockets as it opened.
 */
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { adminWriteCopy } from '../../../src/content/admin/write-origin.ts';
import { ACCOUNT_CODE_LIMIT } from '../../../src/server/accounts/factor-guess-limit.server.ts';
import { RELEASE_COOKIE } from '../../../src/server/accounts/factor-release.server.ts';
import { SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../../src/server/accounts/totp.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import { parseMail } from '../../setup/mime.ts';
import { check, formPost, raw, staffCookie } from '../attack-support.ts';
import { serverTotpKey } from './factor-guessing.ts';
import type { AttackScenario } from './scenario.ts';

const PASSWORD = 'the attacker phished this one';
const HELD = 'このアカウントは保護のため確認を一時停止しています';

/** The release link in the owner's mail (the outbox writes it under DATA_DIR/mail: no SMTP_URL). */
async function releaseLinkFor(dataDir: string, email: string): Promise<string> {
  for (let i = 0; i < 150; i += 1) {
    for (const file of await readdir(join(dataDir, 'mail')).catch(() => [] as string[])) {
      const mail = await parseMail(await readFile(join(dataDir, 'mail', file), 'utf8'));
      const link = /https?:\/\/\S+\/admin\/factor-release\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      if (mail.to.includes(email) && link) return link;
    }
    // The outbox worker runs on its own schedule: wait for its file, not for a time.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no release link was mailed');
}

export const scenarios: AttackScenario[] = [
  {
    name: 'owner keeps a way in: a held account mails a link; only the browser that opens it may try its code',
    env: { TRUST_PROXY: '1' },
    async run({ url, db, dataDir, database }) {
      const email = 'kept-out@example.jp';
      const user = await createAdmin(db, { email, password: PASSWORD });
      const base32 = newTotpKey();
      const totpKey = await serverTotpKey(dataDir, database);
      const enrolledAt = new Date(Date.now() - 90_000);
      check(await enrolTotp(db, totpKey, user.id, base32, totpCode(base32, enrolledAt), enrolledAt), 'enrolment');
      /** Password, then a code, from `client`, with this browser's other cookies. */
      const signIn = async (client: string, code: string, cookies = '') => {
        const headers = { 'x-forwarded-for': client, ...(cookies ? { cookie: cookies } : {}) };
        const login = await formPost(url, '/admin/login', { email, password: PASSWORD, next: '/admin' }, headers);
        check(login.status === 303, `the password answered ${login.status}`);
        const session = String(login.headers['set-cookie'] ?? '').match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
        const jar = [cookies, `${SESSION_COOKIE}=${session}`].filter(Boolean).join('; ');
        return formPost(url, '/admin/login/factor', { code, next: '/admin' }, { ...headers, cookie: jar });
      };
      // The attacker's run, as the earlier finding made it, then one more wrong code: the hold.
      await db
        .updateTable('admin_users')
        .set({ factor_failures: ACCOUNT_CODE_LIMIT - 1 })
        .where('id', '=', user.id)
        .execute();
      const last = await signIn('198.18.0.1', '000000');
      check(last.status === 401, `the 100th wrong code answered ${last.status}`);
      const held = await signIn('198.18.0.2', totpCode(base32, new Date()));
      check(
        held.status === 429 && held.text.includes(HELD),
        `a held account answered ${held.status} without saying so`,
      );
      check(!held.text.includes('この接続元からの確認を停止しました'), 'the hold still blames this client');

      // The owner's mail; the link opened in their browser: a page with a button, then its POST.
      const link = await releaseLinkFor(dataDir, email);
      const path = new URL(link).pathname;
      const page = await raw(`${url}${path}`);
      check(
        page.status === 200 && page.text.includes('data-factor-release-form'),
        `the link's page answered ${page.status}`,
      );
      const opened = await formPost(url, path, {});
      check(opened.status === 303, `opening the link answered ${opened.status}`);
      const mark = String(opened.headers['set-cookie'] ?? '').match(new RegExp(`${RELEASE_COOKIE}=([^;]+)`))?.[1];
      check(mark, 'the link gave this browser no mark');
      const again = await formPost(url, path, {});
      check(again.status === 404 && !again.headers['set-cookie'], `the link used twice answered ${again.status}`);

      // Everyone else (the password holder) stays held; the owner's browser signs in.
      const stranger = await signIn('198.18.0.3', totpCode(base32, new Date()));
      check(stranger.status === 429, `another client with the right code answered ${stranger.status}`);
      const forged = await signIn('198.18.0.4', totpCode(base32, new Date()), `${RELEASE_COOKIE}=${'A'.repeat(43)}`);
      check(forged.status === 429, `a forged mark answered ${forged.status}`);
      const owner = await signIn('203.0.113.20', totpCode(base32, new Date()), `${RELEASE_COOKIE}=${mark}`);
      const home = String(owner.headers.location).split('?')[0];
      check(
        owner.status === 303 && home === '/admin',
        `the owner's browser answered ${owner.status} ${owner.headers.location}`,
      );
      return 'held for every client (429, the account named, not the client); the mailed link, used once, let only its browser in';
    },
  },
  {
    name: 'logout and admin writes without Origin or Sec-Fetch-Site are refused 403',
    async run({ url, db }) {
      const { cookie } = await staffCookie(db, 'admin');
      const bare = await raw(`${url}/admin/logout`, { method: 'POST', headers: { cookie } });
      check(bare.status === 403, `a logout with no Origin answered ${bare.status}`);
      // Astro's own origin check may answer first (its words); past it, the middleware's say why.
      check(bare.text.startsWith('Cross-site POST form submissions are forbidden'), 'the refusal does not say why');
      const json = await raw(`${url}/api/admin/test-email`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      check(json.status === 403, `a JSON admin write with no Origin answered ${json.status}`);
      check(json.text.includes(adminWriteCopy.unproven), 'the JSON refusal does not say why');
      const still = await raw(`${url}/admin`, { headers: { cookie } });
      check(still.status === 200, `the session did not survive: ${still.status}`);
      const out = await raw(`${url}/admin/logout`, { method: 'POST', headers: { cookie, origin: url } });
      check(out.status === 303, `a same-origin logout answered ${out.status}`);
      return "no Origin: 403 with the reason, session kept; the site's own Origin logs out";
    },
  },
  {
    name: 'connections per client: 100 trickled bodies from one address hold at most 64 sockets (the default cap); another address is answered at once',
    async run({ url }) {
      const { hostname, port } = new URL(url);
      const sockets: ReturnType<typeof connect>[] = [];
      const closedAt: number[] = [];
      const started = Date.now();
      try {
        for (let i = 0; i < 100; i += 1) {
          const socket = connect({ port: Number(port), host: hostname, localAddress: '127.0.0.1' });
          sockets.push(socket);
          socket.on('error', () => {});
          socket.on('close', () => closedAt.push(Date.now() - started));
          socket.on('connect', () =>
            socket.write(
              `POST /api/brochure-requests HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\n` +
                'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 400\r\n\r\ne',
            ),
          );
        }
        // The surplus is closed as it is accepted: wait for 36 closes, within seconds.
        for (let i = 0; i < 100 && closedAt.length < 36; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
        check(closedAt.length >= 36, `only ${closedAt.length} of 100 connections from one client were closed`);
        check(Math.max(...closedAt.slice(0, 36)) < 5_000, `the surplus was closed after ${Math.max(...closedAt)} ms`);
        // Another client (the loopback range is all local) is answered at once.
        const asked = Date.now();
        const health = await new Promise<string>((resolve, reject) => {
          const socket = connect({ port: Number(port), host: hostname, localAddress: '127.0.0.2' }, () =>
            socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
          );
          let text = '';
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
          });
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
        const ms = Date.now() - asked;
        check(health.startsWith('HTTP/1.1 200'), `/healthz from 127.0.0.2 answered ${health.split('\r\n')[0]}`);
        check(ms < 1_000, `/healthz from another client took ${ms} ms`);
        return `${closedAt.length} of 100 closed within ${Math.max(...closedAt.slice(0, 36))} ms; /healthz from 127.0.0.2 in ${ms} ms`;
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
  },
];
