/**
 * Issue 21: the second factor against someone who already has the password (phished, reused).
 * Guessing six digits from one client is slowed and then locked for that client; from many
 * clients, past the account's ceiling, each client that failed must prove work; the owner, from
 * a client of their own, signs in all along; and a code seen once (shoulder-surfed, phished in
 * real time) does not sign in a second time.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountMailCopy } from '../../../src/content/admin/account-mail.ts';
import { ACCOUNT_CODE_LIMIT } from '../../../src/server/accounts/factor-guess-limit.server.ts';
import { SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { enrolTotp, newTotpKey, totpCode } from '../../../src/server/accounts/totp.server.ts';
import { deriveKey } from '../../../src/server/platform/secret.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import { TEST_APP_SECRET } from '../../setup/load-run.ts';
import { parseMail } from '../../setup/mime.ts';
import { check, formPost } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const PASSWORD = 'the attacker phished this one';
const EMAIL = 'phished@example.jp';

/** The key the server seals TOTP keys with: from APP_SECRET on PostgreSQL, DATA_DIR/secret.key on SQLite. */
export async function serverTotpKey(dataDir: string, database: string): Promise<Buffer> {
  const secret =
    database === 'PostgreSQL'
      ? Buffer.from(TEST_APP_SECRET, 'utf8')
      : Buffer.from((await readFile(join(dataDir, 'secret.key'), 'utf8')).trim(), 'base64url');
  return deriveKey(secret, 'totp-at-rest');
}

export const scenarios: AttackScenario[] = [
  {
    name: 'factor guessing: one client locked, many asked for work, the owner signs in, a seen code is spent',
    env: { TRUST_PROXY: '1' },
    async run({ url, db, dataDir, database }) {
      const user = await createAdmin(db, { email: EMAIL, password: PASSWORD });
      const base32 = newTotpKey();
      const totpKey = await serverTotpKey(dataDir, database);
      const enrolledAt = new Date(Date.now() - 90_000);
      check(await enrolTotp(db, totpKey, user.id, base32, totpCode(base32, enrolledAt), enrolledAt), 'enrolment');

      /** Password, then a code, from `client`: the factor step's answer. */
      const signIn = async (client: string, code: string) => {
        const headers = { 'x-forwarded-for': client };
        const login = await formPost(
          url,
          '/admin/login',
          { email: EMAIL, password: PASSWORD, next: '/admin' },
          headers,
        );
        check(login.status === 303, `the password answered ${login.status}`);
        check(String(login.headers.location).startsWith('/admin/login/factor'), `sent to ${login.headers.location}`);
        const cookie = String(login.headers['set-cookie'] ?? '').match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
        check(cookie, 'no session cookie after the password');
        return formPost(
          url,
          '/admin/login/factor',
          { code, next: '/admin' },
          {
            ...headers,
            cookie: `${SESSION_COOKIE}=${cookie}`,
          },
        );
      };

      // One client guessing: five free guesses, then refused (429 with a wait), right code or not.
      for (let i = 0; i < 5; i += 1) {
        const guess = await signIn('198.51.100.1', String(111111 * (i + 1)).slice(0, 6));
        check(guess.status === 401, `guess ${i + 1} answered ${guess.status}`);
      }
      const slowed = await signIn('198.51.100.1', totpCode(base32, new Date()));
      check(slowed.status === 429 && slowed.headers['retry-after'], `the 6th try answered ${slowed.status}`);

      // Many clients: past the ceiling a client that failed is asked for a proof of work.
      for (let i = 2; i <= 11; i += 1) await signIn(`198.51.100.${i}`, '000000');
      const failed = await signIn('198.51.100.5', totpCode(base32, new Date()));
      check(
        failed.status === 429 && failed.text.includes('altcha-widget'),
        `a failed client answered ${failed.status}`,
      );

      // The owner, from a client of their own, signs in; the code they used is spent.
      const code = totpCode(base32, new Date());
      const owner = await signIn('203.0.113.20', code);
      // To the dashboard (with the warning that no recovery codes are left: none were made here).
      const home = String(owner.headers.location).split('?')[0];
      check(owner.status === 303 && home === '/admin', `the owner answered ${owner.status} ${owner.headers.location}`);
      const replay = await signIn('203.0.113.21', code);
      check(replay.status === 401, `the owner's code replayed answered ${replay.status}`);
      return '1 client locked after 5 guesses, 11 asked for work, the owner in, the same code refused once seen';
    },
  },
  {
    name: 'factor guessing across many clients: past 100 wrong codes the account refuses even the right one, the owner is mailed',
    env: { TRUST_PROXY: '1' },
    async run({ url, db, dataDir, database }) {
      const email = 'phished-everywhere@example.jp';
      const user = await createAdmin(db, { email, password: PASSWORD });
      const base32 = newTotpKey();
      const totpKey = await serverTotpKey(dataDir, database);
      const enrolledAt = new Date(Date.now() - 90_000);
      check(await enrolTotp(db, totpKey, user.id, base32, totpCode(base32, enrolledAt), enrolledAt), 'enrolment');
      let cookie = '';
      /** The password again (a fresh factor session) every tenth guess, as the finding did. */
      const guess = async (i: number, code: string) => {
        const headers = { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` };
        if (i % 10 === 0) {
          const login = await formPost(url, '/admin/login', { email, password: PASSWORD, next: '/admin' }, headers);
          check(login.status === 303, `the password answered ${login.status}`);
          cookie = String(login.headers['set-cookie'] ?? '').match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1] ?? '';
        }
        return formPost(
          url,
          '/admin/login/factor',
          { code, next: '/admin' },
          { ...headers, cookie: `${SESSION_COOKIE}=${cookie}` },
        );
      };
      for (let i = 0; i < ACCOUNT_CODE_LIMIT; i += 1) {
        const wrong = await guess(i, String(100000 + ((i * 7919) % 900000)).slice(0, 6));
        check(wrong.status === 401, `wrong code ${i + 1} from its own client answered ${wrong.status}`);
      }
      const right = await guess(ACCOUNT_CODE_LIMIT + 1, totpCode(base32, new Date()));
      check(
        right.status === 429 && right.headers['retry-after'],
        `the right code after 100 wrong ones answered ${right.status}`,
      );
      const alsoRight = await guess(ACCOUNT_CODE_LIMIT + 2, totpCode(base32, new Date()));
      check(alsoRight.status === 429, `the right code from yet another client answered ${alsoRight.status}`);
      // The owner is told: the outbox writes the mail under DATA_DIR/mail (no SMTP_URL here).
      let mailed = false;
      for (let i = 0; i < 100 && !mailed; i += 1) {
        const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
        for (const file of files) {
          const mail = await parseMail(await readFile(join(dataDir, 'mail', file), 'utf8'));
          if (mail.to.includes(email) && mail.subject === accountMailCopy.factorGuessing.subject) mailed = true;
        }
        if (!mailed) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      check(mailed, 'the owner was not mailed');
      return `${ACCOUNT_CODE_LIMIT} wrong codes from ${ACCOUNT_CODE_LIMIT} clients, then the right code refused (429, Retry-After ${right.headers['retry-after']} s); the owner mailed`;
    },
  },
];
